import Foundation

extension UITextField {
  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned first responder.
    case committed = 0
  }

  /// Begins editing: the delegate may refuse; then `.editingDidBegin` is sent, the overlay views
  /// follow their modes, and the delegate is told.
  func beginEditing() -> Bool {
    if isEditingText { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    isEditingText = true
    setNeedsLayout()
    sendActions(for: .editingDidBegin)
    delegate?.textFieldDidBeginEditing(self)
    return true
  }

  /// Ends editing: the delegate may refuse when asked; then `.editingDidEnd` is sent and the
  /// delegate is told (with the reason).
  func finishEditing(askingDelegate: Bool) -> Bool {
    guard isEditingText else { return true }
    if askingDelegate, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
    isEditingText = false
    setNeedsLayout()
    sendActions(for: .editingDidEnd)
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    return true
  }

  /// Types `string` at the end of the field as the keyboard does while it is edited: the
  /// delegate may refuse the change; then the text changes and `.editingChanged` is sent
  /// (AdaptiveKit addition: there is no keyboard). Returns whether the text changed.
  @discardableResult
  public func _typeText(_ string: String) -> Bool {
    guard isEditingText else { return false }
    let current = text ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return false }
    text = current + string
    sendActions(for: .editingChanged)
    delegate?.textFieldDidChangeSelection(self)
    return true
  }

  /// Presses the return key: the delegate's `textFieldShouldReturn(_:)` decides, and when it
  /// agrees `.editingDidEndOnExit` is sent (AdaptiveKit addition: there is no keyboard).
  @discardableResult
  public func _pressReturn() -> Bool {
    guard isEditingText, delegate?.textFieldShouldReturn(self) ?? true else { return false }
    sendActions(for: .editingDidEndOnExit)
    return true
  }
}
