import Foundation

/// Hears of a search bar's editing and buttons; every method is optional (the extension's
/// defaults allow everything and do nothing). Set it as the search bar's `delegate`.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
  /// Whether editing may begin (default true).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing may end (default true).
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text (not sent for text the app sets).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether `text` may replace the characters in `range` (default true).
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The user tapped the keyboard's search button.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped the bookmark button.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped the cancel button.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped the search results button.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// The user chose another scope button.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
