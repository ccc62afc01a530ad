import Foundation

/// Hears of a navigation controller showing a new top view controller, and supplies the
/// animators of its pushes and pops.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// `viewController` is about to become the top view controller.
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// `viewController` became the top view controller.
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  /// The animator of a push or pop from `fromVC` to `toVC`; nil keeps the standard slide.
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller driving `animationController`'s push or pop; nil runs it to
  /// the end at once. A cancelled interaction puts the stack back as it was.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
  public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
  public func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UINavigationController {
  /// How long UIKit animates the bars showing or hiding, in seconds (its value of
  /// `UINavigationControllerHideShowBarDuration`); AdaptiveKit shows and hides them at once.
  public nonisolated static let hideShowBarDuration: CGFloat = 0.2

  /// The kind of change a navigation transition makes to the stack.
  public enum Operation: Int, Sendable {
    case none = 0, push, pop
  }
}
