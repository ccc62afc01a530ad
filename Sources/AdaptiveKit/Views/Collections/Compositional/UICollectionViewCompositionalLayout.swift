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
    let inputs = (0..<collectionView.numberOfSections).map { section in
      CompositionalLayoutGeometry.SectionInput(
        section: sectionProvider(section, environment), itemCount: collectionView.numberOfItems(inSection: section))
    }
    geometry = CompositionalLayoutGeometry(
      sections: inputs, container: container.effectiveContentSize,
      horizontal: storedConfiguration.scrollDirection == .horizontal,
      interSectionSpacing: storedConfiguration.interSectionSpacing, rightToLeft: rightToLeft)
  }

  /// The size of everything the layout placed.
  open override var collectionViewContentSize: CGSize { geometry?.contentSize ?? .zero }

  /// The cells and boundary views meeting `rect`.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let geometry else { return [] }
    var result: [UICollectionViewLayoutAttributes] = []
    for (sectionIndex, section) in geometry.sections.enumerated() {
      for (item, frame) in section.items.enumerated() where frame.intersects(rect) {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: sectionIndex))
        attributes.frame = frame
        result.append(attributes)
      }
      for supplementary in section.supplementaries where supplementary.frame.intersects(rect) {
        result.append(attributes(for: supplementary))
      }
    }
    return result
  }

  /// One item's attributes; nil for an item the layout did not place.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let geometry, indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
      geometry.sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = geometry.sections[indexPath.section].items[indexPath.item]
    return attributes
  }

  /// A boundary view's attributes; nil when the section has none of that kind.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let geometry, geometry.sections.indices.contains(indexPath.section),
      let supplementary = geometry.sections[indexPath.section].supplementaries.first(where: { $0.kind == elementKind })
    else { return nil }
    return attributes(for: supplementary)
  }

  private func attributes(for supplementary: CompositionalLayoutGeometry.Supplementary) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.kind, with: supplementary.indexPath)
    attributes.frame = supplementary.frame
    attributes.zIndex = supplementary.zIndex
    return attributes
  }

  /// True when the size changes: sections are made again for the new environment.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size != collectionView.bounds.size
  }
}
