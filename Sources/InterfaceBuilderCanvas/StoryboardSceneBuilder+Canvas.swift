import AdaptiveKit
import Foundation
import InterfaceBuilder

extension StoryboardSceneBuilder {
  /// Builds the hierarchy of `root` as the canvas of the Xcode that saved `document` draws it,
  /// applying the Any/Any variations until the root view has size classes (then those of its
  /// traits, and again on every change); `host` receives the root view when given, so
  /// `controller`'s top and bottom layout guides resolve.
  public convenience init(root: IBView, document: IBDocument, controller: IBViewController? = nil, host: UIViewController? = nil) {
    self.init(
      root: root, document: document, controller: controller, host: host, context: .canvas(DocumentCanvas(document: document)))
  }

  /// Lays out one scene of `document` as Interface Builder shows it on a device: the root view of
  /// a controller (found by scene id, controller id or storyboard identifier) or a xib's
  /// top-level view (by id), filling a window of `device` in `orientation`, under the status bar
  /// and the bars the scene simulates (its own metrics, or the navigation and tab bar
  /// controllers it sits in), with the device's safe area. The variations applied are those of
  /// the device's size classes, or of `sizeClasses` when given (the "View as" grid), which then
  /// also override the traits. `Device.generic` is the 600×600 Any/Any canvas. The device runs
  /// `release`, by default the one the canvas of the Xcode that saved the document draws with
  /// (`canvasRelease(of:)`), with `variant`'s settings (its release over `release`). The layout
  /// keeps the simulator: rotating it re-applies the variations and solves again.
  public static func layout(
    sceneID: String, in document: IBDocument, device: Device = .generic,
    orientation: UIInterfaceOrientation = .portrait, sizeClasses: IBSizeClassPair? = nil, release: UIKitRelease? = nil,
    variant: TraitVariant = .deviceDefault
  ) throws(IBSceneLayoutError) -> StoryboardSceneBuilder {
    guard device.supports(orientation) else {
      throw .unsupportedOrientation(device: device.name, orientation: orientation)
    }
    let (root, controller) = try rootView(sceneID: sceneID, in: document)
    let host = IBSceneHostController()
    host.additionalSafeAreaInsets = simulatedInsets(
      root: root, controller: controller, document: document, device: device, orientation: orientation)
    if let sizeClasses {
      host.traitOverrides.horizontalSizeClass = uiSizeClass(sizeClasses.widthClass)
      host.traitOverrides.verticalSizeClass = uiSizeClass(sizeClasses.heightClass)
    }
    let simulator = Simulator(
      device: device, orientation: orientation, release: variant.release ?? release ?? canvasRelease(of: document))
    simulator.apply(variant)
    // Text styles take their size when the document loads, before the host joins the window.
    if let category = variant.preferredContentSizeCategory { host.traitOverrides.preferredContentSizeCategory = category }
    let layout = StoryboardSceneBuilder(root: root, document: document, controller: controller, host: host)
    host.sceneLayout = layout
    layout.simulator = simulator
    simulator.window.rootViewController = host
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    return layout
  }

  /// The UIKit release the canvas of the Xcode that saved `document` draws with (the release of
  /// its iOS plug-in's SDK; the simulator's default when the document names no Xcode).
  public static func canvasRelease(of document: IBDocument) -> UIKitRelease {
    XcodeRelease(document: document).canvasRelease
  }

  /// The root view and controller `id` names: a scene id, a controller id or storyboard
  /// identifier, or the id of a top-level view of a xib.
  static func rootView(sceneID id: String, in document: IBDocument) throws(IBSceneLayoutError) -> (IBView, IBViewController?) {
    let controller =
      document.scenes.first { $0.sceneID == id }?.viewController
      ?? document.viewControllers.first { $0.id == id }
      ?? document.viewController(withStoryboardIdentifier: id)
    if let controller {
      guard let root = controller.view else {
        throw .noRootView(id: id, file: document.fileName, line: controller.location.line)
      }
      return (root, controller)
    }
    if let view = document.topLevelViews.first(where: { $0.id == id }) { return (view, nil) }
    throw .unknownScene(id: id, file: document.fileName)
  }

  /// The ids `layout(sceneID:…)` accepts for every laid-out root of `document`: each scene with
  /// a root view (by scene id), then each top-level view of a xib.
  public static func sceneIDs(in document: IBDocument) -> [String] {
    document.scenes.filter { $0.viewController?.view != nil }.map(\.sceneID)
      + document.topLevelViews.map(\.id).filter { !$0.isEmpty }
  }

  /// The insets Interface Builder's simulated bars add to the device's safe area: the bars of
  /// the scene's containers and metrics; on a canvas (no status bar of its own) also a 20-point
  /// status bar unless the metrics hide it or the controller is freeform. The bars are those the
  /// device's canvas draws (`IBSimulatedBars.drawn(on:in:toolsVersion:)`).
  static func simulatedInsets(
    root: IBView, controller: IBViewController?, document: IBDocument, device: Device,
    orientation: UIInterfaceOrientation = .portrait
  ) -> UIEdgeInsets {
    guard let controller else { return .zero }
    let bars = (IBSimulatedBars.bars(in: document)[controller.id] ?? IBSimulatedBars())
      .drawn(on: device, in: orientation, xcode: XcodeRelease(document: document).build)
    var top = bars.top
    if device.idiom == .unspecified {
      let hidesStatusBar =
        controller.simulatedMetrics.statusBar?.isNone == true || controller.simulatedMetrics.freeformSize != nil
      top += hidesStatusBar ? 0 : 20
    }
    return UIEdgeInsets(top: top, left: 0, bottom: bars.bottom, right: 0)
  }

  static func uiSizeClass(_ sizeClass: IBSizeClass) -> UIUserInterfaceSizeClass {
    switch sizeClass {
    case .compact: .compact
    case .regular: .regular
    case .unspecified: .unspecified
    }
  }
}

/// The controller a laid-out scene's root view belongs to; it takes every orientation so the
/// simulator can show the scene in any of them.
@MainActor
package final class IBSceneHostController: UIViewController {
  /// The layout of the scene hosted, told after each layout pass (automatic-height rows settle then).
  package weak var sceneLayout: StoryboardSceneBuilder?

  override package var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

  override package func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    sceneLayout?.settleSelfSizingRowsAfterLayout()
  }
}
