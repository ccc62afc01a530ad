import Foundation

extension UITextView {
  /// Posted when the text view begins editing (object: the text view).
  public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
  /// Posted when the text view ends editing (object: the text view).
  public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
  /// Posted when editing changed the text (object: the text view).
  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

  /// Begins editing unless it already has or the delegate refuses.
  func beginEditing() -> Bool {
    if isEditingText { return true }
    guard canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    isEditingText = true
    textDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing unless the delegate refuses; a text view not being edited resigns at once.
  func finishEditing() -> Bool {
    guard isEditingText else { return true }
    guard textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
    isEditingText = false
    textDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    return true
  }

  /// What the delete key removes: the selection, else the composed character before the
  /// insertion point; nil at the start of the text.
  func rangeDeletedBackward() -> NSRange? {
    let current = (text ?? "") as NSString
    let location = Swift.min(selectedRange.location, current.length)
    let length = Swift.min(selectedRange.length, current.length - location)
    if length > 0 { return NSRange(location: location, length: length) }
    guard location > 0 else { return nil }
    return current.rangeOfComposedCharacterSequence(at: location - 1)
  }
}
