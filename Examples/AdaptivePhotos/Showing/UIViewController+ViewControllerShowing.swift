import AdaptiveKit

/// A container's own answer to "will showing push?" — what the original sample's category
/// overrides on `UINavigationController` and `UISplitViewController` return. Swift members declared
/// in extensions cannot be overridden, so the answering classes conform to this protocol instead.
@MainActor
protocol ViewControllerShowingAnswering: AnyObject {
  /// Whether `show(_:sender:)` sent to this container pushes.
  func answerWillShowingViewControllerPush(sender: Any?) -> Bool
  /// Whether `showDetailViewController(_:sender:)` sent to this container pushes; nil when the
  /// container does not answer the detail question.
  func answerWillShowingDetailViewControllerPush(sender: Any?) -> Bool?
}

extension UIViewController {
  /// Whether `show(_:sender:)` from here would push: asks the controller that handles the
  /// question, found with `targetViewController(forAction:sender:)`; false when none does.
  func willShowingViewControllerPush(sender: Any?) -> Bool {
    if let answering = self as? ViewControllerShowingAnswering {
      return answering.answerWillShowingViewControllerPush(sender: sender)
    }
    guard let target = targetViewController(forAction: .willShowingViewControllerPush, sender: sender),
      let answering = target as? ViewControllerShowingAnswering
    else { return false }
    return answering.answerWillShowingViewControllerPush(sender: sender)
  }

  /// Whether `showDetailViewController(_:sender:)` from here would push (and so whether a row that
  /// shows a photo gets a disclosure indicator).
  func willShowingDetailViewControllerPush(sender: Any?) -> Bool {
    if let answer = (self as? ViewControllerShowingAnswering)?.answerWillShowingDetailViewControllerPush(sender: sender) {
      return answer
    }
    guard let target = targetViewController(forAction: .willShowingDetailViewControllerPush, sender: sender),
      target !== self
    else { return false }
    return target.willShowingDetailViewControllerPush(sender: sender)
  }
}

extension UINavigationController: ViewControllerShowingAnswering {
  /// A navigation controller always pushes for `show(_:sender:)`.
  func answerWillShowingViewControllerPush(sender: Any?) -> Bool { true }
  /// Navigation controllers leave the detail question to their parents.
  func answerWillShowingDetailViewControllerPush(sender: Any?) -> Bool? { nil }
}

extension UISplitViewController: ViewControllerShowingAnswering {
  /// A split view controller installs a controller for `show(_:sender:)`; it never pushes itself.
  func answerWillShowingViewControllerPush(sender: Any?) -> Bool { false }

  /// Collapsed, Show Detail goes to the primary as a `show`, so the primary answers; expanded, the
  /// detail column is replaced: no push.
  func answerWillShowingDetailViewControllerPush(sender: Any?) -> Bool? {
    guard isCollapsed else { return false }
    return viewControllers.last?.willShowingViewControllerPush(sender: sender) ?? false
  }
}
