import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas

/// Lays a scene out on a device under a trait variant's user settings, as the app would appear
/// to a user who chose them: the simulator takes the settings before the scene loads (so
/// text-style fonts load at the chosen text size), exactly as `LayoutSurvey` and `render` lay
/// scenes out, so one layout can serve both surveys.
@MainActor
public enum VariantLayout {
  /// The device a root is laid out on when its document names none that fits it: Xcode 6–7
  /// size-class storyboards' 600×600 Any/Any canvases fill this phone's screen.
  public static let canvasDevice = "iPhone 6 / 6s / 7 / 8 / SE (2nd & 3rd gen)"

  /// The device and orientation the accessibility rules lay `root` out on: the device the
  /// document was saved on when the root fills its screen, `canvasDevice` for a 600×600 size-class
  /// canvas; nil for roots that fill no screen (freeform controllers, cells and other xib views).
  public static func device(for root: IBView, document: IBDocument) -> (device: Device, orientation: UIInterfaceOrientation)? {
    let orientation: UIInterfaceOrientation = document.device?.orientation == "landscape" ? .landscapeLeft : .portrait
    if let device = Device.named(LayoutSurvey.deviceName(for: root, document: document)) { return (device, orientation) }
    guard let frame = root.frame, frame.width == 600, frame.height == 600, let device = Device.named(canvasDevice) else {
      return nil
    }
    return (device, .portrait)
  }

  /// `id` (a scene id or a xib top-level view's id) laid out on `device` in `orientation` under
  /// `variant`; nil when the scene cannot be laid out there.
  public static func layOut(
    id: String, in document: IBDocument, device: Device, orientation: UIInterfaceOrientation, variant: TraitVariant
  ) -> StoryboardSceneBuilder? {
    AdaptiveKitLog.shared.capture { () -> StoryboardSceneBuilder? in
      try? SceneHost.layout(sceneID: id, in: document, device: device, orientation: orientation, variant: variant)
    }.result
  }
}
