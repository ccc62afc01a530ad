/// A static table section (`<tableViewSection headerTitle= footerTitle=><cells>…`).
public struct IBTableViewSection: IBElementBacked {
  /// The element.
  public let element: IBXMLElement

  /// Wraps a `<tableViewSection>` element.
  public init(element: IBXMLElement) { self.element = element }

  /// The header title.
  public var headerTitle: String? { element["headerTitle"] }
  /// The footer title.
  public var footerTitle: String? { element["footerTitle"] }
  /// The static cells, in order.
  public var cells: [IBView] { element.elements(in: "cells").filter(IBView.isView).map(IBView.init) }
}
