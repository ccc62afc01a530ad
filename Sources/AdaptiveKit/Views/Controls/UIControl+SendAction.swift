extension UIControl {
  /// Sends `action` (a selector registered with `ActionRegistry`) to `target`, or up the
  /// responder chain from the control when `target` is nil, through the application's
  /// `sendAction(_:to:from:for:)`, as UIKit does for each target-action pair.
  public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    UIApplication.shared.sendAction(action, to: target, from: self, for: event)
  }
}
