/// Updates search results as the search bar's text changes; set it as the search controller's
/// `searchResultsUpdater`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// The search bar became first responder or its text changed: filter the results.
  func updateSearchResults(for searchController: UISearchController)
  /// The user chose one of the controller's `searchSuggestions` (iOS 16; default: nothing).
  func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

extension UISearchResultsUpdating {
  public func updateSearchResults(
    for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion
  ) {}
}
