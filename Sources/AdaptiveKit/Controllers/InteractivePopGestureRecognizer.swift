/// A navigation controller's interactive pop gesture: an edge pan from the left that pops the
/// top controller when it ends past the middle of the view. UIKit also completes a fast flick
/// that ends sooner; simulated pans carry no such velocity rule here.
@MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
  /// The share of the view's width a pan must cross for the pop to complete.
  static let completionFraction: CGFloat = 0.5

  weak var navigationController: UINavigationController?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init(target: nil, action: nil)
    edges = .left
  }

  /// Runs once the gesture is over, while its translation is still readable.
  override func reset() {
    if state == .ended, let navigationController, let view, navigationController.viewControllers.count > 1,
      translation(in: view).x > view.bounds.width * Self.completionFraction
    {
      _ = navigationController.popViewController(animated: true)
    }
    super.reset()
  }
}
