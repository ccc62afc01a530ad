import AdaptiveKit

/// The split view controller's delegate (the original app delegate's role): collapsing keeps a
/// photo only when the detail shows one, and separating gives the detail column the photo back —
/// or an empty controller when the primary's stack holds no photo.
@MainActor
final class AdaptivePhotosSplitDelegate: UISplitViewControllerDelegate {
  /// Collapses by hand when the secondary shows no photo (returning true drops it, so the list
  /// stays on screen); otherwise trims the primary's stack to the controllers that contain the
  /// photo being merged and lets the navigation controller push it (returns false).
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    guard let photo = secondaryViewController.containedPhoto else { return true }
    if let navigation = primaryViewController as? UINavigationController {
      // The list contains every photo and a conversation its own, so a conversation other than
      // the photo's is dropped and the photo lands above the right one.
      navigation.viewControllers = navigation.viewControllers.filter { $0.containsPhoto(photo) }
    }
    return false
  }

  /// Separates the standard way (the navigation controller pops the photo) when the primary's
  /// stack shows a photo; otherwise gives the detail column an empty controller.
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? {
    if let navigation = primaryViewController as? UINavigationController,
      navigation.viewControllers.contains(where: { $0.containedPhoto != nil })
    {
      return nil
    }
    return EmptyViewController()
  }
}
