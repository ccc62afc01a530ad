/// A token in a search text field: a discrete filter shown before the field's text (iOS 13).
@preconcurrency @MainActor
open class UISearchToken {
  /// The icon shown before the text.
  public let icon: UIImage?
  /// The token's text.
  public let text: String
  /// The app's value the token stands for.
  open var representedObject: Any?

  /// Creates a token with an icon and text.
  public init(icon: UIImage?, text: String) {
    self.icon = icon
    self.text = text
  }
}
