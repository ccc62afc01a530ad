/// Supplies the presentation controller of a `.custom` presentation. (Animators and interaction
/// controllers do not apply: AdaptiveKit's transitions are instantaneous.)
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The presentation controller managing a `.custom` presentation of `presented`; nil falls back
  /// to a full-screen presentation.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { nil }
}
