import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas

/// Lays a scene out on a device under a variant's user settings, as the app would appear to a
/// user who chose them: the scene laid out, the settings applied to the device, text-style fonts
/// sized for the chosen text size, and the window laid out again.
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
    id: String, in document: IBDocument, device: Device, orientation: UIInterfaceOrientation, variant: LintVariant
  ) -> StoryboardSceneBuilder? {
    let captured = AdaptiveKitLog.shared.capture { () -> StoryboardSceneBuilder? in
      guard let layout = try? SceneHost.layout(sceneID: id, in: document, device: device, orientation: orientation),
        let simulator = layout.simulator
      else { return nil }
      guard !variant.isStandard else { return layout }
      variant.apply(to: simulator)
      if variant.preferredContentSizeCategory != nil { resizeTextStyleFonts(in: layout) }
      for entry in layout.allEntries {
        entry.view.invalidateIntrinsicContentSize()
        entry.view.setNeedsLayout()
      }
      simulator.layoutIfNeeded()
      return layout
    }
    return captured.result
  }

  /// Gives every text-style font of the document its size at the views' content size category.
  ///
  /// UIKit sizes a storyboard's text-style fonts for the user's text size when it loads the
  /// storyboard (and again on changes where `adjustsFontForContentSizeCategory` is on), so an app
  /// launched at AX5 shows every such font at AX5; fonts with a point size keep it.
  static func resizeTextStyleFonts(in layout: StoryboardSceneBuilder) {
    for entry in layout.allEntries {
      guard let style = entry.source.element.child(key: "fontDescription", named: "fontDescription")?["style"] else {
        continue
      }
      let font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style), compatibleWith: entry.view.traitCollection)
      switch entry.view {
      case let label as UILabel: label.font = font
      case let button as UIButton: button.titleLabel?.font = font
      case let field as UITextField: field.font = font
      case let textView as UITextView: textView.font = font
      default: break
      }
    }
  }
}
