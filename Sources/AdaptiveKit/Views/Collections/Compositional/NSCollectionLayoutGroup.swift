import Foundation

/// Items (or other groups) laid out in a line, across or down. A group given `subitems`
/// repeats them in order while they fit; one given a subitem and a count shares its length
/// among that many copies. A section repeats its group until every item is placed.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis {
    case horizontal, vertical
  }

  let axis: Axis
  /// The number of copies of the single subitem sharing the group's length, if given.
  let repeatCount: Int?
  /// The items or groups the group lays out.
  public let subitems: [NSCollectionLayoutItem]
  /// Space between the subitems (default none).
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], repeatCount: Int?) {
    self.axis = axis
    self.subitems = subitems
    self.repeatCount = repeatCount
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A group laying `subitems` left to right (leading to trailing), repeated while they fit.
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, repeatCount: nil)
  }

  /// A group of `count` copies of `subitem` sharing the group's width (less the spacing).
  public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repeatCount: count)
  }

  /// A group of `count` copies of `subitem` sharing the group's width (the name before iOS 16).
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// A group laying `subitems` top to bottom, repeated while they fit.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, repeatCount: nil)
  }

  /// A group of `count` copies of `subitem` sharing the group's height (less the spacing).
  public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repeatCount: count)
  }

  /// A group of `count` copies of `subitem` sharing the group's height (the name before iOS 16).
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }
}
