import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The one way a scene of a document becomes a hosted, laid-out UIKit hierarchy: a controller's
/// root view (or a xib's top-level view) built for run time or for an Xcode's canvas, as the
/// view of a controller filling a simulated window, with its size classes, traits and safe area.
/// `adaptive verify`, `render`, `lint`, `layout` and `serve` all host scenes through it.
@MainActor
package struct SceneHost {
  /// Whom the scene's views are built for.
  package enum Mode {
    /// UIKit loading the document (`UIStoryboard`, `UINib`): stock UIKit classes, at the release
    /// the simulator runs (its default unless the variant names one).
    case runTime
    /// The canvas of an Xcode: its placeholder sizes and bars, at the UIKit release its canvas
    /// draws with unless the variant names one.
    case canvas(XcodeRelease)
  }

  /// Where the scene's root is hosted.
  package enum Placement {
    /// Where the document was saved, as `adaptive verify` compares it with the stored frames: the
    /// document's device, a catalog device or a canvas of the root's stored size, under the bars
    /// Interface Builder simulates there (`SceneHost+SavedPlacement.swift`). The insets and
    /// variant asked for are not used.
    case asSaved
    /// Filling `device`'s screen in `orientation`, or its multitasking `window` when given.
    case device(Device, UIInterfaceOrientation, window: MultitaskingWindow? = nil)
    /// Filling a box of `size` (a split view column, a table cell or header).
    case box(CGSize)
  }

  /// The safe area a root gets beyond its device's own.
  package enum Insets {
    /// The bars Interface Builder simulates for the scene (its metrics and its containers').
    case simulatedBars
    /// Given insets: a renderer's own bars, or a box's whole safe area.
    case explicit(UIEdgeInsets)
  }

  /// The document hosted.
  package let document: IBDocument
  /// Whom the views are built for.
  package let mode: Mode
  /// A diagnostic for `.asSaved`: text views at the sizes the file stores (`verify --text-sizes-from-file`).
  package var takesTextSizesFromFile: Bool
  /// The bars Interface Builder simulates, by controller id (read once per document).
  let simulatedBars: [String: IBSimulatedBars]

  /// A host for `document`'s scenes, on the canvas of the Xcode that saved it unless `mode` says otherwise.
  package init(document: IBDocument, mode: Mode? = nil, takesTextSizesFromFile: Bool = false) {
    self.document = document
    self.mode = mode ?? .canvas(XcodeRelease(document: document))
    self.takesTextSizesFromFile = takesTextSizesFromFile
    simulatedBars = IBSimulatedBars.bars(in: document)
  }

  /// The scene `sceneID` (a scene id, controller id, storyboard identifier or a xib's top-level
  /// view id) of `document` on `device`, under the bars Interface Builder simulates, on the canvas
  /// of the Xcode that saved it. `sizeClasses` (the "View as" grid) choose the variations applied and
  /// override the traits; the simulator takes `variant`'s settings. The layout keeps its simulator
  /// (`StoryboardSceneBuilder.simulator`): rotating it re-applies the variations and solves again.
  package static func layout(
    sceneID: String, in document: IBDocument, device: Device = .generic,
    orientation: UIInterfaceOrientation = .portrait, sizeClasses: IBSizeClassPair? = nil,
    variant: TraitVariant = .deviceDefault
  ) throws(IBSceneLayoutError) -> StoryboardSceneBuilder {
    try SceneHost(document: document).host(
      sceneID: sceneID, placement: .device(device, orientation),
      sizeClasses: sizeClasses.map { SizeClassPair(horizontal: uiSizeClass($0.widthClass), vertical: uiSizeClass($0.heightClass)) },
      variant: variant)
  }

  /// Hosts the scene `sceneID` names (see `rootView(sceneID:)`).
  package func host(
    sceneID: String, placement: Placement, insets: Insets = .simulatedBars, sizeClasses: SizeClassPair? = nil,
    variant: TraitVariant = .deviceDefault
  ) throws(IBSceneLayoutError) -> StoryboardSceneBuilder {
    if case .device(let device, let orientation, _) = placement, !device.supports(orientation) {
      throw .unsupportedOrientation(device: device.name, orientation: orientation)
    }
    let (root, controller) = try rootView(sceneID: sceneID)
    return host(root: root, controller: controller, placement: placement, insets: insets, sizeClasses: sizeClasses, variant: variant)
  }

  /// Hosts `root` (`controller`'s view, or a xib's top-level view when nil) at `placement`.
  /// `sizeClasses` override the traits the root gets from its window (a column's or cell's
  /// canvas has none that mean anything); the simulator takes `variant`'s settings. With
  /// `inBarController`, a device or box placement shows the root's controller in a navigation
  /// controller whose bar is hidden, so the root is a bar controller's content (the bars it
  /// shows stay in `insets`): a root scroll view then takes its safe area into its content inset
  /// vertically, as UIKit's `.automatic` adjustment does there.
  package func host(
    root: IBView, controller: IBViewController?, placement: Placement, insets: Insets = .simulatedBars,
    sizeClasses: SizeClassPair? = nil, variant: TraitVariant = .deviceDefault, inBarController: Bool = false
  ) -> StoryboardSceneBuilder {
    let release = variant.release ?? modeRelease
    switch placement {
    case .asSaved:
      guard case .canvas(let xcode) = mode else { return hostAsSavedAtRunTime(root: root, controller: controller) }
      let (simulator, savedInsets) = savedPlacement(root: root, controller: controller, xcode: xcode)
      let layout = host(
        root, controller: controller, on: simulator, insets: savedInsets, sizeClasses: nil,
        contentSizeCategory: IBVerifier.canvasContentSizeCategory(xcode: xcode.build),
        // Labels stand as Interface Builder leaves them on the document's own canvas.
        options: CanvasOptions(keepsObjectLibraryLabelHeights: true, takesTextSizesFromFile: takesTextSizesFromFile)
      ) { layout in
        if controller != nil, root.layoutMargins == nil, let width = root.frame?.width,
          let side = IBVerifier.preIOS11RootMargin(width: width, xcode: xcode.build, hasDevice: document.device != nil)
        {
          layout.rootView.layoutMargins = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        // The canvas sizes a xib's top-level view itself (the size in its inspector, or the
        // screen it simulates), whatever its own `translatesAutoresizingMaskIntoConstraints`:
        // its subviews are laid out in that frame, never in the view's fitting size.
        if controller == nil { layout.rootView.translatesAutoresizingMaskIntoConstraints = true }
      }
      IBTemplateFrames.restore(in: layout, root: root, document: document)
      return layout
    case .device(let device, let orientation, let window):
      let simulator = Simulator(device: device, orientation: orientation, release: release)
      simulator.apply(variant)
      if let window { _ = simulator.resizeWindow(to: window.mode, animated: false) }
      let rootInsets: UIEdgeInsets
      switch insets {
      case .simulatedBars:
        rootInsets = simulatedInsets(root: root, controller: controller, device: device, orientation: orientation)
      case .explicit(let given): rootInsets = given
      }
      return host(
        root, controller: controller, on: simulator, insets: rootInsets, sizeClasses: sizeClasses,
        contentSizeCategory: variant.preferredContentSizeCategory,
        options: CanvasOptions(drawingAt: variant.preferredContentSizeCategory), inBarController: inBarController)
    case .box(let size):
      let canvas = Device.canvas(name: "Column", size: CGSize(width: max(1, size.width), height: max(1, size.height)))
      let simulator = Simulator(device: canvas, orientation: .portrait, release: release)
      simulator.apply(variant)
      let rootInsets: UIEdgeInsets
      switch insets {
      case .simulatedBars: rootInsets = simulatedInsets(root: root, controller: controller, device: canvas)
      case .explicit(let given): rootInsets = given
      }
      return host(
        root, controller: controller, on: simulator, insets: rootInsets, sizeClasses: sizeClasses,
        contentSizeCategory: variant.preferredContentSizeCategory,
        options: CanvasOptions(drawingAt: variant.preferredContentSizeCategory), inBarController: inBarController)
    }
  }

  /// The release the mode runs: the canvas's SDK, or the simulator's default at run time.
  private var modeRelease: UIKitRelease {
    switch mode {
    case .runTime: .simulatorDefault
    case .canvas(let xcode): xcode.canvasRelease
    }
  }

  /// At run time there is no saved canvas: the root fills the document's device (the default
  /// simulator device when it names none) under its containers' bars.
  private func hostAsSavedAtRunTime(root: IBView, controller: IBViewController?) -> StoryboardSceneBuilder {
    let (device, orientation) = IBVerifier.hostDevice(for: nil, document: document) ?? (.generic, .portrait)
    return host(root: root, controller: controller, placement: .device(device, orientation))
  }

  /// Builds `root` as the view of a controller filling the simulator's window, with `insets` as
  /// additional safe-area insets, and lays it out. `adjust` runs on the built hierarchy before
  /// it joins the window.
  private func host(
    _ root: IBView, controller: IBViewController?, on simulator: Simulator, insets: UIEdgeInsets,
    sizeClasses: SizeClassPair?, contentSizeCategory: UIContentSizeCategory?, options: CanvasOptions,
    inBarController: Bool = false, adjust: (StoryboardSceneBuilder) -> Void = { _ in }
  ) -> StoryboardSceneBuilder {
    let host = IBSceneHostController()
    host.additionalSafeAreaInsets = insets
    if let sizeClasses {
      host.traitOverrides.horizontalSizeClass = sizeClasses.horizontal
      host.traitOverrides.verticalSizeClass = sizeClasses.vertical
    }
    // Text styles take their size when the document loads, before the host joins the window.
    if let contentSizeCategory { host.traitOverrides.preferredContentSizeCategory = contentSizeCategory }
    let context: SceneBuildContext
    switch mode {
    case .runTime:
      context = .runtime(
        StoryboardLoad(
          fileName: document.fileName, bundle: nil, resources: document.resources,
          appFonts: AppFontCatalog.of(document)))
    case .canvas: context = .canvas(DocumentCanvas(document: document, options: options))
    }
    let layout = StoryboardSceneBuilder(root: root, document: document, controller: controller, host: host, context: context)
    host.sceneLayout = layout
    layout.simulator = simulator
    applyInterfaceStyleOverrides(in: layout)
    adjust(layout)
    if case .canvas = mode { simulator.window.inequalityHeldSizesRestAtZero = false }
    if inBarController {
      let navigation = UINavigationController(rootViewController: host)
      navigation.setNavigationBarHidden(true, animated: false)
      simulator.window.rootViewController = navigation
    } else {
      simulator.window.rootViewController = host
    }
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    return layout
  }

  /// Views the document forces into one appearance with a user-defined runtime attribute
  /// (`overrideUserInterfaceStyle`, 1 light, 2 dark) take it, as they do when the app loads the
  /// document, so their subtrees draw in that appearance (the `interfaceStyle` attribute is
  /// applied with the view's other attributes).
  private func applyInterfaceStyleOverrides(in layout: StoryboardSceneBuilder) {
    for entry in layout.entries {
      var style: UIUserInterfaceStyle?
      for attribute in entry.source.userDefinedRuntimeAttributes where attribute.keyPath == "overrideUserInterfaceStyle" {
        if case .number(let value) = attribute.value { style = UIUserInterfaceStyle(rawValue: Int(value)) }
      }
      if let style { entry.view.overrideUserInterfaceStyle = style }
    }
  }

  /// The root view and controller `id` names: a scene id, a controller id or storyboard
  /// identifier, or the id of a top-level view of a xib.
  package func rootView(sceneID id: String) throws(IBSceneLayoutError) -> (IBView, IBViewController?) {
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

  /// The insets Interface Builder's simulated bars add to the device's safe area: the bars of
  /// the scene's containers and metrics; on a canvas (no status bar of its own) also a 20-point
  /// status bar unless the metrics hide it or the controller is freeform. The bars are those the
  /// device's canvas draws (`IBSimulatedBars.drawn(on:in:xcode:)`).
  func simulatedInsets(
    root: IBView, controller: IBViewController?, device: Device, orientation: UIInterfaceOrientation = .portrait
  ) -> UIEdgeInsets {
    guard let controller else { return .zero }
    let bars = (simulatedBars[controller.id] ?? IBSimulatedBars())
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
