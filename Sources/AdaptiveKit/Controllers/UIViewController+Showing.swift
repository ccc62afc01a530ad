import Foundation

extension UIViewController {
  /// Posted when a split view controller collapses or expands, so the target of Show Detail
  /// changed; the object is the split view controller.
  public static let showDetailTargetDidChangeNotification = Notification.Name(
    "UIViewControllerShowDetailTargetDidChangeNotification")

  /// The nearest ancestor that is a navigation controller.
  public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

  /// The nearest ancestor that is a split view controller.
  public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

  /// The nearest ancestor that is a tab bar controller.
  public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

  private func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
    var current = storedParent
    while let candidate = current {
      if let match = candidate as? T { return match }
      current = candidate.storedParent
    }
    return nil
  }
}

/// The default behaviour of `show(_:sender:)`, `showDetailViewController(_:sender:)` and
/// `targetViewController(forAction:sender:)` (behavior reference §9).
@MainActor
enum ShowRouting {
  /// Walks from `source` through parents, and past a presented controller to its presenter
  /// (unconfirmed, chosen behaviour), to the first controller that implements `action` and agrees
  /// to perform it.
  static func target(forAction action: Selector, from source: UIViewController, sender: Any?) -> UIViewController? {
    var current: UIViewController? = source
    while let candidate = current {
      if candidate.responds(to: action) && candidate.canPerformAction(action, withSender: sender) { return candidate }
      current = candidate.storedParent ?? candidate.storedPresentingViewController
    }
    return nil
  }

  static func show(_ vc: UIViewController, from source: UIViewController, sender: Any?) {
    if let target = source.targetViewController(forAction: .showViewController, sender: sender), target !== source {
      target.show(vc, sender: sender)
    } else {
      presentFromRoot(vc, source: source, action: "show")
    }
  }

  static func showDetail(_ vc: UIViewController, from source: UIViewController, sender: Any?) {
    if let target = source.targetViewController(forAction: .showDetailViewController, sender: sender), target !== source {
      target.showDetailViewController(vc, sender: sender)
    } else {
      presentFromRoot(vc, source: source, action: "showDetailViewController")
    }
  }

  /// With no container the window's root view controller presents `vc`, or the top-most
  /// controller it already presents (unconfirmed, chosen behaviour). A source outside any window
  /// cannot present: the call is ignored with a logged warning, as UIKit's presentation does.
  static func presentFromRoot(_ vc: UIViewController, source: UIViewController, action: String) {
    guard let root = rootController(of: source) else {
      AdaptiveKitLog.shared.report(
        .presentation,
        "Attempt to \(action) \(vc) from \(source) whose view is not in the window hierarchy!")
      return
    }
    var presenter = root
    while let next = presenter.storedPresentedViewController { presenter = next }
    presenter.present(vc, animated: true, completion: nil)
  }

  /// The window's root view controller above `controller`, if it is in a window.
  static func rootController(of controller: UIViewController) -> UIViewController? {
    var current = controller
    while true {
      if let parent = current.storedParent {
        current = parent
      } else if let presenting = current.storedPresentingViewController {
        current = presenting
      } else {
        break
      }
    }
    guard let window = current.windowForRoot, window.rootViewController === current else {
      return controller.viewIfLoaded?.window?.rootViewController
    }
    return current
  }
}
