/// The keyboard and text-entry behaviour of a text input: capitalization, correction, keyboard
/// kind and return key. In UIKit every property is optional; here conforming types store them.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  /// When the shift key is pressed automatically.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Whether autocorrection is on.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// Whether spell checking is on.
  var spellCheckingType: UITextSpellCheckingType { get set }
  /// Whether straight quotes become curly ones (iOS 11).
  var smartQuotesType: UITextSmartQuotesType { get set }
  /// Whether double hyphens become dashes (iOS 11).
  var smartDashesType: UITextSmartDashesType { get set }
  /// Whether spaces are added and removed around pasted and deleted words (iOS 11).
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  /// The kind of keyboard.
  var keyboardType: UIKeyboardType { get set }
  /// The keyboard's appearance.
  var keyboardAppearance: UIKeyboardAppearance { get set }
  /// The return key's title.
  var returnKeyType: UIReturnKeyType { get set }
  /// Whether the return key is disabled while there is no text.
  var enablesReturnKeyAutomatically: Bool { get set }
  /// Whether the text is hidden as it is typed.
  var isSecureTextEntry: Bool { get set }
}
