import Foundation
import InterfaceBuilder

/// Container controllers built from relationship segues.
@MainActor
enum StoryboardRelationships {
  /// The UIKit class for a controller element without a custom class. Kinds AdaptiveKit does
  /// not implement yet (page view controllers…) get a plain view controller, which still loads
  /// the scene's views.
  static func uiKitClass(forElement name: String) -> UIViewController.Type {
    switch name {
    case "navigationController": UINavigationController.self
    case "tabBarController": UITabBarController.self
    case "splitViewController": UISplitViewController.self
    case "tableViewController": UITableViewController.self
    case "collectionViewController": UICollectionViewController.self
    default: UIViewController.self
    }
  }

  /// Gives `container` its relationship children, in document order: a navigation controller
  /// its root, a tab bar controller its tabs, a split view its columns (classic
  /// `masterViewController`/`detailViewController`, or iOS 14 columns when it has a style).
  static func install(
    _ children: [(relationship: String, controller: UIViewController)], in container: UIViewController,
    scene: StoryboardScene
  ) {
    var unused = children
    func take(_ relationship: String) -> [UIViewController] {
      let taken = unused.filter { $0.relationship == relationship }.map(\.controller)
      unused.removeAll { $0.relationship == relationship }
      return taken
    }
    switch container {
    case let navigation as UINavigationController:
      let root = take("rootViewController")
      if !root.isEmpty { navigation.viewControllers = root }
    case let tabs as UITabBarController:
      let children = take("viewControllers")
      if !children.isEmpty { tabs.viewControllers = children }
    case let split as UISplitViewController:
      installColumns(in: split, take: take)
    default:
      break
    }
    for leftover in unused {
      AdaptiveKitLog.shared.report(
        .storyboard,
        "\(scene.storyboard.document.fileName):\(scene.controller.location): the \(leftover.relationship) "
          + "relationship of \(container) is not supported; \(leftover.controller) is left unattached")
    }
  }

  private static func installColumns(in split: UISplitViewController, take: (String) -> [UIViewController]) {
    let master = take("masterViewController")
    let detail = take("detailViewController")
    let supplementary = take("supplementaryViewController")
    let compact = take("compactViewController")
    if split.style == .unspecified {
      split.viewControllers = master + detail
      return
    }
    if let primary = master.first { split.setViewController(primary, for: .primary) }
    if let middle = supplementary.first { split.setViewController(middle, for: .supplementary) }
    if let secondary = detail.first { split.setViewController(secondary, for: .secondary) }
    if let compact = compact.first { split.setViewController(compact, for: .compact) }
  }
}
