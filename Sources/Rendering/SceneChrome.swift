import Foundation
import InterfaceBuilder

/// The system bars UIKit puts around a controller's view, worked out from the storyboard: a
/// navigation bar when the controller sits in a navigation stack (its root, or shown from a
/// controller in it), a tab bar when it sits in a tab bar controller's branch, a toolbar when the
/// simulated metrics ask for one; explicit simulated metrics win, as in Interface Builder.
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
    /// The title, or the system item's name when it has no title.
    public var title: String
    /// The system item (`add`, `done`, `flexibleSpace`, …), when it is one.
    public var systemItem: String?
    /// Whether the style is `done` (bold).
    public var isDone: Bool

    /// An item from plain values (live bars).
    init(title: String, systemItem: String? = nil, isDone: Bool = false) {
      self.title = title
      self.systemItem = systemItem
      self.isDone = isDone
    }

    init(_ item: IBBarItem) {
      systemItem = item.systemItem
      isDone = item.style == "done" || item.systemItem == "done"
      title = item.title ?? BarItem.systemTitles[item.systemItem ?? ""] ?? item.image ?? ""
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
    /// The selected item's index.
    public var selectedIndex: Int
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

  /// The bars of every controller of `document`, by controller id.
  public static func chrome(in document: IBDocument) -> [String: SceneChrome] {
    let controllers = document.viewControllers
    var byID: [String: IBViewController] = [:]
    for controller in controllers where !controller.id.isEmpty { byID[controller.id] = controller }

    // Navigation stacks: root and everything shown from it, with the pushing controller.
    var stack: [String: (large: Bool, pushedFrom: String?)] = [:]
    var queue: [(id: String, large: Bool, from: String?)] = []
    for controller in controllers where controller.kind == "navigationController" {
      let large = controller.element.child(key: "navigationBar")?.bool("largeTitles") ?? false
      for id in controller.relationshipDestinations("rootViewController") { queue.append((id, large, nil)) }
    }
    while !queue.isEmpty {
      let (id, large, from) = queue.removeFirst()
      guard stack[id] == nil, let controller = byID[id], controller.kind != "navigationController" else { continue }
      stack[id] = (large, from)
      for next in pushedDestinations(of: controller) { queue.append((next, large, id)) }
    }

    // Tab branches: each tab's subtree remembers its tab bar controller and index.
    var tabs: [String: (controller: String, index: Int)] = [:]
    for tabController in controllers where tabController.kind == "tabBarController" {
      for (index, root) in tabController.relationshipDestinations("viewControllers").enumerated() {
        var pending = [root]
        while let id = pending.popLast() {
          guard tabs[id] == nil, let controller = byID[id] else { continue }
          tabs[id] = (tabController.id, index)
          pending += controller.relationshipDestinations("rootViewController") + pushedDestinations(of: controller)
        }
      }
    }

    var result: [String: SceneChrome] = [:]
    for controller in controllers {
      var chrome = SceneChrome()
      let metrics = controller.simulatedMetrics
      if let place = stack[controller.id] {
        chrome.navigationBar = navigationBar(
          of: controller, large: place.large, backTitle: place.pushedFrom.flatMap { byID[$0] }.map(backTitle(shownBy:)))
      } else if metrics.topBar?.kind == "simulatedNavigationBarMetrics" {
        chrome.navigationBar = navigationBar(of: controller, large: false, backTitle: nil)
      }
      if metrics.topBar?.kind == "nil" { chrome.navigationBar = nil }
      if let place = tabs[controller.id], let tabController = byID[place.controller] {
        let items = tabController.relationshipDestinations("viewControllers").map { id -> BarItem in
          guard let child = byID[id], let item = child.tabBarItem else {
            return BarItem(IBBarItem(element: IBXMLElement("tabBarItem", ["title": "Item"])))
          }
          return BarItem(item)
        }
        chrome.tabBar = TabBar(items: items, selectedIndex: place.index)
      } else if metrics.bottomBar?.kind == "simulatedTabBarMetrics" {
        chrome.tabBar = TabBar(items: [], selectedIndex: 0)
      }
      if metrics.bottomBar?.kind == "simulatedToolbarMetrics" {
        chrome.toolbar = controller.toolbarItems.map(BarItem.init)
      }
      if metrics.bottomBar?.kind == "nil" {
        chrome.tabBar = nil
        chrome.toolbar = nil
      }
      if controller.hidesBottomBarWhenPushed, stack[controller.id]?.pushedFrom != nil { chrome.tabBar = nil }
      result[controller.id] = chrome
    }
    return result
  }

  /// The title UIKit shows for a controller: its navigation item's, else its own.
  static func title(of controller: IBViewController) -> String {
    controller.navigationItem?.title ?? controller.title ?? ""
  }

  /// The back button's title above a controller pushed from `previous`: the title of the previous
  /// item's `backBarButtonItem` as given (an empty one leaves the chevron alone), else its
  /// `backButtonTitle`, else its title, "Back" when that is empty — UIKit's order.
  static func backTitle(shownBy previous: IBViewController) -> String {
    if let item = previous.navigationItem?.backBarButtonItem { return item.title ?? "" }
    if let title = previous.navigationItem?.backButtonTitle { return title }
    let title = title(of: previous)
    return title.isEmpty ? "Back" : title
  }

  private static func navigationBar(of controller: IBViewController, large: Bool, backTitle: String?) -> NavigationBar {
    let item = controller.navigationItem
    let prefersLarge = large && item?.largeTitleDisplayMode != "never"
    return NavigationBar(
      title: title(of: controller), leftItems: (item?.leftBarButtonItems ?? []).map(BarItem.init),
      rightItems: (item?.rightBarButtonItems ?? []).map(BarItem.init), prefersLargeTitles: prefersLarge,
      backTitle: backTitle)
  }

  /// The controllers a controller pushes onto its stack (show and legacy push segues from it or
  /// any of its views).
  static func pushedDestinations(of controller: IBViewController) -> [String] {
    var result: [String] = []
    func visit(_ element: IBXMLElement) {
      if element.name == "segue", let kind = element["kind"], kind == "show" || kind == "push",
        let destination = element["destination"]
      {
        result.append(destination)
      }
      for child in element.elements { visit(child) }
    }
    visit(controller.element)
    return result
  }
}
