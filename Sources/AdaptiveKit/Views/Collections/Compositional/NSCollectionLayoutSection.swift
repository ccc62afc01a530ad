import Foundation

/// How a section's groups scroll across the layout's scroll direction: `.none` stacks them
/// along it; the others put them in one line that scrolls on its own.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, CaseIterable {
  case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// One section of a compositional layout: its group repeated until every item of the section
/// is placed, inside the section's insets, with headers and footers at its edges.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// The group repeated to place the section's items.
  public let group: NSCollectionLayoutGroup
  /// Space around the section's groups.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space between consecutive groups.
  open var interGroupSpacing: CGFloat = 0
  /// Whether the groups scroll across the layout's direction (default `.none`). The groups are
  /// placed in one line as they are before any such scrolling.
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// Headers and footers of the section.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers and footers are inset across the scroll direction as the groups are (default true).
  open var supplementariesFollowContentInsets = true

  /// A section repeating `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }
}
