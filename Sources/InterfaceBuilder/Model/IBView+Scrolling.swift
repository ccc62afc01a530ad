extension IBView {
  /// Table view `style` (`plain`, `grouped`, `insetGrouped`), cell `style` (`IBUITableViewCellStyleDefault`, …),
  /// or any other view's `style`, when written.
  public var style: String? { element["style"] }
  /// Table view `rowHeight`, when written.
  public var rowHeight: Double? { element.double("rowHeight") }
  /// Table view `estimatedRowHeight`, when written.
  public var estimatedRowHeight: Double? { element.double("estimatedRowHeight") }
  /// Table view `sectionHeaderHeight`, when written.
  public var sectionHeaderHeight: Double? { element.double("sectionHeaderHeight") }
  /// Table view `sectionFooterHeight`, when written.
  public var sectionFooterHeight: Double? { element.double("sectionFooterHeight") }
  /// Table view `dataMode` (`prototypes` or `static`), when written.
  public var dataMode: String? { element["dataMode"] }
  /// Prototype cells (`<prototypes>` of tables, `<cells>` of collection views), in order.
  public var prototypeCells: [IBView] {
    (element.elements(in: "prototypes") + element.elements(in: "cells")).filter(IBView.isView).map(IBView.init)
  }
  /// Static table sections, in order.
  public var sections: [IBTableViewSection] {
    element.elements(in: "sections").filter { $0.name == "tableViewSection" }.map(IBTableViewSection.init)
  }
  /// Cell `reuseIdentifier`.
  public var reuseIdentifier: String? { element["reuseIdentifier"] }
  /// Cell `accessoryType` (`disclosureIndicator`, `checkmark`, …), when written.
  public var accessoryType: String? { element["accessoryType"] }
  /// Cell `selectionStyle`, when written.
  public var selectionStyle: String? { element["selectionStyle"] }
  /// The cell's (or visual effect view's) `contentView`.
  public var contentView: IBView? { element.child(key: "contentView").flatMap { IBView.isView($0) ? IBView(element: $0) : nil } }
  /// Cell `textLabel` id (built-in cell styles).
  public var textLabelID: String? { element["textLabel"] }
  /// Cell `detailTextLabel` id (built-in cell styles).
  public var detailTextLabelID: String? { element["detailTextLabel"] }
  /// Cell `imageView` id (built-in cell styles).
  public var imageViewID: String? { element["imageView"] }
  /// Scroll view `<inset key="contentInset">` (or `scrollIndicatorInsets` by key), when written.
  public func insets(forKey key: String) -> IBEdgeInsets? { IBEdgeInsets(element.child(key: key)) }
  /// Scroll view content inset.
  public var contentInset: IBEdgeInsets? { insets(forKey: "contentInset") }
  /// `scrollEnabled`; `true` when absent.
  public var isScrollEnabled: Bool { element.bool("scrollEnabled") ?? true }
  /// `pagingEnabled`; `false` when absent.
  public var isPagingEnabled: Bool { element.bool("pagingEnabled") ?? false }
  /// Collection view layout (`collectionViewFlowLayout key="collectionViewLayout"`), kept whole.
  public var collectionViewLayout: IBXMLElement? { element.child(key: "collectionViewLayout") }
}
