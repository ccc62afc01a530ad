/// A view controller of any kind, or a storyboard reference (`viewControllerPlaceholder`).
public struct IBViewController: IBElementBacked {
  /// The element.
  public let element: IBXMLElement

  /// Wraps a controller element.
  public init(element: IBXMLElement) { self.element = element }

  /// The UIKit class for the element name (`UIViewController` for controllers the vocabulary lacks).
  public var uiKitClassName: String { IBVocabulary.viewControllerClasses[element.name] ?? "UIViewController" }
  /// The class to instantiate: `customClass`, else the UIKit class.
  public var className: String { customClass ?? uiKitClassName }

  /// `storyboardIdentifier`.
  public var storyboardIdentifier: String? { element["storyboardIdentifier"] }
  /// `title`.
  public var title: String? { element["title"] }
  /// `restorationIdentifier`.
  public var restorationIdentifier: String? { element["restorationIdentifier"] }
  /// `sceneMemberID` (storyboards).
  public var sceneMemberID: String? { element["sceneMemberID"] }
  /// `modalPresentationStyle`, when written.
  public var modalPresentationStyle: String? { element["modalPresentationStyle"] }
  /// `modalTransitionStyle`, when written.
  public var modalTransitionStyle: String? { element["modalTransitionStyle"] }
  /// `definesPresentationContext`; `false` when absent.
  public var definesPresentationContext: Bool { element.bool("definesPresentationContext") ?? false }
  /// `providesPresentationContextTransitionStyle`; `false` when absent.
  public var providesPresentationContextTransitionStyle: Bool {
    element.bool("providesPresentationContextTransitionStyle") ?? false
  }
  /// `hidesBottomBarWhenPushed`; `false` when absent.
  public var hidesBottomBarWhenPushed: Bool { element.bool("hidesBottomBarWhenPushed") ?? false }
  /// `automaticallyAdjustsScrollViewInsets`; `true` when absent.
  public var automaticallyAdjustsScrollViewInsets: Bool {
    element.bool("automaticallyAdjustsScrollViewInsets") ?? true
  }
  /// `extendedLayoutIncludesOpaqueBars`; `false` when absent.
  public var extendedLayoutIncludesOpaqueBars: Bool { element.bool("extendedLayoutIncludesOpaqueBars") ?? false }
  /// `<extendedEdge key="edgesForExtendedLayout" top= bottom=…>`: the edges set to `YES`; `nil` when not written (all edges).
  public var edgesForExtendedLayout: [String]? {
    element.child(key: "edgesForExtendedLayout")?.attributes.filter { $0.name != "key" && $0.value == "YES" }
      .map(\.name)
  }

  /// The root view (`<view key="view">`, `<tableView key="view">`, …).
  public var view: IBView? {
    element.elements.first { $0.key == "view" && IBView.isView($0) }.map(IBView.init)
  }
  /// Top and bottom layout guides (`<layoutGuides>`), in order.
  public var layoutGuides: [IBLayoutGuide] {
    let owner = element.id
    return element.elements(in: "layoutGuides").map { IBLayoutGuide(element: $0, ownerID: owner) }
  }
  /// The navigation item.
  public var navigationItem: IBNavigationItem? {
    element.child(key: "navigationItem", named: "navigationItem").map(IBNavigationItem.init)
  }
  /// The tab bar item.
  public var tabBarItem: IBBarItem? { element.child(key: "tabBarItem", named: "tabBarItem").map(IBBarItem.init) }
  /// Toolbar items (`<toolbarItems>`), in order.
  public var toolbarItems: [IBBarItem] {
    element.elements(in: "toolbarItems").filter { $0.name == "barButtonItem" }.map(IBBarItem.init)
  }
  /// A container's bar (`navigationBar key="navigationBar"`, `tabBar key="tabBar"`, `toolbar key="toolbar"`).
  public func bar(_ key: String) -> IBView? { element.child(key: key).map(IBView.init) }
  /// The simulated metrics (status bar, top and bottom bars, orientation, destination/freeform size).
  public var simulatedMetrics: IBSimulatedMetrics { IBSimulatedMetrics(element) }

  /// Relationship segues (navigation root, tab children in tab order, split columns), in order.
  public var relationships: [IBSegue] { segues.filter { $0.segueKind == .relationship } }
  /// The destinations of relationship segues named `name` (`rootViewController`, `viewControllers`,
  /// `masterViewController`, `detailViewController`, `supplementaryViewController`, …).
  public func relationshipDestinations(_ name: String) -> [String] {
    relationships.filter { $0.relationship == name }.compactMap(\.destinationID)
  }

  // MARK: Storyboard references and special controllers

  /// `true` for `viewControllerPlaceholder` (storyboard references).
  public var isStoryboardReference: Bool { element.name == "viewControllerPlaceholder" }
  /// The referenced storyboard's name.
  public var storyboardName: String? { element["storyboardName"] }
  /// The referenced scene's storyboard identifier (`nil` = the initial controller).
  public var referencedIdentifier: String? { element["referencedIdentifier"] }
  /// The referenced storyboard's bundle identifier.
  public var bundleIdentifier: String? { element["bundleIdentifier"] }
}
