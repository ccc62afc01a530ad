/// Lets an app change how a presentation adapts to its environment (behavior reference §10.2, §10.5).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to (iOS 8.0); the default is the presentation controller's own choice.
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// The style to adapt to in `traitCollection` (iOS 8.3): `.fullScreen`, `.overFullScreen`,
  /// `.formSheet`, `.pageSheet`, or `.none` to keep the presented style; by default the answer of
  /// `adaptivePresentationStyle(for:)`.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// The controller to show while adapted to `style` (typically the content in a navigation
  /// controller); nil shows the presented controller itself.
  func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  /// The presentation is about to show in `presentationStyle` (`.none` when it does not adapt).
  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  )
  /// Whether the user may dismiss the sheet interactively (iOS 13).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// The user is dismissing the sheet (iOS 13).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The user dismissed the sheet (iOS 13).
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user tried to dismiss a sheet that refuses it (iOS 13).
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    controller.adaptivePresentationStyle(for: controller.traitsForAdaptation)
  }
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    adaptivePresentationStyle(for: controller)
  }
  public func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? { nil }
  public func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
