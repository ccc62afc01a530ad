import AdaptiveKit
import Foundation

/// The heights of the section headers and footers Interface Builder draws around a table's rows,
/// which follow the iOS version its canvas ran (read from the document's plug-in version) and
/// the table's style, not the document's `sectionHeaderHeight` alone.
///
/// A prototype table draws its cells as one section titled "Prototype Cells". Values come from
/// the stored frames of the corpus's tables, each holding across files of several projects:
///
/// - Plain, before Xcode 11 (plug-in 15000): a titled header is `sectionHeaderHeight` tall (22 or
///   28 as the Xcode of the day wrote it), an untitled one is not drawn; the same for footers.
/// - Plain, Xcode 11.0–11.1 (plug-in 15000–15499): a titled header (or the prototype header) is
///   iOS 13's 28 points whatever the attributes say; an untitled section has neither header nor
///   footer (Hero's Xcode 11.0 static table starts at 0 with no footers between its sections,
///   inaturalist's prototype header of the same plug-in is 28 over a 22-point attribute).
///   Unconfirmed beyond those two files: no other untitled plain section of these plug-ins exists.
/// - Plain, Xcode 11.2–12: every section has a 28-point header and a 28-point footer, titled or
///   not (iOS 13's plain sections), whatever the attributes say; Xcode 12.5 (plug-in 18000–18999)
///   draws the prototype header 24.5 high (two tables of two projects; unconfirmed).
/// - Plain, Xcode 13: the first prototype row sits at 44.5 (four tables of two projects;
///   unconfirmed, not derived from a documented metric); static sections are not modelled.
/// - Plain, Xcode 14 on: iOS 15's 22-point `sectionHeaderTopPadding` above each 28-point header.
/// - Grouped: the first section's untitled header is 35 points before Xcode 11 (UIKit's grouped
///   top spacing) and `sectionHeaderHeight` from Xcode 11; a titled one (or the prototype header)
///   is a later titled header plus 17.5 (55.5 in Xcode 9–12 and from 14; unconfirmed: 56 in Xcode 8.3–9.0,
///   49.5 in Xcode 12.5–13); from Xcode 15.3 a table view controller's prototype header alone is
///   38, without the 17.5 (`bareFirstPrototypeHeaderBuild`). Later untitled
///   headers are `sectionHeaderHeight`, untitled footers `sectionFooterHeight`. Under a table
///   header view the first untitled header is not drawn. Grouped tables drawn before Xcode 8.3
///   (titled first sections) and titled footers are not modelled.
struct IBTableSectionSpacing {
  /// The table style as the document writes it.
  enum Style: String {
    case plain, grouped, insetGrouped
  }

  let style: Style
  let xcode: XcodeRelease.Build
  let sectionHeaderHeight: CGFloat
  let sectionFooterHeight: CGFloat

  /// The spacing of `style` as drawn by the Xcode `xcode`, with the table's attributes.
  init(style: Style, xcode: XcodeRelease.Build, sectionHeaderHeight: Double?, sectionFooterHeight: Double?) {
    self.style = style
    self.xcode = xcode
    // Absent or automatic (−1) attributes: in a plain table the titled header of iOS 11 (28;
    // unconfirmed, one sample) and 22 before it; in a grouped one UIKit's untitled grouped
    // spacing, 17.5 (tinode's Xcode 16 tables: first rows at 17.67 on a 3x canvas, titled
    // sections 55.5 below the last row; keepassium's about table the same on 2x).
    let automatic: CGFloat =
      style != .plain ? TableCellMetrics.groupedSpacing : xcode >= .xcode8_1 ? 28 : 22
    self.sectionHeaderHeight = sectionHeaderHeight.map { CGFloat($0) }.flatMap { $0 > 0 ? $0 : nil } ?? automatic
    self.sectionFooterHeight = sectionFooterHeight.map { CGFloat($0) }.flatMap { $0 > 0 ? $0 : nil } ?? automatic
  }

  /// The height above the section at `index` (its header and any padding above it), or nil when
  /// this era and style are not modelled. `isFirst` sections under a table header view
  /// (`hasTableHeader`) differ in grouped tables, and so do the prototypes of a table that is its
  /// controller's view (`isControllerRoot`: a table view controller's table).
  func header(
    isFirst: Bool, isTitled: Bool, isPrototypes: Bool, hasTableHeader: Bool, isControllerRoot: Bool
  ) -> CGFloat? {
    switch style {
    case .plain: plainHeader(isFirst: isFirst, isTitled: isTitled, isPrototypes: isPrototypes)
    case .grouped, .insetGrouped:
      groupedHeader(
        isFirst: isFirst, isTitled: isTitled, isPrototypes: isPrototypes, isControllerRoot: isControllerRoot,
        hasTableHeader: hasTableHeader)
    }
  }

