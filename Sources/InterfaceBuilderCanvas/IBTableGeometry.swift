import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Where Interface Builder draws the cells of a table view: prototype cells one under the other,
/// static cells section by section, each the table's width (inset-grouped: less its side insets)
/// and its row height, in the table's coordinates, below the table header view, with the content
/// view inset by the cell's separator and accessory.
///
/// The gaps between sections follow the era and style (`IBTableSectionSpacing`); eras are read
/// from the iOS plug-in's version like the canvas safe area (`IBCanvasSafeArea`). Before Xcode 8.3
/// (11500) a table that is a controller's root view also draws its rows below the status and
/// navigation bars (the content inset of `automaticallyAdjustsScrollViewInsets` shows in the
/// stored frames). A row whose height is automatic (`rowHeight="-1"`) is 44 points before
/// Xcode 11 (15000); from then 43.5 for a prototype and 44 for a static cell (measured: 20 of the
/// corpus's prototypes and 77 of its static cells; the prototype is drawn a separator shorter).
/// Content views are a separator shorter than their cell before Xcode 11 (1 point in documents of
/// Xcode 7 and before, drawn at 1x; 0.5 after), and the cell's height from then on.
///
/// From Xcode 11 an automatic-height prototype of a table that estimates its row heights sizes
/// itself (UITableView's automatic dimension): its row is its content view's fitting height plus
/// the separator, the content view drawn as tall (Esri's 45- and 52.5-point input cells; a
/// 40.5-point check box row outside the corpus), 43.5 when the constraints give no height
/// (`StoryboardSceneBuilder.settleSelfSizingRows`), and the rows below follow it. A table with no
/// estimate in the file (written before Xcode 11) sizes none: iNaturalist's about cell is stored
/// 44 by Xcode 11 and 14 where its content gives 33. Static cells are sized so from Xcode 14
/// (`selfSizingStaticCellBuild`); Xcode 12 draws them 44 high and compresses their content
/// (Esri's slider cell stores its label 0 high).
struct IBTableGeometry {
  /// One cell and its frame in the table.
  typealias Row = SceneRow

  /// The Xcode that drew the document.
  let xcode: XcodeRelease.Build
  /// The UIKit release its canvas draws with.
  let release: UIKitRelease
  /// The scale of the document's canvas device (headers end on its pixels).
  let scale: CGFloat

  init(document: IBDocument) {
    let saved = XcodeRelease(document: document)
    xcode = saved.build
    release = saved.canvasRelease
    scale = document.catalogDevice?.scale ?? 2
  }

  private var isModern: Bool { xcode >= .xcode11 }

  /// The rows of `table`, with its table header and footer views (spanning the table above and
  /// below the sections; alone in a table without cells), and cut short at the first section
  /// whose spacing is not modelled in the table's era and style. `barInset` is the height of the
  /// bars above a root table (status bar included).
  func rows(of table: IBView, barInset: CGFloat) -> [Row] {
    guard table.kind == "tableView", let style = IBTableSectionSpacing.Style(rawValue: table.style ?? "plain") else {
      return []
    }
    let spacing = IBTableSectionSpacing(
      style: style, xcode: xcode, sectionHeaderHeight: table.sectionHeaderHeight,
      sectionFooterHeight: table.sectionFooterHeight)
    // Each group of cells: the prototypes (under IB's "Prototype Cells" title), then the sections.
    var groups: [(cells: [IBView], isPrototypes: Bool, header: String?, footer: String?)] = []
    let prototypes = table.prototypeCells
    if !prototypes.isEmpty { groups.append((prototypes, true, nil, nil)) }
    for section in table.sections { groups.append((section.cells, false, section.headerTitle, section.footerTitle)) }
    let tableHeader = table.keyedViews.first { $0.key == "tableHeaderView" }
    let tableFooter = table.keyedViews.first { $0.key == "tableFooterView" }
    // A table without cells still draws its header and footer views, one under the other.
    let hasCells = groups.contains { !$0.cells.isEmpty }
    guard hasCells || tableHeader != nil || tableFooter != nil else { return [] }
    let width = table.frame.map { CGFloat($0.width) }
    let sideInset = style == .insetGrouped ? TableCellMetrics.interfaceBuilderInsetGroupedMargin : 0
    let top: CGFloat = xcode < .xcode8_1 ? barInset : 0
    var y = top + CGFloat(tableHeader?.frame?.height ?? 0)
    var rows: [Row] = []
    // The table header view spans the table above the first section.
    if let tableHeader, let height = tableHeader.frame?.height {
      rows.append(Row(cell: tableHeader, frame: CGRect(x: 0, y: top, width: width ?? 0, height: CGFloat(height))))
    }
    for (index, group) in groups.enumerated() where hasCells {
      guard
        let header = spacing.header(
          isFirst: index == 0, isTitled: group.isPrototypes || group.header?.isEmpty == false,
          isPrototypes: group.isPrototypes,
          hasTableHeader: tableHeader != nil, isControllerRoot: table.element["key"] == "view")
      else { return rows }
      // Headers end on a pixel of the canvas (55.5 is drawn 55.33 at 3x).
      y = ((y + header) * scale).rounded(.down) / scale
      for cell in group.cells {
        rows.append(row(cell, isPrototype: group.isPrototypes, table: table, width: width, sideInset: sideInset, y: &y))
      }
      guard let footer = spacing.footer(isTitled: group.footer?.isEmpty == false) else { return rows }
      y += footer
    }
    // The table footer view follows the last section's footer.
    if let tableFooter, let height = tableFooter.frame?.height {
      rows.append(Row(cell: tableFooter, frame: CGRect(x: 0, y: y, width: width ?? 0, height: CGFloat(height))))
    }
    return rows
  }

