extension UINavigationBar {
  /// The top item's search controller, when its search bar sits in a row below the title.
  var stackedSearchController: UISearchController? {
    guard let item = topItem, let controller = item.searchController, item.searchBarPlacement == .stacked else {
      return nil
    }
    return controller
  }

  /// An item's search controller or placement changed: the bar's height and search row follow.
  func searchBarRowDidChange() {
    barLayoutDidChange?()
    placeSearchBar()
  }

  /// Puts the top item's stacked search bar in the row at the bottom of the bar, and takes out
  /// the one it placed for an item no longer on top.
  func placeSearchBar() {
    let wanted = stackedSearchController?.managedSearchBar
    if let placed = placedSearchBar, placed !== wanted, placed.superview === self {
      placed.removeFromSuperview()
    }
    guard let wanted else {
      placedSearchBar = nil
      return
    }
    if wanted.superview !== self { addSubview(wanted) }
    placedSearchBar = wanted
    let row = SearchBarMetrics.navigationBarSearchRowHeight
    let frame = CGRect(x: 0, y: barHeight - row, width: bounds.width, height: row)
    if wanted.frame != frame { wanted.frame = frame }
  }
}
