import AdaptiveKit
import Foundation
import InterfaceBuilder

/// A collection view's prototypes shown as Interface Builder shows them, as the data source and
/// flow-layout delegate of a run-time `UICollectionView`: one section holding each prototype cell
/// once, in document order, at the size the document stores for it (else the layout's item
/// size), with the section header and footer views the flow layout has reference sizes for.
/// Every view is built from the document for run time; the layouts built are kept so a drawing
/// can tell which document view each object came from.
@MainActor
package final class PrototypeCollectionContent: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  private let collection: IBView
  private let document: IBDocument
  private let load: StoryboardLoad
  /// The layout each cell or supplementary view shown was built by, by the view's identity.
  private var layouts: [ObjectIdentifier: StoryboardSceneBuilder] = [:]

  /// The content of `collection`, a collection view of `document`, built for `load`.
  package init(collection: IBView, document: IBDocument, load: StoryboardLoad) {
    self.collection = collection
    self.document = document
    self.load = load
  }

  /// The layout that built `view` (a cell or a section header or footer view shown), if it is one.
  package func layout(of view: UIView) -> StoryboardSceneBuilder? { layouts[ObjectIdentifier(view)] }

  private var prototypes: [IBView] { collection.prototypeCells }

  package func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    prototypes.count
  }

  package func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let layout = StoryboardSceneBuilder(root: prototypes[indexPath.item], document: document, context: .runtime(load))
    // A prototype whose class is not a cell still shows, in a cell of its own.
    guard let cell = layout.rootView as? UICollectionViewCell else { return UICollectionViewCell(frame: .zero) }
    layouts[ObjectIdentifier(cell)] = layout
    return cell
  }

  package func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = kind == UICollectionView.elementKindSectionHeader ? "sectionHeaderView" : "sectionFooterView"
    guard let source = collection.keyedViews.first(where: { $0.key == key }) else { return UICollectionReusableView(frame: .zero) }
    let layout = StoryboardSceneBuilder(root: source, document: document, context: .runtime(load))
    guard let view = layout.rootView as? UICollectionReusableView else { return UICollectionReusableView(frame: .zero) }
    layouts[ObjectIdentifier(view)] = layout
    return view
  }

  package func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let itemSize = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    guard let frame = prototypes[indexPath.item].frame else { return itemSize }
    return CGSize(width: frame.width, height: frame.height)
  }
}

/// A collection view of a document hosted at run time with its prototypes shown
/// (`SceneHost.hostPrototypes(of:size:safeArea:sizeClasses:variant:inBarController:)`).
@MainActor
package struct HostedPrototypeCollection {
  /// The hosted hierarchy (its root the collection view); it keeps the simulator alive.
  package let layout: StoryboardSceneBuilder
  /// The collection view, laid out, its cells and supplementary views at their layout attributes.
  package let collectionView: UICollectionView
  /// Its data source and delegate (the collection view holds them weakly).
  package let content: PrototypeCollectionContent
}

extension SceneHost {
  /// `collection`, a collection view of the document, built as UIKit loads it (a
  /// `UICollectionView` with the document's flow layout) filling a box of `size` whose safe area
  /// is `safeArea`, showing its prototypes (`PrototypeCollectionContent`) where its layout puts
  /// them; nil when the document's view is not built as a collection view. `inBarController`:
  /// the collection is the root view of a controller a navigation or tab bar controller shows.
  package func hostPrototypes(
    of collection: IBView, size: CGSize, safeArea: UIEdgeInsets, sizeClasses: SizeClassPair?, variant: TraitVariant,
    inBarController: Bool
  ) -> HostedPrototypeCollection? {
    var variant = variant
    // At the release this host draws with, though the views are built as the app builds them.
    if variant.release == nil, case .canvas(let xcode) = mode { variant.release = xcode.canvasRelease }
    let runTime = SceneHost(document: document, mode: .runTime)
    let layout = runTime.host(
      root: collection, controller: nil, placement: .box(size), insets: .explicit(safeArea), sizeClasses: sizeClasses,
      variant: variant, inBarController: inBarController)
    guard let collectionView = layout.rootView as? UICollectionView else { return nil }
    let content = PrototypeCollectionContent(
      collection: collection, document: document,
      load: StoryboardLoad(
        fileName: document.fileName, bundle: nil, resources: document.resources,
        appFonts: AppFontCatalog.of(document)))
    collectionView.dataSource = content
    collectionView.delegate = content
    collectionView.setNeedsLayout()
    layout.simulator?.layoutIfNeeded()
    collectionView.layoutIfNeeded()
    return HostedPrototypeCollection(layout: layout, collectionView: collectionView, content: content)
  }
}
