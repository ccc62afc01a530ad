import Foundation

// The field asks the bar, which asks its delegate and tells its search controller, in UIKit's
// order: the delegate first, then the controller (which presents, updates results or dismisses).
extension UISearchBar {
  func searchFieldShouldBeginEditing() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }

  func searchFieldDidBeginEditing() {
    delegate?.searchBarTextDidBeginEditing(self)
    owningSearchController?.searchBarDidBeginEditing()
  }

  func searchFieldShouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }

  func searchFieldDidEndEditing() { delegate?.searchBarTextDidEndEditing(self) }

  func searchFieldShouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
    delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) ?? true
  }

  func searchFieldTextDidChange() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    owningSearchController?.searchBarTextDidChange()
  }

  // MARK: Driving the bar as a user would (AdaptiveKit additions)

  /// A user's tap in the field followed by typing `text` one character at a time, as the
  /// keyboard sends it: each character asks `searchBar(_:shouldChangeTextIn:replacementText:)`
  /// and reports `searchBar(_:textDidChange:)` (and a search controller's results update).
  public func _typeAsUser(_ text: String) {
    guard searchTextField.becomeFirstResponder() else { return }
    for character in text { searchTextField.insertText(String(character)) }
  }

  /// A user's tap on the keyboard's search button while the field is edited (disabled while the
  /// field is empty when `enablesReturnKeyAutomatically`).
  public func _tapSearchButtonAsUser() {
    guard searchTextField.isFirstResponder, searchTextField.hasText || !enablesReturnKeyAutomatically else { return }
    delegate?.searchBarSearchButtonClicked(self)
  }

  /// A user's tap on the cancel button, when it shows: the delegate hears of it, then an owning
  /// search controller clears the text and becomes inactive.
  public func _tapCancelButtonAsUser() {
    guard showsCancelButton, isEnabled else { return }
    delegate?.searchBarCancelButtonClicked(self)
    owningSearchController?.searchBarCancelButtonTapped()
  }

  /// A user's tap on the bookmark button, which shows while the field is empty.
  public func _tapBookmarkButtonAsUser() {
    guard showsBookmarkButton, isEnabled, (text ?? "").isEmpty else { return }
    delegate?.searchBarBookmarkButtonClicked(self)
  }

  /// A user's tap on the search results button, when it shows.
  public func _tapResultsListButtonAsUser() {
    guard showsSearchResultsButton, isEnabled else { return }
    delegate?.searchBarResultsListButtonClicked(self)
  }

  /// A user's tap on a scope button of the showing scope bar: choosing another scope selects it
  /// and tells the delegate; the selected one does nothing.
  public func _selectScopeButtonAsUser(at index: Int) {
    guard isShowingScopeBar, isEnabled, let titles = scopeButtonTitles, titles.indices.contains(index),
      index != selectedScopeButtonIndex
    else { return }
    selectedScopeButtonIndex = index
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
  }
}
