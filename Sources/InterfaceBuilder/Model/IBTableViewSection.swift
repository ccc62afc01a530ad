/// A static table section (`<tableViewSection headerTitle= footerTitle=><cells>…`).
public struct IBTableViewSection: IBElementBacked {
  /// The element.
  public let element: IBXMLElement

  /// Wraps a `<tableViewSection>` element.
  public init(element: IBXMLElement) { self.element = element }

  /// The header title (an attribute, or a `<string key="headerTitle">` child for long text).
  public var headerTitle: String? { title("headerTitle") }
  /// The footer title (an attribute, or a `<string key="footerTitle">` child for long text).
  public var footerTitle: String? { title("footerTitle") }
  /// The static cells, in order.
  public var cells: [IBView] { element.elements(in: "cells").filter(IBView.isView).map(IBView.init) }

  /// Interface Builder writes a long title as a child string element instead of an attribute.
  private func title(_ key: String) -> String? {
    if let title = element[key] { return title }
    return element.elements.first { $0.name == "string" && $0.key == key }?.text
  }
}
