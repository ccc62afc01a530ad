import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The system bars UIKit puts around a controller's view: a navigation bar when the controller
/// sits in a navigation stack (its root, or shown from a controller in it), a tab bar when it
/// sits in a tab bar controller's branch, a toolbar when the simulated metrics ask for one;
/// explicit simulated metrics win, as in Interface Builder. What the bars show — titles, bar
/// button items, tab bar items, back titles, large titles — is read from the controllers the
/// storyboard instantiates (`StoryboardControllers`), as the app would show them.
public struct SceneChrome: Equatable, Sendable {
  /// A navigation bar: the title and the bar button items on each side.
  public struct NavigationBar: Equatable, Sendable {
    /// The title (the navigation item's, else the controller's).
    public var title: String
    /// Items on the leading side.
    public var leftItems: [BarItem]
    /// Items on the trailing side.
    public var rightItems: [BarItem]
    /// Whether the bar shows a large title (`prefersLargeTitles`).
    public var prefersLargeTitles: Bool
    /// The back button's title when the controller was pushed (nil for a stack's root).
    public var backTitle: String?
  }

  /// A bar button or tab bar item, as drawn.
  public struct BarItem: Equatable, Sendable {
    /// The title, else the system item's word, else the name of its image (the drawing's stand-in
    /// for the image); empty for an item with neither (an image that did not load).
    public var title: String
    /// The system item (`add`, `done`, `flexibleSpace`, …), when it is one.
    public var systemItem: String?
    /// Whether the style is `done` (bold).
    public var isDone: Bool

    /// An item from plain values.
    init(title: String, systemItem: String? = nil, isDone: Bool = false) {
      self.title = title
      self.systemItem = systemItem
      self.isDone = isDone
    }

    /// A bar button item as UIKit shows it.
    @MainActor
    init(_ item: UIBarButtonItem) {
      let system = item.systemItem.map { String(describing: $0) }
      self.init(
        title: item.title ?? system.flatMap { BarItem.systemTitles[$0] } ?? item.image?._drawnName ?? "",
        systemItem: system, isDone: item.style == .done || item.systemItem == .done)
    }

    /// A tab bar item as UIKit shows it.
    @MainActor
    init(_ item: UITabBarItem) {
      let system = item.systemItem.map { String(describing: $0) }
      self.init(
        title: item.title ?? system.flatMap { BarItem.systemTitles[$0] } ?? item.image?._drawnName ?? "",
        systemItem: system)
    }

    /// The text UIKit shows for the system items that are words (English).
    static let systemTitles: [String: String] = [
      "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo",
      "add": "+", "compose": "Compose", "reply": "Reply", "action": "Share", "organize": "Organize",
      "bookmarks": "Bookmarks", "search": "Search", "refresh": "Refresh", "stop": "Stop", "camera": "Camera",
      "trash": "Trash", "play": "Play", "pause": "Pause", "rewind": "Rewind", "fastForward": "Forward",
      "close": "Close", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated",
      "recents": "Recents", "contacts": "Contacts", "history": "History", "more": "More",
      "downloads": "Downloads", "mostRecent": "Most Recent", "mostViewed": "Most Viewed",
    ]
  }

  /// A tab bar: its items and which is selected.
  public struct TabBar: Equatable, Sendable {
    /// The items, in tab order.
    public var items: [BarItem]
    /// The selected item's index; nil when no item is selected (a tab bar placed as a view whose
    /// `selectedItem` nobody set).
    public var selectedIndex: Int?
  }

  /// The navigation bar, when the controller has one.
  public var navigationBar: NavigationBar?
  /// The tab bar, when the controller has one.
  public var tabBar: TabBar?
  /// The toolbar items, when the controller shows a toolbar.
  public var toolbar: [BarItem]?

  /// No bars.
  public init(navigationBar: NavigationBar? = nil, tabBar: TabBar? = nil, toolbar: [BarItem]? = nil) {
    self.navigationBar = navigationBar
    self.tabBar = tabBar
    self.toolbar = toolbar
  }

  /// The bars of every controller of `document`, by controller id, from the controllers a
  /// storyboard of it instantiates.
  @MainActor
  public static func chrome(in document: IBDocument) -> [String: SceneChrome] {
    let controllers = StoryboardControllers(document: document)
    var result: [String: SceneChrome] = [:]
    for controller in document.viewControllers where !controller.id.isEmpty {
      result[controller.id] = controllers.chrome(of: controller)
    }
    return result
  }

  /// A navigation bar showing `item` (the top item) over `previous` (the item below it, for the
  /// back button) in a bar that prefers large titles when `large`: UIKit's title, items and back
  /// title.
  @MainActor
  static func navigationBar(
    showing item: UINavigationItem, below previous: UINavigationItem?, large: Bool
  ) -> NavigationBar {
    NavigationBar(
      title: item.title ?? "", leftItems: (item.leftBarButtonItems ?? []).map(BarItem.init),
      rightItems: (item.rightBarButtonItems ?? []).map(BarItem.init),
      prefersLargeTitles: large && item.largeTitleDisplayMode != .never, backTitle: previous.map(backTitle(shownBy:)))
  }

  /// The back button's title above an item pushed over `previous`: the title of its
  /// `backBarButtonItem` as given (an empty one leaves the chevron alone), else its
  /// `backButtonTitle`, else its title, "Back" when that is empty — UIKit's order.
  @MainActor
  static func backTitle(shownBy previous: UINavigationItem) -> String {
    if let item = previous.backBarButtonItem { return item.title ?? "" }
    if let title = previous.backButtonTitle { return title }
    let title = previous.title ?? ""
    return title.isEmpty ? "Back" : title
  }
}
