import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// Records every search bar delegate callback, and can refuse editing or changes.
@MainActor
final class RecordingSearchBarDelegate: UISearchBarDelegate {
  let log: CallbackLog
  var allowsBeginning = true
  var allowsEnding = true
  var refusedText: String?

  init(log: CallbackLog = CallbackLog()) { self.log = log }

  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    log.record("shouldBegin")
    return allowsBeginning
  }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.record("didBegin") }
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
    log.record("shouldEnd")
    return allowsEnding
  }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.record("didEnd") }
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    log.record("shouldChange(\(range.location),\(range.length),\(text))")
    return text != refusedText
  }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.record("textDidChange(\(searchText))") }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.record("search") }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.record("cancel") }
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { log.record("bookmark") }
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { log.record("resultsList") }
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    log.record("scope(\(selectedScope))")
  }
}

@MainActor
@Suite("A search bar tells its delegate of editing, typing and button taps in UIKit's order")
struct SearchBarDelegateTests {
  @Test("Typing begins editing, then asks and reports each character")
  func typing() {
    let bar = UISearchBar(frame: .zero)
    let delegate = RecordingSearchBarDelegate()
    bar.delegate = delegate
    bar._typeAsUser("ab")
    #expect(
      delegate.log.entries == [
        "shouldBegin", "didBegin", "shouldChange(0,0,a)", "textDidChange(a)", "shouldChange(1,0,b)", "textDidChange(ab)",
      ])
    #expect(bar.text == "ab")
    #expect(bar.searchTextField.isFirstResponder)
    #expect(!bar.isFirstResponder)
  }

  @Test("Deleting asks for the last character's range")
  func deleting() {
    let bar = UISearchBar(frame: .zero)
    let delegate = RecordingSearchBarDelegate()
    bar.delegate = delegate
    bar._typeAsUser("é😀")
    delegate.log.clear()
    bar.searchTextField.deleteBackward()
    #expect(delegate.log.entries == ["shouldChange(1,2,)", "textDidChange(é)"])
    #expect(bar.text == "é")
  }

  @Test("A refused change leaves the text; refused editing types nothing")
  func refusals() {
    let bar = UISearchBar(frame: .zero)
    let delegate = RecordingSearchBarDelegate()
    delegate.refusedText = "x"
    bar.delegate = delegate
    bar._typeAsUser("axb")
    #expect(bar.text == "ab")
    #expect(!delegate.log.entries.contains("textDidChange(ax)"))

    let closed = UISearchBar(frame: .zero)
    let refusing = RecordingSearchBarDelegate()
    refusing.allowsBeginning = false
    closed.delegate = refusing
    closed._typeAsUser("a")
    #expect(refusing.log.entries == ["shouldBegin"])
    #expect(closed.text == "")
    #expect(!closed.searchTextField.isFirstResponder)
  }

  @Test("Text the app sets is not reported; the field's text is never nil")
  func programmaticText() {
    let bar = UISearchBar(frame: .zero)
    let delegate = RecordingSearchBarDelegate()
    bar.delegate = delegate
    bar.text = "parks"
    bar.text = nil
    #expect(delegate.log.entries.isEmpty)
    #expect(bar.text == "")
  }

  @Test("Search, cancel, bookmark and results buttons report only while they can be tapped")
  func buttons() {
    let bar = UISearchBar(frame: .zero)
    let delegate = RecordingSearchBarDelegate()
    bar.delegate = delegate
    bar._tapSearchButtonAsUser()
    bar._tapCancelButtonAsUser()
    bar._tapBookmarkButtonAsUser()
    bar._tapResultsListButtonAsUser()
    #expect(delegate.log.entries.isEmpty)

    bar.setShowsCancelButton(true, animated: false)
    bar.showsBookmarkButton = true
    bar.showsSearchResultsButton = true
    bar._tapBookmarkButtonAsUser()
    bar._typeAsUser("a")
    bar._tapSearchButtonAsUser()
    bar._tapBookmarkButtonAsUser()
    bar._tapResultsListButtonAsUser()
    bar._tapCancelButtonAsUser()
    #expect(
      delegate.log.entries == [
        "bookmark", "shouldBegin", "didBegin", "shouldChange(0,0,a)", "textDidChange(a)", "search", "resultsList", "cancel",
      ])
    // Without a search controller the cancel button leaves the text and editing to the delegate.
    #expect(bar.text == "a")
    #expect(bar.searchTextField.isFirstResponder)
  }

  @Test("The Search key is disabled while the field is empty, unless the app enables it")
  func searchKey() {
    let bar = UISearchBar(frame: .zero)
    let delegate = RecordingSearchBarDelegate()
    bar.delegate = delegate
    #expect(bar.enablesReturnKeyAutomatically && bar.returnKeyType == .search)
    #expect(bar.autocapitalizationType == .none)
    bar._typeAsUser("")
    bar._tapSearchButtonAsUser()
    bar.searchTextField.tokens = [UISearchToken(icon: nil, text: "Parks")]
    bar._tapSearchButtonAsUser()
    bar.searchTextField.tokens = []
    bar.enablesReturnKeyAutomatically = false
    bar._tapSearchButtonAsUser()
    #expect(delegate.log.entries == ["shouldBegin", "didBegin", "search", "search"])
  }

  @Test("Ending editing asks the delegate, which may refuse")
  func endingEditing() {
    let bar = UISearchBar(frame: .zero)
    let delegate = RecordingSearchBarDelegate()
    bar.delegate = delegate
    #expect(bar.becomeFirstResponder())
    delegate.allowsEnding = false
    #expect(!bar.resignFirstResponder())
    delegate.allowsEnding = true
    #expect(bar.resignFirstResponder())
    #expect(delegate.log.entries == ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd"])
    #expect(!bar.searchTextField.isFirstResponder)
  }

  @Test("A disabled bar cannot be edited (iOS 16.4 isEnabled)")
  func disabled() {
    let bar = UISearchBar(frame: .zero)
    let delegate = RecordingSearchBarDelegate()
    bar.delegate = delegate
    bar.isEnabled = false
    #expect(!bar.searchTextField.isEnabled)
    #expect(!bar.becomeFirstResponder())
    bar._typeAsUser("a")
    #expect(delegate.log.entries.isEmpty)
  }
}

@MainActor
@Suite("Choosing a scope button selects it and tells the delegate once")
struct SearchBarScopeSelectionTests {
  @Test func choosingScopes() {
    let bar = UISearchBar(frame: .zero)
    let delegate = RecordingSearchBarDelegate()
    bar.delegate = delegate
    bar.scopeButtonTitles = ["All", "Mine", "Shared"]
    bar._selectScopeButtonAsUser(at: 1)
    #expect(bar.selectedScopeButtonIndex == 0)  // The scope bar is not showing.
    bar.showsScopeBar = true
    bar._selectScopeButtonAsUser(at: 2)
    bar._selectScopeButtonAsUser(at: 2)
    bar._selectScopeButtonAsUser(at: 3)
    bar._selectScopeButtonAsUser(at: 0)
    #expect(delegate.log.entries == ["scope(2)", "scope(0)"])
    #expect(bar.selectedScopeButtonIndex == 0)
  }

  @Test func barPositionAsksTheDelegate() {
    final class TopDelegate: UISearchBarDelegate {
      func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
    }
    let bar = UISearchBar(frame: .zero)
    #expect(bar.barPosition == .any)
    let delegate = TopDelegate()
    bar.delegate = delegate
    #expect(bar.barPosition == .topAttached)
  }
}
