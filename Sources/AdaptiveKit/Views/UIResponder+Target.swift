extension UIResponder {
  /// The responder that would perform `action`: this one when `canPerformAction(_:withSender:)`
  /// says yes, else the first one up the chain (`next`) that does; nil when none does.
  public func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    var responder: UIResponder? = self
    while let current = responder {
      if current.canPerformAction(action, withSender: sender) { return current }
      responder = current.next
    }
    return nil
  }
}
