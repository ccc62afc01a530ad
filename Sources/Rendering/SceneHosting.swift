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
      device: configuration.device, orientation: configuration.orientation,
      release: configuration.variant.release ?? StoryboardSceneBuilder.canvasRelease(of: document))
    simulator.apply(configuration.variant)
    if let window = configuration.window { _ = simulator.resizeWindow(to: window.mode, animated: false) }
    return host(root, controller: controller, document: document, simulator: simulator,
      sizeClasses: configuration.sizeClasses, variant: configuration.variant, insets: barInsets)
  }

  /// Lays out `root` in a box of `size` (a split view column, a table cell), with `insets` as
  /// its whole safe area, the given size classes and the variant's traits.
  static func layOut(
    root: IBView, controller: IBViewController?, document: IBDocument, size: CGSize, sizeClasses: SizeClassPair,
    variant: TraitVariant, insets: UIEdgeInsets
  ) -> Result {
    let canvas = Device.canvas(name: "Column", size: CGSize(width: max(1, size.width), height: max(1, size.height)))
    let simulator = Simulator(
      device: canvas, orientation: .portrait, release: variant.release ?? StoryboardSceneBuilder.canvasRelease(of: document))
    simulator.apply(variant)
    return host(root, controller: controller, document: document, simulator: simulator, sizeClasses: sizeClasses,
      variant: variant, insets: insets)
  }

  private static func host(
    _ root: IBView, controller: IBViewController?, document: IBDocument, simulator: Simulator,
    sizeClasses: SizeClassPair, variant: TraitVariant, insets: UIEdgeInsets
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
      // Text styles take their size when the document loads, before the host joins the window.
      if let category = variant.preferredContentSizeCategory { host.traitOverrides.preferredContentSizeCategory = category }
      let layout = StoryboardSceneBuilder(root: resolved, document: document, controller: controller, host: host)
      applyInterfaceStyleOverrides(in: layout)
      simulator.window.rootViewController = host
      simulator.window.makeKeyAndVisible()
      simulator.layoutIfNeeded()
      return layout
    }
    return Result(layout: layout, messages: messages.map { "\($0)" })
  }

  /// Views the document forces into one appearance — `overrideUserInterfaceStyle` as an
  /// attribute (`light`/`dark`) or a user-defined runtime attribute (1 light, 2 dark) — take it,
  /// as they would when the app loads the document, so their subtrees draw in that appearance.
  static func applyInterfaceStyleOverrides(in layout: StoryboardSceneBuilder) {
    for entry in layout.entries {
      var style: UIUserInterfaceStyle?
      switch entry.source.element["overrideUserInterfaceStyle"] {
      case "light"?: style = .light
      case "dark"?: style = .dark
      default: break
      }
      for attribute in entry.source.userDefinedRuntimeAttributes where attribute.keyPath == "overrideUserInterfaceStyle" {
        if case .number(let value) = attribute.value { style = UIUserInterfaceStyle(rawValue: Int(value)) }
      }
      if let style { entry.view.overrideUserInterfaceStyle = style }
    }
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
