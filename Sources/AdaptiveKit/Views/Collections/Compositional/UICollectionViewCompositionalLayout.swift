import Foundation

/// Makes a section's layout from its index and the environment (the container's size and the
/// collection view's traits); nil places nothing for the section.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, each a group of items repeated until the section's items are
/// placed. One section can serve every section, or a provider can make each section from the
/// environment, so the layout adapts to the collection view's size and size classes. How frames
/// are computed is described at `CompositionalLayoutGeometry`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
  /// The frames computed by the last `prepare()`.
  var geometry: CompositionalLayoutGeometry?
  /// The container the measurements were taken in.
  private var measuredContainer: CGSize?
  /// How far each sideways-scrolling section has scrolled, by section.
  private var orthogonalOffsets: [Int: CGFloat] = [:]

  /// A layout using `section` for every section.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout using `section` for every section, with a configuration.
  public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout asking `sectionProvider` for each section whenever the layout is prepared.
  public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout asking `sectionProvider` for each section, with a configuration.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    storedConfiguration = configuration
    super.init()
  }

  /// Compositional layouts are not archived in storyboards; decoding one gives nil.
  public required init?(coder: NSCoder) { nil }

  /// The scroll direction and section spacing; setting it lays the content out again.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { storedConfiguration }
    set {
      storedConfiguration = newValue
      invalidateLayout()
    }
  }

  // MARK: Layout

  /// Asks for each section's layout and computes every frame.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      geometry = nil
      return
    }
    let inset = collectionView.adjustedContentInset
    let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let container = CollectionLayoutContainer(
      contentSize: collectionView.bounds.size,
      contentInsets: NSDirectionalEdgeInsets(
        top: inset.top, leading: rightToLeft ? inset.right : inset.left, bottom: inset.bottom,
        trailing: rightToLeft ? inset.left : inset.right))
    let environment = CollectionLayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
    if measuredContainer != container.effectiveContentSize {
      measuredSizes.removeAll()
      measuredContainer = container.effectiveContentSize
    }
    let inputs = (0..<collectionView.numberOfSections).map { section in
      CompositionalLayoutGeometry.SectionInput(
        section: sectionProvider(section, environment), itemCount: collectionView.numberOfItems(inSection: section))
    }
    geometry = CompositionalLayoutGeometry(
      sections: inputs, container: container.effectiveContentSize,
      horizontal: storedConfiguration.scrollDirection == .horizontal,
      interSectionSpacing: storedConfiguration.interSectionSpacing, rightToLeft: rightToLeft, measured: measuredSizes)
    for (section, offset) in orthogonalOffsets {
      let line = geometry?.sections.indices.contains(section) == true ? geometry?.sections[section].orthogonal : nil
      orthogonalOffsets[section] = line.map { Swift.min(offset, $0.maximumOffset) }
    }
  }

  /// The size of everything the layout placed.
  open override var collectionViewContentSize: CGSize { geometry?.contentSize ?? .zero }

  /// The cells and boundary views meeting `rect`: cells of sideways-scrolling sections where
  /// their section has scrolled them, pinned boundary views where they are held.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let geometry else { return [] }
    var result: [UICollectionViewLayoutAttributes] = []
    for (sectionIndex, section) in geometry.sections.enumerated() {
      let shift = orthogonalShift(of: sectionIndex)
      for (item, placed) in section.items.enumerated() {
        let frame = placed.offsetBy(dx: shift.x, dy: shift.y)
        guard frame.intersects(rect) else { continue }
        result.append(cellAttributes(IndexPath(item: item, section: sectionIndex), frame: frame, in: section))
      }
      for supplementary in section.supplementaries {
        let attributes = attributes(for: supplementary, in: section)
        if attributes.frame.intersects(rect) { result.append(attributes) }
      }
    }
    return result
  }

  /// One item's attributes; nil for an item the layout did not place.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let geometry, indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
      geometry.sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    let section = geometry.sections[indexPath.section]
    let shift = orthogonalShift(of: indexPath.section)
    return cellAttributes(indexPath, frame: section.items[indexPath.item].offsetBy(dx: shift.x, dy: shift.y), in: section)
  }

  /// A boundary view's attributes; nil when the section has none of that kind.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let geometry, geometry.sections.indices.contains(indexPath.section) else { return nil }
    let section = geometry.sections[indexPath.section]
    guard let supplementary = section.supplementaries.first(where: { $0.kind == elementKind }) else { return nil }
    return attributes(for: supplementary, in: section)
  }

  private func cellAttributes(_ indexPath: IndexPath, frame: CGRect, in section: CompositionalLayoutGeometry.Section)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    if section.selfSizing.indices.contains(indexPath.item) { attributes.selfSizingAxes = section.selfSizing[indexPath.item] }
    return attributes
  }

  private func attributes(
    for supplementary: CompositionalLayoutGeometry.Supplementary, in section: CompositionalLayoutGeometry.Section
  ) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.kind, with: supplementary.indexPath)
    attributes.frame = pinnedFrame(of: supplementary, in: section)
    attributes.zIndex = supplementary.zIndex
    return attributes
  }

  /// Where a boundary view is shown: a pinned header stays at the top (the leading edge when
  /// scrolling horizontally) of the visible area, inside the adjusted content inset, while its
  /// section's groups are in view, and leaves with the section's end; a pinned footer stays at the
  /// bottom until the section's start. Others stay where the section put them. (Right-to-left
  /// horizontal layouts keep their boundary views in place.)
  private func pinnedFrame(
    of supplementary: CompositionalLayoutGeometry.Supplementary, in section: CompositionalLayoutGeometry.Section
  ) -> CGRect {
    let frame = supplementary.frame
    guard supplementary.pinsToVisibleBounds, let collectionView, let geometry, !(geometry.isHorizontal && geometry.isRightToLeft)
    else { return frame }
    let horizontal = geometry.isHorizontal
    let inset = collectionView.adjustedContentInset
    let bounds = collectionView.bounds
    let length = horizontal ? frame.width : frame.height
    let position = horizontal ? frame.minX : frame.minY
    let pinned: CGFloat
    if supplementary.isAtEnd {
      let visibleEnd = horizontal ? bounds.maxX - inset.right : bounds.maxY - inset.bottom
      pinned = Swift.min(position, Swift.max(visibleEnd - length, section.contentStart))
    } else {
      let visibleStart = horizontal ? bounds.minX + inset.left : bounds.minY + inset.top
      pinned = Swift.max(position, Swift.min(visibleStart, section.contentEnd - length))
    }
    var result = frame
    if horizontal { result.origin.x = pinned } else { result.origin.y = pinned }
    return result
  }

  // MARK: Scrolling sections sideways

  /// How far a sideways-scrolling section's cells are moved by its scrolling (right-to-left
  /// layouts scroll the other way).
  private func orthogonalShift(of section: Int) -> CGPoint {
    guard let offset = orthogonalOffsets[section], offset != 0, let geometry else { return .zero }
    if geometry.isHorizontal { return CGPoint(x: 0, y: -offset) }
    return CGPoint(x: geometry.isRightToLeft ? offset : -offset, y: 0)
  }

  /// How far a section that scrolls across the layout's direction has scrolled (0 for others).
  func orthogonalContentOffset(ofSection section: Int) -> CGFloat { orthogonalOffsets[section] ?? 0 }

  /// Scrolls a sideways-scrolling section as a user letting go at `proposed` would: it comes to
  /// rest where its behavior stops it. Returns false for a section that does not scroll sideways.
  func scrollOrthogonalSection(_ section: Int, toProposedOffset proposed: CGFloat) -> Bool {
    guard let geometry, geometry.sections.indices.contains(section), let line = geometry.sections[section].orthogonal
    else { return false }
    orthogonalOffsets[section] = line.restingOffset(for: proposed)
    return true
  }

  // MARK: Self-sizing

  /// True for a cell whose estimated length along the scroll direction differs from the one it
  /// asks for.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard preferredAttributes.representedElementCategory == .cell else { return false }
    let axes = originalAttributes.selfSizingAxes
    return (axes.width && preferredAttributes.size.width != originalAttributes.size.width)
      || (axes.height && preferredAttributes.size.height != originalAttributes.size.height)
  }

  /// True when the size changes: sections are made again for the new environment.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size != collectionView.bounds.size
  }
}
