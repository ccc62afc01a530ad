extension UIPresentationController {
  /// Dismisses the presentation as a user does — swiping a sheet down, tapping outside a
  /// popover — with UIKit's questions and notices (iOS 13): a presented controller with
  /// `isModalInPresentation`, or a delegate answering no to
  /// `popoverPresentationControllerShouldDismissPopover(_:)` (popovers) or
  /// `presentationControllerShouldDismiss(_:)`, keeps it, and the delegate gets
  /// `presentationControllerDidAttemptToDismiss(_:)`; otherwise
  /// `presentationControllerWillDismiss(_:)`, the dismissal, `presentationControllerDidDismiss(_:)`
  /// and, for a popover, `popoverPresentationControllerDidDismissPopover(_:)`. Only the topmost
  /// presentation can be dismissed so; returns whether it was (AdaptiveKit addition: there are
  /// no touches). A programmatic `dismiss(animated:completion:)` sends none of these.
  @discardableResult
  public func _dismissAsUser() -> Bool {
    guard let presenting = presentingViewController, presentedViewController.presentedViewController == nil
    else { return false }
    let popover = self as? UIPopoverPresentationController
    let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate
    let allowed =
      !presentedViewController.isModalInPresentation
      && (popover.map { popoverDelegate?.popoverPresentationControllerShouldDismissPopover($0) ?? true } ?? true)
      && (delegate?.presentationControllerShouldDismiss(self) ?? true)
    guard allowed else {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return false
    }
    delegate?.presentationControllerWillDismiss(self)
    presenting.dismiss(animated: true) {
      self.delegate?.presentationControllerDidDismiss(self)
      if let popover { popoverDelegate?.popoverPresentationControllerDidDismissPopover(popover) }
    }
    return true
  }
}
