/// A `barButtonItem` or `tabBarItem`.
public struct IBBarItem: IBElementBacked {
  /// The element.
  public let element: IBXMLElement

  /// Wraps a `barButtonItem` or `tabBarItem` element.
  public init(element: IBXMLElement) { self.element = element }

  /// The title.
  public var title: String? { element["title"] }
  /// The image name.
  public var image: String? { element["image"] }
  /// The selected image name (tab bar items).
  public var selectedImage: String? { element["selectedImage"] }
  /// The system item (`add`, `done`, `flexibleSpace`, `favorites`, …).
  public var systemItem: String? { element["systemItem"] }
  /// The style (`plain`, `done`, `bordered`).
  public var style: String? { element["style"] }
  /// The tag; 0 when absent.
  public var tag: Int { element.int("tag") ?? 0 }
  /// A custom view (`<view key="customView">` or any view with that key).
  public var customView: IBView? { element.child(key: "customView").map(IBView.init) }
}
