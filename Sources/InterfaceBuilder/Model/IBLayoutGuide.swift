/// A layout guide: a controller's top/bottom `viewControllerLayoutGuide` or a view's `viewLayoutGuide`.
public struct IBLayoutGuide: IBElementBacked {
  /// What the guide is.
  public enum Role: Hashable, Sendable {
    /// iOS 7–10 top layout guide (`viewControllerLayoutGuide type="top"`).
    case topLayoutGuide
    /// iOS 7–10 bottom layout guide (`viewControllerLayoutGuide type="bottom"`).
    case bottomLayoutGuide
    /// `viewLayoutGuide key="safeArea"`.
    case safeArea
    /// `viewLayoutGuide key="contentLayoutGuide"` (scroll views).
    case contentLayoutGuide
    /// `viewLayoutGuide key="frameLayoutGuide"` (scroll views).
    case frameLayoutGuide
    /// Any other guide, with its key or type as written.
    case other(String)
  }

  /// The element.
  public let element: IBXMLElement
  /// The id of the controller (for top/bottom guides) or view that holds the guide.
  public let ownerID: String?

  /// Wraps a `viewControllerLayoutGuide` or `viewLayoutGuide` element.
  public init(element: IBXMLElement, ownerID: String?) {
    self.element = element
    self.ownerID = ownerID
  }

  /// The guide's role.
  public var role: Role {
    if element.name == "viewControllerLayoutGuide" {
      switch element["type"] {
      case "top": return .topLayoutGuide
      case "bottom": return .bottomLayoutGuide
      default: return .other(element["type"] ?? "")
      }
    }
    switch element.key {
    case "safeArea": return .safeArea
    case "contentLayoutGuide": return .contentLayoutGuide
    case "frameLayoutGuide": return .frameLayoutGuide
    default: return .other(element.key ?? "")
    }
  }
}
