import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// Records the results updater's and the search controller delegate's callbacks in one log.
@MainActor
final class RecordingSearchUpdater: UISearchResultsUpdating, UISearchControllerDelegate {
  let log: CallbackLog
  var presentsItself = false

  init(log: CallbackLog) { self.log = log }

  func updateSearchResults(for searchController: UISearchController) {
    log.record("update(\(searchController.searchBar.text ?? "nil"))")
  }
  func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {
    log.record("selected(\(searchSuggestion.localizedSuggestion ?? ""))")
  }
  func presentSearchController(_ searchController: UISearchController) {
    log.record("presentSearchController")
    if !presentsItself { searchController.presentFromSearchBarForTests() }
  }
  func willPresentSearchController(_ searchController: UISearchController) { log.record("willPresent") }
  func didPresentSearchController(_ searchController: UISearchController) { log.record("didPresent") }
  func willDismissSearchController(_ searchController: UISearchController) { log.record("willDismiss") }
  func didDismissSearchController(_ searchController: UISearchController) { log.record("didDismiss") }
}

extension UISearchController {
  /// What UIKit does when the delegate does not present the controller itself.
  fileprivate func presentFromSearchBarForTests() {
    let source = searchBar.nearestViewController
    source?.present(self, animated: false)
  }
}

extension UIView {
  fileprivate var nearestViewController: UIViewController? {
    var responder: UIResponder? = next
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}

@MainActor
@Suite("A search controller presents over the current context when its bar is edited and updates its results")
struct SearchControllerPresentationTests {
  /// A root with a child 400 points high at y 100 holding the search bar.
  private func scene(childDefinesContext: Bool) throws -> (Simulator, NamedController, NamedController, UISearchController) {
    let root = NamedController("Root")
    let child = NamedController("Child")
    child.definesPresentationContext = childDefinesContext
    let simulator = try hosted(root, on: "iPhone 8")
    root.addChild(child)
    child.view.frame = CGRect(x: 0, y: 100, width: 375, height: 400)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let search = UISearchController(searchResultsController: NamedController("Results"))
    search.searchBar.frame = CGRect(x: 0, y: 0, width: 375, height: 56)
    child.view.addSubview(search.searchBar)
    simulator.layoutIfNeeded()
    return (simulator, root, child, search)
  }

  @Test("Over the nearest controller that defines the presentation context, covering only its view")
  func overDefiningContext() throws {
    let (simulator, root, child, search) = try scene(childDefinesContext: true)
    let log = CallbackLog()
    let updater = RecordingSearchUpdater(log: log)
    search.searchResultsUpdater = updater
    search.searchBar._typeAsUser("o")
    #expect(search.isActive)
    #expect(search.presentingViewController === child)
    #expect(root.presentedViewController == nil)
    #expect(search.view.convert(search.view.bounds, to: simulator.window) == CGRect(x: 0, y: 100, width: 375, height: 400))
    // Over the context: the child stays on screen.
    #expect(child.view.window === simulator.window)
    #expect(log.entries == ["update()", "update(o)"])
  }

  @Test("Over the window's root when nothing defines a context")
  func overRoot() throws {
    let (simulator, root, _, search) = try scene(childDefinesContext: false)
    search.isActive = true
    #expect(search.presentingViewController === root)
    #expect(search.view.convert(search.view.bounds, to: simulator.window) == simulator.window.bounds)
    search.isActive = false
    #expect(root.presentedViewController == nil)
  }

  @Test("Typing, then cancelling: the delegates hear of each step in order; cancel clears and dismisses")
  func fullCycle() throws {
    let (_, _, child, search) = try scene(childDefinesContext: true)
    let log = CallbackLog()
    let updater = RecordingSearchUpdater(log: log)
    let barDelegate = RecordingSearchBarDelegate(log: log)
    search.searchResultsUpdater = updater
    search.delegate = updater
    search.searchBar.delegate = barDelegate
    search.searchBar._typeAsUser("ab")
    #expect(search.searchBar.showsCancelButton)
    search.searchBar._tapSearchButtonAsUser()
    search.searchBar._tapCancelButtonAsUser()
    #expect(
      log.entries == [
        "shouldBegin", "willPresent", "presentSearchController", "didPresent", "didBegin", "update()",
        "shouldChange(0,0,a)", "textDidChange(a)", "update(a)", "shouldChange(1,0,b)", "textDidChange(ab)", "update(ab)",
        "search", "cancel", "willDismiss", "didEnd", "update()", "didDismiss",
      ])
    #expect(!search.isActive)
    #expect(search.searchBar.text == "")
    #expect(!search.searchBar.showsCancelButton)
    #expect(!search.searchBar.searchTextField.isFirstResponder)
    #expect(child.presentedViewController == nil)
  }

