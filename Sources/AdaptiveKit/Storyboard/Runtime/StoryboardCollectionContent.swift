import Foundation
import InterfaceBuilder

extension StoryboardScene {
  /// Gives every runtime collection view of a loaded scene its storyboard content, as UIKit's
  /// nib loading does: each prototype cell is registered under its reuse identifier, and the
  /// flow layout's section header and footer views under theirs for the header and footer kinds
  /// (every dequeue builds a new view from the document, with its subviews, constraints, outlets,
  /// actions and selection segues); a background view is built now. Returns the layouts built
  /// now; their views join the scene's objects.
  func installCollectionContent(of layout: StoryboardSceneBuilder, owner: UIViewController) -> [StoryboardSceneBuilder] {
    var built: [StoryboardSceneBuilder] = []
    for entry in layout.allEntries {
      guard let collectionView = entry.view as? UICollectionView else { continue }
      let source = entry.source
      for prototype in source.prototypeCells {
        guard let identifier = reuseIdentifier(of: prototype) else { continue }
        collectionView.cellRegistrations[identifier] = .prototype { [weak self, weak owner] in
          self?.makePrototypeView(prototype, owner: owner, as: UICollectionViewCell.self)
        }
      }
      for keyed in source.keyedViews {
        let kind: String
        switch keyed.key {
        case "sectionHeaderView": kind = UICollectionView.elementKindSectionHeader
        case "sectionFooterView": kind = UICollectionView.elementKindSectionFooter
        case "backgroundView":
          let viewLayout = StoryboardSceneBuilder(root: keyed, document: storyboard.document, context: .runtime(load))
          built.append(viewLayout)
          collectionView.backgroundView = viewLayout.rootView
          continue
        default: continue
        }
        guard let identifier = reuseIdentifier(of: keyed) else { continue }
        let key = UICollectionView.SupplementaryKey(kind: kind, identifier: identifier)
        collectionView.supplementaryRegistrations[key] = .prototype { [weak self, weak owner] in
          self?.makePrototypeView(keyed, owner: owner, as: UICollectionReusableView.self)
        }
      }
    }
    return built
  }

  /// A prototype's reuse identifier; a prototype without one cannot be dequeued, as UIKit warns.
  private func reuseIdentifier(of prototype: IBView) -> String? {
    guard let identifier = prototype.reuseIdentifier, !identifier.isEmpty else {
      AdaptiveKitLog.shared.report(
        .storyboard,
        "\(fileName):\(prototype.location): a collection view \(prototype.kind) without a reuse identifier cannot be dequeued")
      return nil
    }
    return identifier
  }

  /// A new view from a prototype, connected (`connectPrototype`); nil, reported, when the
  /// document's class is not a `Kind` (an unsuitable registered class).
  private func makePrototypeView<Kind: UICollectionReusableView>(_ source: IBView, owner: UIViewController?, as kind: Kind.Type)
    -> Kind?
  {
    let viewLayout = StoryboardSceneBuilder(root: source, document: storyboard.document, context: .runtime(load))
    guard let view = viewLayout.rootView as? Kind else {
      AdaptiveKitLog.shared.report(
        .storyboard, "\(fileName):\(source.location): \(source.className) is not a \(Kind.self); it cannot be dequeued")
      return nil
    }
    view.storyboardLayout = viewLayout
    connectPrototype(viewLayout, owner: owner)
    return view
  }
}