  /// Whether the document's deployment target has `automaticallyAdjustsScrollViewInsets`
  /// (iOS 7, `<deployment version="1792">`, the version's hex digits): documents building for
  /// iOS 6 and earlier store their root tables' rows from the table's top, without the bars'
  /// inset (unconfirmed: the corpus's one such document drawn by Xcode 5–8.2, whose four root
  /// tables all store their rows so). True when the document names no target.
  static func deploymentAdjustsScrollViewInsets(_ document: IBDocument) -> Bool {
    guard
      let deployment = document.root.elements(in: "dependencies").first(where: { $0.name == "deployment" }),
      let version = (deployment["version"] ?? deployment["defaultVersion"]).flatMap({ Int($0) })
    else { return true }
    return version >= 0x700
  }

  /// The frame of a cell's content view that the document does not store (Xcode 6 and 7 wrote
  /// none for the content views of top-level xib cells): the cell's bounds less the separator of
  /// a table cell (UIKit's content view always fills the cell above it); nil for other views.
  func frame(ofUnframedContentViewIn cell: IBView) -> CGRect? {
    guard cell.kind.hasSuffix("Cell"), let frame = cell.frame else { return nil }
    let separator: CGFloat = cell.kind != "tableViewCell" || isModern ? 0 : xcode < .xcode7 ? 1 : 0.5
    return CGRect(x: 0, y: 0, width: CGFloat(frame.width), height: max(0, CGFloat(frame.height) - separator))
  }

  /// The layout margins of a cell's content view when the document does not set them: from
  /// iOS 11 (Xcode 9, tools version 13000) UIKit's `{11, 16, 11, 16}` (top and bottom by
  /// release, `TableCellMetrics.verticalMargin`), the sides following the
  /// view controller's system minimum margins (20 points on screens wider than 375 points, as
  /// UIKit's root views: the 390- and 393-point iPhones' rows store 20 in two projects, the
  /// 380- and 396-point top-level cells of xibs in two more; `screenWidth` is the canvas device's,
  /// or a xib cell's own); nil before, when a content view kept UIView's 8 points.
  /// Beside an accessory the trailing margin is the standard 8-point spacing to it (every cell
  /// of the corpus with an accessory and a view pinned to that margin stores 8: six cells of
  /// four projects, disclosure indicators and detail buttons; unconfirmed by documentation).
  ///
  /// In Xcode 9 and 10 (iOS 11–12) a table that is not its controller's root view gives its
  /// cells iOS 7–10's 15-point sides instead: Rocket.Chat's subscriptions table on a 320-point
  /// phone and a 375-point track list outside the corpus store 15 where every root table of those
  /// versions stores 16 (unconfirmed by documentation).
  func contentMargins(screenWidth: CGFloat, hasAccessory: Bool = false, isInRootTable: Bool = true) -> UIEdgeInsets? {
    guard xcode >= .xcode9 else { return nil }
    let side: CGFloat = !isInRootTable && xcode < .xcode11 ? 15 : screenWidth > TableCellMetrics.compactSideMarginWidthLimit ? 20 : 16
    let vertical = TableCellMetrics.verticalMargin[release]
    return UIEdgeInsets(top: vertical, left: side, bottom: vertical, right: hasAccessory ? 8 : side)
  }

