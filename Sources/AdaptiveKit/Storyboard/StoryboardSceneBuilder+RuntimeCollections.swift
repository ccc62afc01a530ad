import Foundation
import InterfaceBuilder

extension StoryboardSceneBuilder {
  /// Gives a runtime collection view the document's flow layout, as UIKit's decoding of
  /// `<collectionViewFlowLayout key="collectionViewLayout">` does: spacings, scroll direction,
  /// section inset reference, item, estimated, header and footer sizes and the section inset.
  /// (Canvas drawings of collection views are plain views and are left alone.)
  static func configureCollectionContent(_ view: UIView, from source: IBView) {
    guard let collectionView = view as? UICollectionView, let element = source.collectionViewLayout else { return }
    guard element.name == "collectionViewFlowLayout" else {
      AdaptiveKitLog.shared.report(
        .storyboard,
        "\(source.location): the \(element.name) \(element["customClass"] ?? "") of a collection view is not built; "
          + "using a flow layout (set collectionViewLayout in code)")
      return
    }
    let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
    configure(layout, from: element)
    if collectionView.collectionViewLayout !== layout { collectionView.collectionViewLayout = layout }
  }

  static func configure(_ layout: UICollectionViewFlowLayout, from element: IBXMLElement) {
    if let spacing = element.double("minimumLineSpacing") { layout.minimumLineSpacing = CGFloat(spacing) }
    if let spacing = element.double("minimumInteritemSpacing") { layout.minimumInteritemSpacing = CGFloat(spacing) }
    layout.scrollDirection = element["scrollDirection"] == "horizontal" ? .horizontal : .vertical
    switch element["sectionInsetReference"] {
    case "safeArea": layout.sectionInsetReference = .fromSafeArea
    case "layoutMargins": layout.sectionInsetReference = .fromLayoutMargins
    default: layout.sectionInsetReference = .fromContentInset
    }
    func size(_ key: String) -> CGSize? {
      guard let child = element.child(key: key) else { return nil }
      return CGSize(width: child.double("width") ?? 0, height: child.double("height") ?? 0)
    }
    if let itemSize = size("itemSize") { layout.itemSize = itemSize }
    if let header = size("headerReferenceSize") { layout.headerReferenceSize = header }
    if let footer = size("footerReferenceSize") { layout.footerReferenceSize = footer }
    if element.bool("automaticEstimatedItemSize") == true {
      layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    } else if let estimate = size("estimatedItemSize") {
      layout.estimatedItemSize = estimate
    }
    if let inset = IBEdgeInsets(element.child(key: "sectionInset")) {
      layout.sectionInset = UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }
  }
}
