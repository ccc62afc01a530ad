import Foundation

/// The space a compositional layout's section is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The size inside the insets.
  var effectiveContentSize: CGSize { get }
  /// The insets the effective size is measured within.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider adapts to: the container's size and the collection view's traits
/// (size classes among them).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The space the section is laid out in.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// A collection view's visible size inside its adjusted content inset.
@MainActor
final class CollectionLayoutContainer: NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

  var effectiveContentSize: CGSize {
    CGSize(
      width: Swift.max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: Swift.max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
}

/// The environment a compositional layout gives its section provider.
@MainActor
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection

  init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }
}