  private func row(
    _ cell: IBView, isPrototype: Bool, table: IBView, width: CGFloat?, sideInset: CGFloat, y: inout CGFloat
  ) -> Row {
    let height = rowHeight(of: cell, isPrototype: isPrototype, in: table)
    let cellWidth = (width ?? CGFloat(cell.frame?.width ?? 320)) - 2 * sideInset
    let frame = CGRect(x: sideInset, y: y, width: cellWidth, height: height)
    y += height
    var contentFrame: CGRect?
    let isSelfSizing =
      cell.contentView != nil && (isPrototype || isSizedStaticCell(cell)) && isModern
      && !hasFixedHeight(cell, in: table) && estimatesRowHeights(table)
    if let content = cell.contentView {
      let separator: CGFloat = isModern ? 0 : xcode < .xcode7 ? 1 : 0.5
      var accessory: CGFloat = 0
      // Accessory widths vary with the device and the Xcode that drew them; the document's own
      // gap between the cell and its content view is the best record of them.
      if (cell.accessoryType ?? "none") != "none", let stored = cell.frame, let storedContent = content.frame {
        accessory = CGFloat(stored.width - storedContent.width)
      }
      contentFrame = CGRect(x: 0, y: 0, width: cellWidth - accessory, height: max(0, height - separator))
    }
    return Row(cell: cell, frame: frame, contentFrame: contentFrame, sideInset: sideInset, isSelfSizing: isSelfSizing)
  }

  /// Whether a static cell sizes itself like a prototype: one of a standard style from Xcode 13
  /// (see `rowHeight(of:isPrototype:in:)`; the height is `StandardCellRowMetrics`'), any cell from
  /// `selfSizingStaticCellBuild`.
  private func isSizedStaticCell(_ cell: IBView) -> Bool {
    (cell.style != nil && xcode >= .xcode12_5) || xcode >= Self.selfSizingStaticCellBuild
  }

  /// The first Xcode whose canvas sizes custom static cells of automatic height as UITableView
  /// does (content's fitting height and a separator, else the release's least row): Xcode 14–16
  /// documents store them a separator short of 44 (yandex, ish, tinode, passforios: 43.5 on 2x,
  /// 43.67 on 3x, or their content's height), Xcode 26 ones at 51 or their content's height
  /// (Nordic, GoMap); Xcode 12–12.5 drew them 44 (Esri's 53 cells). No Xcode 13 sample.
  static let selfSizingStaticCellBuild = XcodeRelease.Build.xcode14

  /// Whether the cell or its table sets a row height (else the height is automatic).
  private func hasFixedHeight(_ cell: IBView, in table: IBView) -> Bool {
    (cell.rowHeight ?? -1) > 0 || (table.rowHeight ?? -1) > 0
  }

  /// Whether the table estimates its row heights (`estimatedRowHeight` automatic or positive),
  /// which UITableView's self-sizing rows need. A table written before Xcode 11 has no estimate
  /// in the file (0: UIKit sizes no row by its content); Xcode 11 and later write automatic (-1).
  /// iNaturalist's about cell, in a table without one, is stored 44 high by Xcode 11 and 14 where
  /// its content alone gives 33.
  private func estimatesRowHeights(_ table: IBView) -> Bool {
    guard let estimate = table.estimatedRowHeight else { return false }
    return estimate == -1 || estimate > 0
  }

  private func rowHeight(of cell: IBView, isPrototype: Bool, in table: IBView) -> CGFloat {
    if let own = cell.rowHeight, own > 0 { return CGFloat(own) }
    if let tableRow = table.rowHeight, tableRow > 0 { return CGFloat(tableRow) }
    // From Xcode 13 a static cell of a standard style is drawn like a prototype: 43.5 (Esri's
    // Xcode 13 parameters table: three styled cells 43.5, two custom ones 44; Xcode 12's 20 styled
    // static cells are 44). Unconfirmed beyond that file.
    if isModern, !isPrototype, isSizedStaticCell(cell), estimatesRowHeights(table) {
      return TableCellMetrics.interfaceBuilderAutomaticRowHeight
    }
    guard isModern, isPrototype, estimatesRowHeights(table) else { return TableCellMetrics.defaultRowHeight }
    return TableCellMetrics.interfaceBuilderAutomaticRowHeight
  }
}
