import AdaptiveKit

/// The app as launched (the original app delegate's `didFinishLaunching`): a split view controller
/// with the conversation list in a navigation controller as its primary and an empty page as its
/// secondary, inside the trait-override container that is the window's root.
@MainActor
final class AdaptivePhotosApp {
  let user: User
  let root: TraitOverrideViewController
  let split: UISplitViewController
  let list: ListTableViewController
  let splitDelegate = AdaptivePhotosSplitDelegate()

  /// Builds the controllers and makes `window` show them.
  init(user: User, window: UIWindow) {
    AdaptivePhotosActions.declare()
    self.user = user
    split = UISplitViewController()
    split.delegate = splitDelegate
    list = ListTableViewController()
    list.user = user
    split.viewControllers = [UINavigationController(rootViewController: list), EmptyViewController()]
    split.preferredDisplayMode = .allVisible
    root = TraitOverrideViewController()
    root.viewController = split
    window.rootViewController = root
    window.makeKeyAndVisible()
  }
}
