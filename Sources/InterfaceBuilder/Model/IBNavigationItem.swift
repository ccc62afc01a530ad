/// A controller's `<navigationItem key="navigationItem">`.
public struct IBNavigationItem: IBElementBacked {
  /// The element.
  public let element: IBXMLElement

  /// Wraps a `<navigationItem>` element.
  public init(element: IBXMLElement) { self.element = element }

  /// The title.
  public var title: String? { element["title"] }
  /// The prompt.
  public var prompt: String? { element["prompt"] }
  /// The large title display mode (`always`, `never`, `automatic`).
  public var largeTitleDisplayMode: String? { element["largeTitleDisplayMode"] }
  /// Left items: `barButtonItem key="leftBarButtonItem"` and the `<leftBarButtonItems>` list.
  public var leftBarButtonItems: [IBBarItem] { items(single: "leftBarButtonItem", list: "leftBarButtonItems") }
  /// Right items: `barButtonItem key="rightBarButtonItem"` and the `<rightBarButtonItems>` list.
  public var rightBarButtonItems: [IBBarItem] {
    items(single: "rightBarButtonItem", list: "rightBarButtonItems")
  }
  /// The back item.
  public var backBarButtonItem: IBBarItem? { element.child(key: "backBarButtonItem").map(IBBarItem.init) }
  /// The back button's title for controllers pushed above this item (iOS 11 `backButtonTitle`).
  public var backButtonTitle: String? { element["backButtonTitle"] }
  /// A custom title view.
  public var titleView: IBView? { element.child(key: "titleView").map(IBView.init) }

  private func items(single: String, list: String) -> [IBBarItem] {
    var result = element.child(key: single).map { [IBBarItem(element: $0)] } ?? []
    result += element.elements(in: list).filter { $0.name == "barButtonItem" }.map(IBBarItem.init)
    return result
  }
}