  /// The height below a section, or nil when not modelled (titled grouped footers, whose height
  /// follows their text).
  func footer(isTitled: Bool) -> CGFloat? {
    switch style {
    case .plain:
      if xcode >= Self.everyPlainSectionFramedBuild { return TableCellMetrics.plainTitledHeaderHeight }
      if xcode >= .xcode11 { return isTitled ? TableCellMetrics.plainTitledHeaderHeight : 0 }
      return isTitled ? sectionFooterHeight : 0
    case .grouped, .insetGrouped:
      return isTitled ? nil : sectionFooterHeight
    }
  }

  /// The first plug-in whose canvas frames every plain section, titled or not, with a 28-point
  /// header and footer; Xcode 11.0's (15404) draws untitled ones bare.
  static let everyPlainSectionFramedBuild = XcodeRelease.Build.xcode11_2

  /// The plain "Prototype Cells" header of Xcode 12.5's canvas.
  static let xcode12_5PrototypeHeaderHeight: CGFloat = 24.5

  private func plainHeader(isFirst: Bool, isTitled: Bool, isPrototypes: Bool) -> CGFloat? {
    let titled = TableCellMetrics.plainTitledHeaderHeight
    switch xcode {
    case .xcode14...: return 22 + titled
    case .xcode13 ..< .xcode14:
      guard isPrototypes else { return nil }
      return 44.5
    // Xcode 12.5 draws the prototype title 3.5 points shorter (openfoodfacts' settings and
    // HenryBilby's table, both at 24.5); its other sections keep 28, unconfirmed (no sample).
    case .xcode12_5 ..< .xcode13 where isPrototypes: return Self.xcode12_5PrototypeHeaderHeight
    case Self.everyPlainSectionFramedBuild ..< .xcode13: return titled
    case .xcode11 ..< Self.everyPlainSectionFramedBuild: return isTitled || isPrototypes ? titled : 0
    default: return isTitled || isPrototypes ? sectionHeaderHeight : 0
    }
  }

  private func groupedHeader(
    isFirst: Bool, isTitled: Bool, isPrototypes: Bool, isControllerRoot: Bool, hasTableHeader: Bool
  ) -> CGFloat? {
    guard isFirst else { return isTitled ? groupedTitledHeight : sectionHeaderHeight }
    if isPrototypes, isControllerRoot, xcode >= Self.bareFirstPrototypeHeaderBuild {
      return Self.bareFirstPrototypeHeaderHeight
    }
    if isTitled { return groupedFirstTitledHeight }
    if hasTableHeader { return 0 }
    return xcode >= .xcode11 ? sectionHeaderHeight : xcode >= .xcode7 ? 35 : nil
  }

  /// A titled grouped header after the first section; nil where not modelled.
  private var groupedTitledHeight: CGFloat? {
    switch xcode {
    case .xcode14...: 38
    case .xcode12_5 ..< .xcode14: 32
    case .xcode9 ..< .xcode12_5: 38
    case .xcode8_1 ..< .xcode9: 39
    default: nil
    }
  }

  /// The first plug-in whose canvas draws the "Prototype Cells" title of a table view
  /// controller's grouped table without the 17.5 points above it (`bareFirstPrototypeHeaderHeight`);
  /// every other first titled header keeps them. Counted over the first sections of grouped tables
  /// saved by plug-ins 22500 and later (both corpora; tables, not views):
  ///
  /// - titled static sections: 55.5 (55.33 on 3x) in 18 tables of 5 repositories (GoMap 10,
  ///   tinode 4, passforios 2, ish, threema), 38 in 5 of 2 (tinode's 4 with 1-point footers,
  ///   IQKeyboardManager's hand-merged 0282);
  /// - prototypes of a table inside another view: 55.5 in 18 tables of 6 repositories
  ///   (xdripswift 10, OsmAnd 3, nRF-Mesh 2, bitwarden, GoMap, KeePassium), 38 in 2 of 2;
  /// - prototypes of a table view controller: 38 in 39 tables of 3 repositories (nRF-Mesh 35,
  ///   IQKeyboardManager 2, tinode 2), 55.5 in 21 of 6 (GoMap 9, nRF-Mesh 3, ish 3, AgoraIO,
  ///   tinode, twilio).
  ///
  /// Nothing else in the documents (plug-in, device, section heights, controller, bars) separates
  /// the two values within a row; the table view controller's prototypes keep 38 because they do in
  /// most tables, not by a majority of repositories.
  static let bareFirstPrototypeHeaderBuild = XcodeRelease.Build.xcode15_3

  /// The prototype header of `bareFirstPrototypeHeaderBuild` and later: one later titled header.
  static let bareFirstPrototypeHeaderHeight: CGFloat = 38

  /// The first section's titled grouped header, and its prototype header but a table view
  /// controller's from `bareFirstPrototypeHeaderBuild`; nil where not modelled.
  private var groupedFirstTitledHeight: CGFloat? {
    switch xcode {
    case .xcode14...: 55.5
    case .xcode12_5 ..< .xcode14: 49.5
    case .xcode9 ..< .xcode12_5: 55.5
    case .xcode8_1 ..< .xcode9: 56
    default: nil
    }
  }
}