  @Test("A delegate that presents the controller itself takes the presentation over")
  func delegatePresents() throws {
    let (_, _, _, search) = try scene(childDefinesContext: true)
    let log = CallbackLog()
    let updater = RecordingSearchUpdater(log: log)
    updater.presentsItself = true
    search.delegate = updater
    search.isActive = true
    #expect(search.isActive)
    #expect(search.presentingViewController == nil)
    #expect(log.entries == ["willPresent", "presentSearchController", "didPresent"])
  }

  @Test("The results controller shows while there is search text, unless the app decides")
  func resultsVisibility() throws {
    let (_, _, _, search) = try scene(childDefinesContext: true)
    let results = try #require(search.searchResultsController)
    search.searchBar._typeAsUser("")
    #expect(search.isActive)
    #expect(results.parent === search)
    #expect(results.view.isHidden)
    search.searchBar._typeAsUser("k")
    #expect(search.showsSearchResultsController)
    #expect(!results.view.isHidden)
    search.searchBar.searchTextField.deleteBackward()
    #expect(results.view.isHidden)
    search.automaticallyShowsSearchResultsController = false
    search.showsSearchResultsController = true
    search.searchBar.searchTextField.insertText("z")
    search.searchBar.searchTextField.deleteBackward()
    #expect(!results.view.isHidden)
  }

  @Test("The scope bar shows while active until the app sets it itself")
  func automaticScopeBar() throws {
    let (_, _, _, search) = try scene(childDefinesContext: true)
    search.searchBar.scopeButtonTitles = ["All", "Mine"]
    search.isActive = true
    #expect(search.searchBar.showsScopeBar)
    #expect(search.searchBar.intrinsicContentSize.height == 100)
    search.isActive = false
    #expect(!search.searchBar.showsScopeBar)
    search.searchBar.showsScopeBar = true
    #expect(!search.automaticallyShowsScopeBar)
    search.isActive = true
    search.isActive = false
    #expect(search.searchBar.showsScopeBar)
  }

  @Test("On-text-entry activation shows the scope bar when typing begins; manual never")
  func scopeBarActivation() throws {
    let (_, _, _, search) = try scene(childDefinesContext: true)
    search.searchBar.scopeButtonTitles = ["All", "Mine"]
    search.scopeBarActivation = .onTextEntry
    search.isActive = true
    #expect(!search.searchBar.showsScopeBar)
    search.searchBar._typeAsUser("a")
    #expect(search.searchBar.showsScopeBar)
    search.searchBar._tapCancelButtonAsUser()
    #expect(!search.searchBar.showsScopeBar)
    search.scopeBarActivation = .manual
    search.searchBar._typeAsUser("a")
    #expect(!search.searchBar.showsScopeBar)
  }

  @Test("Choosing a suggestion reaches the results updater; the presentation defaults")
  func suggestionsAndDefaults() throws {
    let (_, _, _, search) = try scene(childDefinesContext: true)
    #expect(search.obscuresBackgroundDuringPresentation)
    #expect(search.hidesNavigationBarDuringPresentation)
    #expect(search.automaticallyShowsCancelButton)
    #expect(search.scopeBarActivation == .automatic)
    let log = CallbackLog()
    let updater = RecordingSearchUpdater(log: log)
    search.searchResultsUpdater = updater
    search.searchSuggestions = [UISearchSuggestionItem(localizedSuggestion: "Yosemite")]
    search._selectSearchSuggestionAsUser(at: 0)
    #expect(log.entries.isEmpty)  // Not active yet.
    search.isActive = true
    search._selectSearchSuggestionAsUser(at: 0)
    #expect(log.entries == ["selected(Yosemite)"])
  }
}
