/// A ready-made search suggestion: text and an optional icon (iOS 16).
@preconcurrency @MainActor
open class UISearchSuggestionItem: UISearchSuggestion {
  /// The suggestion's text.
  public let localizedSuggestion: String?
  /// The icon beside it.
  public let iconImage: UIImage?
  /// A description for accessibility.
  public let localizedDescription: String?
  /// The app's value the suggestion stands for.
  open var representedObject: Any?

  /// A suggestion with text and no icon.
  public convenience init(localizedSuggestion suggestion: String) {
    self.init(localizedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
  }

  /// A suggestion with text and an icon.
  public convenience init(localizedSuggestion suggestion: String, localizedDescription description: String?) {
    self.init(localizedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
  }

  /// A suggestion with text, an accessibility description and an icon.
  public init(localizedSuggestion suggestion: String, localizedDescription description: String?, iconImage: UIImage?) {
    localizedSuggestion = suggestion
    localizedDescription = description
    self.iconImage = iconImage
  }
}
