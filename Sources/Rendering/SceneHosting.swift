import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas

/// Lays out a controller's root view (or a xib's top-level view) in a window of a configuration:
/// the subtree resolved for the window's size classes first (`IBView.resolved(for:)`), then built by
/// `StoryboardSceneBuilder` as the view of a controller filling a simulated window, with the bars UIKit
/// adds above and below it as additional safe-area insets.
@MainActor
enum SceneHosting {
  /// The laid-out hierarchy and the log messages layout produced (conflicts, ambiguity).
  struct Result {
    let layout: StoryboardSceneBuilder
    let messages: [String]
  }

  /// Lays out `root` filling the configuration's window.
  static func layOut(
    root: IBView, controller: IBViewController?, document: IBDocument, configuration: RenderConfiguration,
    barInsets: UIEdgeInsets
  ) -> Result {
    let simulator = Simulator(
      device: configuration.device, orientation: configuration.orientation, release: StoryboardSceneBuilder.canvasRelease(of: document))
    if let window = configuration.window { _ = simulator.resizeWindow(to: window.mode, animated: false) }
    return host(root, controller: controller, document: document, simulator: simulator,
      sizeClasses: configuration.sizeClasses, insets: barInsets)
  }

  /// Lays out `root` in a box of `size` (a split view column, a table cell), with `insets` as
  /// its whole safe area and the given size classes.
  static func layOut(
    root: IBView, controller: IBViewController?, document: IBDocument, size: CGSize, sizeClasses: SizeClassPair,
    insets: UIEdgeInsets
  ) -> Result {
    let canvas = Device.canvas(name: "Column", size: CGSize(width: max(1, size.width), height: max(1, size.height)))
    let simulator = Simulator(device: canvas, orientation: .portrait, release: StoryboardSceneBuilder.canvasRelease(of: document))
    return host(root, controller: controller, document: document, simulator: simulator, sizeClasses: sizeClasses,
      insets: insets)
  }

  private static func host(
    _ root: IBView, controller: IBViewController?, document: IBDocument, simulator: Simulator,
    sizeClasses: SizeClassPair, insets: UIEdgeInsets
  ) -> Result {
    let resolved = root.resolved(
      for: IBSizeClassPair(
        widthClass: ibSizeClass(sizeClasses.horizontal), heightClass: ibSizeClass(sizeClasses.vertical)))
    let (layout, messages) = AdaptiveKitLog.shared.capture { () -> StoryboardSceneBuilder in
      let host = UIViewController()
      host.additionalSafeAreaInsets = insets
      // Columns and cells sit on canvases whose own size classes mean nothing: the override
      // gives their views the traits of the window they belong to.
      host.traitOverrides.horizontalSizeClass = sizeClasses.horizontal
      host.traitOverrides.verticalSizeClass = sizeClasses.vertical
      let layout = StoryboardSceneBuilder(root: resolved, document: document, controller: controller, host: host)
      simulator.window.rootViewController = host
      simulator.window.makeKeyAndVisible()
      simulator.layoutIfNeeded()
      return layout
    }
    return Result(layout: layout, messages: messages.map { "\($0)" })
  }

  /// The Interface Builder spelling of a size class.
  static func ibSizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> IBSizeClass {
    switch sizeClass {
    case .compact: .compact
    case .regular: .regular
    case .unspecified: .unspecified
    }
  }
}
