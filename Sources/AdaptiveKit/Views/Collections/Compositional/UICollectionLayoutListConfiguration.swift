import Foundation

/// How a list section looks (iOS 14): a table-like column of full-width rows, plain or grouped,
/// with optional headers and footers. `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// turns it into a section; the metrics are the table view's (`TableCellMetrics`).
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
  /// The list's style, matching the table view's styles (and the sidebar's).
  public enum Appearance: Int, Sendable, CaseIterable {
    case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Int, Sendable, CaseIterable {
    /// No header.
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary
    /// The section's first item is styled as its header (it stays a row here).
    case firstItemInSection
  }

  /// Where a section's footer comes from.
  public enum FooterMode: Int, Sendable, CaseIterable {
    /// No footer.
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary
  }

  /// The list's style.
  public let appearance: Appearance
  /// Whether rows show separators (default true; kept for drawing).
  public var showsSeparators = true
  /// Where headers come from (default none).
  public var headerMode = HeaderMode.none
  /// Where footers come from (default none).
  public var footerMode = FooterMode.none
  /// The list's background colour; nil uses the appearance's.
  public var backgroundColor: UIColor?

  /// A configuration of an appearance, without headers or footers.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }

  /// Whether sections are separated by the grouped styles' spacing.
  var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }
  /// Whether sections are inset from the sides as inset-grouped tables' are (the sidebar's
  /// inset is taken to be the same; unconfirmed).
  var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }
}

extension NSCollectionLayoutSection {
  /// A section of full-width rows of the standard row height (an estimate, as UIKit's list rows
  /// size themselves), styled as `configuration` asks: grouped styles keep the table's grouped
  /// spacing above and below the rows (a header or footer takes its place), inset ones the
  /// inset-grouped table's side insets for the container's width.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(TableCellMetrics.defaultRowHeight))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
    let section = NSCollectionLayoutSection(group: group)
    let hasHeader = configuration.headerMode == .supplementary
    let hasFooter = configuration.footerMode == .supplementary
    let spacing = configuration.isGrouped ? TableCellMetrics.groupedSpacing : 0
    let side = configuration.isInset ? TableCellMetrics.insetGroupedMargin(width: layoutEnvironment.container.effectiveContentSize.width) : 0
    section.contentInsets = NSDirectionalEdgeInsets(
      top: hasHeader ? 0 : spacing, leading: side, bottom: hasFooter ? 0 : spacing, trailing: side)
    let titledHeight = configuration.isGrouped ? TableCellMetrics.groupedTitledHeaderHeight : TableCellMetrics.plainTitledHeaderHeight
    var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
    for (present, kind, alignment) in [
      (hasHeader, UICollectionView.elementKindSectionHeader, NSRectAlignment.top),
      (hasFooter, UICollectionView.elementKindSectionFooter, NSRectAlignment.bottom),
    ] where present {
      let item = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(titledHeight)),
        elementKind: kind, alignment: alignment)
      // Plain lists' headers and footers float over the rows, as plain tables' do.
      item.pinToVisibleBounds = !configuration.isGrouped
      boundary.append(item)
    }
    section.boundarySupplementaryItems = boundary
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list styled as `configuration` asks.
  public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
