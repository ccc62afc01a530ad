extension UIViewController {
  /// The presentation controller of this controller's presentation: the active one while
  /// presented, otherwise one created for the current `modalPresentationStyle` so it can be
  /// configured before `present` (as UIKit does).
  public var presentationController: UIPresentationController? {
    if let active = activePresentationController { return active }
    if let prepared = preparedPresentationController,
      PresentationEngine.kind(of: prepared) == PresentationEngine.kind(for: modalPresentationStyle)
    {
      return prepared
    }
    let made = PresentationEngine.makeBuiltIn(for: self, presenting: nil)
    preparedPresentationController = made
    return made
  }

  /// The popover presentation controller, when the style is `.popover`.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover || activePresentationController is UIPopoverPresentationController else {
      return nil
    }
    return presentationController as? UIPopoverPresentationController
  }

  /// The sheet presentation controller, when the style is a form or page sheet (iOS 15).
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The coordinator of the presentation, dismissal, size or trait transition in progress.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var current: UIViewController? = self
    while let candidate = current {
      if let coordinator = candidate.activeTransitionCoordinator { return coordinator }
      current = candidate.storedParent
    }
    return nil
  }

  /// Presents `viewControllerToPresent`, throwing UIKit's exception for a controller that is
  /// already presented, is a child or a window's root, is the receiver, or is a popover with no
  /// anchor (AdaptiveKit addition; `present(_:animated:completion:)` logs these instead).
  public func validatedPresent(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) throws {
    try PresentationEngine.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
  }
}

extension UIViewController {
  /// Whether a full-screen or current-context presentation took this controller's view out of
  /// the hierarchy; containers leave such a view out until the presentation ends.
  var isCoveredByPresentation: Bool {
    storedPresentedViewController?.activePresentationController?.removedPresenterView != nil
  }
}
