import Foundation

/// What a compositional layout applies to all its sections: the scroll direction and the space
/// between sections.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The axis the content scrolls along (default vertical).
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// Space between consecutive sections (default 0).
  open var interSectionSpacing: CGFloat = 0

  /// A configuration with UIKit's defaults.
  public override init() { super.init() }
}
