/// Hears of a popover's presentation, repositioning and dismissal, and of its adaptation.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The popover is about to be presented.
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
  /// The popover is about to move because its container changed size; the delegate may change the
  /// source rectangle or view.
  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>
  )
  /// Whether the user may dismiss the popover by tapping outside it (default true; iOS 8–13,
  /// asked before `presentationControllerShouldDismiss(_:)`).
  func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool
  /// The user dismissed the popover (iOS 8–13; sent after `presentationControllerDidDismiss(_:)`).
  func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
  public func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>
  ) {}
  public func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool { true }
  public func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}
