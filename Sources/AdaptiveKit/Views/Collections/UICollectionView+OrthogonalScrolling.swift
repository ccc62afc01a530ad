import Foundation

/// Sections of a compositional layout that scroll across the layout's direction
/// (`orthogonalScrollingBehavior`) scroll on their own: each keeps its own content offset, and
/// only its cells move. UIKit scrolls them with an internal scroll view that has no public API, so
/// AdaptiveKit offers a user's swipe and a way to read where the section rests.
extension UICollectionView {
  /// Swipes a sideways-scrolling section as a user would, letting go at `offset` (AdaptiveKit
  /// addition): the section comes to rest where its behavior stops it — anywhere for
  /// `.continuous`, at a page for `.paging`, at a group for the group behaviors — within its
  /// content, and the visible cells follow. Does nothing for other sections and layouts.
  public func _scrollSectionSidewaysAsUser(_ section: Int, to offset: CGFloat) {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
    prepareLayoutIfNeeded()
    guard layout.scrollOrthogonalSection(section, toProposedOffset: offset) else { return }
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// How far a sideways-scrolling section has scrolled from its start (AdaptiveKit addition; 0
  /// for sections that do not scroll sideways).
  public func _sidewaysContentOffset(ofSection section: Int) -> CGFloat {
    (collectionViewLayout as? UICollectionViewCompositionalLayout)?.orthogonalContentOffset(ofSection: section) ?? 0
  }
}
