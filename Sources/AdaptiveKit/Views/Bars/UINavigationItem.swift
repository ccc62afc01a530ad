/// What a navigation bar shows for one view controller: its title, title view, prompt and buttons.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// How a navigation item uses large titles (iOS 11).
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// Follows the previous item in the stack.
    case automatic = 0
    /// Always large.
    case always
    /// Never large.
    case never
  }

  /// Where a navigation bar places an item's search bar (iOS 16).
  public enum SearchBarPlacement: Int, Sendable {
    /// The system decides: stacked below the title for a navigator-style item.
    case automatic = 0
    /// In the bar's row, with the buttons.
    case inline = 1
    /// In a row below the title.
    case stacked = 2
  }

  /// Creates an item with a title.
  public init(title: String) { self.title = title }

  /// Creates an item with no title (for storyboards).
  public override init() { super.init() }

  /// The title shown in the middle of the bar.
  open var title: String?
  /// A view shown in place of the title.
  open var titleView: UIView?
  /// A line of text above the title.
  open var prompt: String?
  /// The bar showing the item, told when its buttons change so that proxies style them.
  weak var hostingBar: UINavigationBar?
  /// The controller whose item this is, from which its search controller presents.
  weak var owningViewController: UIViewController?

  /// The item the next controller's back button shows; nil shows this item's title.
  open var backBarButtonItem: UIBarButtonItem? { didSet { buttonsDidChange() } }
  /// The back button's title (iOS 11); nil uses the title.
  open var backButtonTitle: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// The leading items.
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { buttonsDidChange() } }
  /// The trailing items, from the trailing edge inwards.
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { buttonsDidChange() } }
  /// Whether the leading items appear beside the back button rather than replacing it.
  open var leftItemsSupplementBackButton = false
  /// When the item uses a large title.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  // MARK: Appearances (iOS 13): used over the bar's own while this item is on top. Set values are copied.

  /// The bar's appearance while this item is on top (nil: the bar's).
  open var standardAppearance: UINavigationBarAppearance? {
    didSet {
      standardAppearance = standardAppearance?.copy()
    }
  }
  /// The compact-height appearance while this item is on top (nil: the bar's).
  open var compactAppearance: UINavigationBarAppearance? {
    didSet {
      compactAppearance = compactAppearance?.copy()
    }
  }
  /// The scroll-edge appearance while this item is on top (nil: the bar's).
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      scrollEdgeAppearance = scrollEdgeAppearance?.copy()
    }
  }
  /// The compact scroll-edge appearance while this item is on top (iOS 15; nil: the bar's).
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
    }
  }

  /// The search controller whose search bar the navigation bar shows below its title while
  /// this item is on top (iOS 11).
  open var searchController: UISearchController? {
    didSet {
      guard oldValue !== searchController else { return }
      if oldValue?.hostingNavigationItem === self { oldValue?.hostingNavigationItem = nil }
      searchController?.hostingNavigationItem = self
      hostingBar?.searchBarRowDidChange()
    }
  }

  /// Whether scrolling the content up hides the search bar (iOS 11; kept for the app:
  /// AdaptiveKit does not scroll it away).
  open var hidesSearchBarWhenScrolling = true

  /// Where the item asks for its search bar (iOS 16).
  open var preferredSearchBarPlacement = SearchBarPlacement.automatic {
    didSet { if oldValue != preferredSearchBarPlacement { hostingBar?.searchBarRowDidChange() } }
  }

  /// Where the search bar is placed (iOS 16): inline when asked for, else stacked below the
  /// title, as UIKit resolves `.automatic` for a navigator-style item.
  public var searchBarPlacement: SearchBarPlacement {
    preferredSearchBarPlacement == .inline ? .inline : .stacked
  }

  /// The first leading item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first trailing item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading items.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  /// Sets the trailing items.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  /// Sets the leading item.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the trailing item.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  /// Shows or hides the back button.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

  private func buttonsDidChange() {
    if let hostingBar { AppearanceApplier.applyToItems(of: hostingBar) }
  }
}
