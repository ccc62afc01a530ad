import Foundation

extension UIApplication {
  /// Sends `action` (a selector registered with `ActionRegistry`) to `target`, or, when `target`
  /// is nil, up the responder chain from `sender` (when it is a responder) — the first responder
  /// of the key window otherwise; returns whether a responder ran it.
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    let name = action.description
    if let target {
      return ActionRegistry.perform(name, on: target as AnyObject, sender: sender)
    }
    var responder: UIResponder? = (sender as? UIResponder) ?? keyWindow?.firstResponderInSubtree ?? keyWindow
    while let current = responder {
      if ActionRegistry.perform(name, on: current, sender: sender) { return true }
      responder = current.next
    }
    return false
  }
}

extension UIView {
  /// The first responder among the view and its descendants, if any.
  var firstResponderInSubtree: UIResponder? {
    if isFirstResponder { return self }
    for subview in storedSubviews {
      if let found = subview.firstResponderInSubtree { return found }
    }
    return nil
  }
}
