import Foundation

/// Runs a search from its search bar: editing in the bar activates it, presenting it over the
/// current context of the controller showing the bar (the nearest ancestor that
/// `definesPresentationContext`, else the window's root); typing asks the results updater to
/// filter; the cancel button clears the text and dismisses it.
///
/// Headless, a presentation completes within the call, so the delegate hears
/// `willPresentSearchController` and `didPresentSearchController` before the bar's
/// `searchBarTextDidBeginEditing` (on a device the animation ends after it).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// When the search controller shows and hides the search bar's scope bar (iOS 16).
  public enum ScopeBarActivation: Int, Sendable {
    /// The system decides: on activation, in AdaptiveKit as on iOS.
    case automatic = 0
    /// The app shows and hides it.
    case manual = 1
    /// Shown when typing begins, hidden on cancel.
    case onTextEntry = 2
    /// Shown on activation, hidden on dismissal.
    case onSearchActivation = 3
  }

  private let ownSearchBar: UISearchBar
  private var active = false

  /// The controller showing the results, over the search context while the search is active.
  public private(set) var searchResultsController: UIViewController?

  /// The navigation item whose bar shows this controller's search bar.
  weak var hostingNavigationItem: UINavigationItem?

  /// A search controller showing results in `searchResultsController` (nil: in the controller
  /// that shows the search bar).
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    ownSearchBar = UISearchBar(frame: .zero)
    super.init(nibName: nil, bundle: nil)
    configure()
  }

  /// A search controller with no results controller (search controllers have no nib).
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(searchResultsController: nil)
  }

  /// A search controller decoded from a storyboard, with no results controller.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    ownSearchBar = UISearchBar(frame: .zero)
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    // UIKit presents it over the current context with its own presentation controller
    // (unconfirmed: the style UIKit reports before presenting).
    modalPresentationStyle = .overCurrentContext
    adopt(searchBar)
  }

  /// The search bar; subclasses may return their own, which the controller then manages.
  open var searchBar: UISearchBar { ownSearchBar }

  /// The search bar, told that this controller owns it.
  var managedSearchBar: UISearchBar {
    let bar = searchBar
    adopt(bar)
    return bar
  }

  private func adopt(_ bar: UISearchBar) {
    if bar.owningSearchController !== self { bar.owningSearchController = self }
  }

  // MARK: Configuration

  /// Filters the results as the search text changes.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// Hears of presentation and dismissal, and may present the controller itself.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the content below is obscured while the search is active (iOS 9.1).
  open var obscuresBackgroundDuringPresentation = true
  /// The former name of `obscuresBackgroundDuringPresentation`.
  @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while the search is active, for a search bar shown in
  /// the content (a table's header); one in the navigation bar itself stays there.
  open var hidesNavigationBarDuringPresentation = true
  /// The navigation controller whose bar activation hid, shown again on dismissal.
  private weak var navigationControllerHidingBar: UINavigationController?
  /// Whether the search bar's cancel button shows while the search is active (iOS 13).
  open var automaticallyShowsCancelButton = true
  /// Whether the search bar's scope bar shows while the search is active (iOS 13); setting the
  /// bar's `showsScopeBar` turns it off.
  open var automaticallyShowsScopeBar = true
  /// When the scope bar shows, for `automaticallyShowsScopeBar` (iOS 16).
  open var scopeBarActivation = ScopeBarActivation.automatic
  /// Whether the results controller shows and hides with the search text (iOS 13).
  open var automaticallyShowsSearchResultsController = true
  /// Whether the results controller shows (iOS 13); while
  /// `automaticallyShowsSearchResultsController`, whenever there is search text.
  open var showsSearchResultsController = false {
    didSet { searchResultsController?.viewIfLoaded?.isHidden = !showsSearchResultsController }
  }
  /// Suggestions offered below the field (iOS 16).
  open var searchSuggestions: [any UISearchSuggestion]?

  // MARK: Activity

  /// Whether the search is active: setting it presents or dismisses the controller (the search
  /// bar keeps its text; the cancel button clears it).
  open var isActive: Bool {
    get { active }
    set { newValue ? activate() : deactivate(clearingText: false) }
  }

  /// Presents the controller over the current context of the controller showing its search bar
  /// (the default of `UISearchControllerDelegate.presentSearchController(_:)`).
  func presentFromSearchBar() {
    guard presentingViewController == nil else { return }
    guard let source = presentationSource else {
      AdaptiveKitLog.shared.report(
        .presentation, "\(self) cannot present: its search bar is in no view controller's view or navigation item")
      return
    }
    source.present(self, animated: true)
  }

  /// The controller the search bar belongs to: the navigation item's owner, else the nearest
  /// controller up the bar's responder chain.
  var presentationSource: UIViewController? {
    if let owner = hostingNavigationItem?.owningViewController { return owner }
    var responder: UIResponder? = searchBar.next
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }

  private func activate() {
    guard !active else { return }
    active = true
    let bar = managedSearchBar
    if automaticallyShowsCancelButton { bar.showsCancelButton = true }
    if automaticallyShowsScopeBar, scopeBarActivation == .automatic || scopeBarActivation == .onSearchActivation {
      bar.scopeBarVisible = true
    }
    delegate?.willPresentSearchController(self)
    hideNavigationBarIfAsked()
    if let delegate { delegate.presentSearchController(self) } else { presentFromSearchBar() }
    delegate?.didPresentSearchController(self)
  }

  private func deactivate(clearingText: Bool) {
    guard active else { return }
    active = false
    let bar = managedSearchBar
    delegate?.willDismissSearchController(self)
    bar.searchTextField.endEditing()
    if clearingText, !(bar.text ?? "").isEmpty {
      bar.text = ""
      updateAutomaticResultsVisibility()
    }
    if clearingText { searchResultsUpdater?.updateSearchResults(for: self) }
    if automaticallyShowsCancelButton { bar.showsCancelButton = false }
    if automaticallyShowsScopeBar, scopeBarActivation != .manual { bar.scopeBarVisible = false }
    if presentingViewController != nil { dismiss(animated: true) }
    if let navigation = navigationControllerHidingBar {
      navigation.setNavigationBarHidden(false, animated: true)
      navigationControllerHidingBar = nil
    }
    delegate?.didDismissSearchController(self)
  }

  private func hideNavigationBarIfAsked() {
    guard hidesNavigationBarDuringPresentation, hostingNavigationItem == nil,
      let navigation = presentationSource?.navigationController, !navigation.isNavigationBarHidden
    else { return }
    navigation.setNavigationBarHidden(true, animated: true)
    navigationControllerHidingBar = navigation
  }

  // MARK: Hearing from the search bar

  func searchBarWillBeginEditing() { activate() }

  func searchBarDidBeginEditing() {
    updateAutomaticResultsVisibility()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  func searchBarTextDidChange() {
    if automaticallyShowsScopeBar, scopeBarActivation == .onTextEntry { managedSearchBar.scopeBarVisible = true }
    updateAutomaticResultsVisibility()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  func searchBarCancelButtonTapped() { deactivate(clearingText: true) }

  private func updateAutomaticResultsVisibility() {
    guard automaticallyShowsSearchResultsController else { return }
    let shows = !(managedSearchBar.text ?? "").isEmpty
    if showsSearchResultsController != shows { showsSearchResultsController = shows }
  }

  /// A user's tap on one of `searchSuggestions`: the results updater hears of it (AdaptiveKit
  /// addition).
  public func _selectSearchSuggestionAsUser(at index: Int) {
    guard active, let suggestions = searchSuggestions, suggestions.indices.contains(index) else { return }
    searchResultsUpdater?.updateSearchResults(for: self, selecting: suggestions[index])
  }

  // MARK: View

  /// Adds the results controller's view, hidden until it shows, filling the search context.
  open override func viewDidLoad() {
    super.viewDidLoad()
    guard let results = searchResultsController else { return }
    addChild(results)
    results.view.frame = view.bounds
    results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    results.view.isHidden = !showsSearchResultsController
    view.addSubview(results.view)
    results.didMove(toParent: self)
  }
}
