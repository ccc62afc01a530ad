/// A suggestion a search controller offers below its field (iOS 16).
@preconcurrency @MainActor
public protocol UISearchSuggestion: AnyObject {
  /// The suggestion's text.
  var localizedSuggestion: String? { get }
  /// The icon beside it (default: none).
  var iconImage: UIImage? { get }
}

extension UISearchSuggestion {
  public var iconImage: UIImage? { nil }
}
