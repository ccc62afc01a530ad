/// Decides and applies the style a presentation adapts to (behavior reference §10.2): when it
/// starts and whenever its environment's traits change while it is on screen.
@MainActor
enum PresentationAdaptation {
  /// Styles a delegate may answer with; anything else falls back to the controller's own choice.
  static let allowedDelegateStyles: Set<UIModalPresentationStyle> = [.fullScreen, .overFullScreen, .formSheet, .pageSheet, .none]

  /// The style the presentation shows in for `traits`.
  static func resolvedStyle(of controller: UIPresentationController, for traits: UITraitCollection) -> UIModalPresentationStyle {
    controller.adaptationTraits = traits
    var answer: UIModalPresentationStyle
    if let delegate = controller.delegate {
      answer = delegate.adaptivePresentationStyle(for: controller, traitCollection: traits)
      if !allowedDelegateStyles.contains(answer) { answer = controller.adaptivePresentationStyle(for: traits) }
    } else {
      answer = controller.adaptivePresentationStyle(for: traits)
    }
    return answer == .none ? controller.presentationStyle : answer
  }

  /// Re-evaluates the style for `traits` and, when it changed (or on the first evaluation),
  /// swaps in the delegate's replacement controller, tells the delegate and re-places the views.
  static func adapt(
    _ controller: UIPresentationController, to traits: UITraitCollection, coordinator: (any UIViewControllerTransitionCoordinator)?,
    initial: Bool = false
  ) {
    guard controller.presentedViewController.activePresentationController === controller else { return }
    let oldStyle = controller.currentStyle
    let newStyle = resolvedStyle(of: controller, for: traits)
    guard initial || newStyle != oldStyle else { return }
    controller.currentStyle = newStyle
    let adapted = newStyle != controller.presentationStyle
    let replacement = adapted
      ? controller.delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: newStyle) : nil
    controller.delegate?.presentationController(
      controller, willPresentWithAdaptiveStyle: adapted ? newStyle : .none, transitionCoordinator: coordinator)
    if replacement !== controller.adaptiveReplacement {
      swapDisplayed(in: controller, to: replacement)
    }
    if controller.isInstalled {
      PresentationEngine.updatePresenterView(of: controller)
      PresentationEngine.layoutPresentedView(controller)
    }
    TraitEngine.update(controller.displayedViewController)
  }

  /// Shows `replacement` (or, when nil, the presented controller again) in the container.
  private static func swapDisplayed(in controller: UIPresentationController, to replacement: UIViewController?) {
    let presented = controller.presentedViewController
    let oldDisplayed = controller.displayedViewController
    let presenter = presented.storedPresentingViewController
    if controller.isInstalled {
      PresentationEngine.placedView(of: controller)?.removeFromSuperview()
      oldDisplayed.viewIfLoaded?.removeFromSuperview()
    }
    if let old = controller.adaptiveReplacement {
      old.activePresentationController = nil
      old.storedPresentingViewController = nil
      if presented.isDescendantController(of: old), presented !== old {
        // Take the presented controller back out of the replacement (its navigation controller).
        if let navigation = presented.storedParent as? UINavigationController, navigation.viewControllers.count == 1 {
          navigation.setViewControllers([], animated: false)
        } else {
          presented.willMove(toParent: nil)
          presented.viewIfLoaded?.removeFromSuperview()
          presented.removeFromParent()
        }
      }
    }
    controller.adaptiveReplacement = replacement
    if let replacement {
      // The presented controller now lives inside the replacement and inherits through it.
      replacement.activePresentationController = controller
      replacement.storedPresentingViewController = presenter
    }
    if controller.isInstalled { PresentationEngine.installDisplayedView(of: controller) }
  }
}
