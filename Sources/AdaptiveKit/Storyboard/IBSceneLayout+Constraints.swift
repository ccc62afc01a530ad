import Foundation
import InterfaceBuilder

extension IBSceneLayout {
  /// Views whose subviews' edge constraints to them attach to the scrolled content.
  static let scrollingKinds: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

  /// Apple's Auto Layout Guide ("Working with Scroll Views"): constraints between the edges or
  /// margins of a scroll view and its content attach to the content area; those between the
  /// height, width or centers attach to the scroll view's frame.
  private static let contentAttributes: Set<NSLayoutConstraint.Attribute> = [
    .left, .right, .top, .bottom, .leading, .trailing,
    .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
  ]

  /// Makes (without activating) a runtime constraint for every document constraint of every
  /// view, installed or not; `applyVariations` activates the installed ones.
  func makeConstraints() {
    for (index, node) in nodes.enumerated() {
      for constraint in node.source.constraints where !constraint.isPlaceholder {
        let resolved = constraint.resolved(for: .any)
        let made = makeConstraint(resolved)
        if made == nil { droppedConstraints += 1 }
        constraintRecords.append(
          ConstraintRecord(
            source: constraint, owner: index, made: made,
            itemNodes: [constraint.firstItemID, constraint.secondItemID].compactMap { $0.flatMap(itemNode) }))
      }
    }
  }

  /// The node of a view item, or of the view owning a guide item.
  private func itemNode(_ id: String) -> Int? { nodesByID[id] ?? guidesByID[id]?.node }

  /// The scroll view's content guide when a constraint relates `item`, a scroll view, with one
  /// of its descendants on an edge or center (UIKit attaches those to the content area).
  private func contentItem(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?) -> AnyObject {
    guard let scroll = item as? UIView, let guide = contentGuides[ObjectIdentifier(scroll)],
      IBSceneLayout.contentAttributes.contains(attribute), let other = other as? UIView, other !== scroll,
      isDocumentDescendant(other, of: scroll)
    else { return item }
    return guide
  }

  /// Whether `view` is below `ancestor` in the document tree (installed or not).
  private func isDocumentDescendant(_ view: UIView, of ancestor: UIView) -> Bool {
    guard let start = nodes.firstIndex(where: { $0.view === view }) else { return false }
    var current = nodes[start].parent
    while let index = current {
      if nodes[index].view === ancestor { return true }
      current = nodes[index].parent
    }
    return false
  }

  private func item(_ id: String?) -> AnyObject? {
    guard let id else { return nil }
    if let index = nodesByID[id] { return nodes[index].view }
    return guidesByID[id]?.item
  }

  /// The runtime constraint for a document constraint (its values already resolved). Like
  /// Interface Builder's, it relates alignment rects: controls whose frames reach past them
  /// (`UISwitch`, `UISlider`) declare `alignmentRectInsets`, which the engine applies.
  func makeConstraint(_ constraint: IBConstraint) -> NSLayoutConstraint? {
    guard let first = item(constraint.firstItemID),
      let firstAttribute = NSLayoutConstraint.Attribute(ibName: constraint.firstAttribute.rawValue)
    else { return nil }
    var second: AnyObject?
    var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
    if let secondID = constraint.secondItemID {
      guard let resolved = item(secondID),
        let attribute = NSLayoutConstraint.Attribute(ibName: constraint.secondAttribute.rawValue)
      else { return nil }
      second = resolved
      secondAttribute = attribute
    }
    let relation: NSLayoutConstraint.Relation
    switch constraint.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    let firstItem = contentItem(first, firstAttribute, other: second)
    let secondItem = second.map { contentItem($0, secondAttribute, other: first) }
    let made = NSLayoutConstraint(
      item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem, attribute: secondAttribute,
      multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
    made.priority = UILayoutPriority(rawValue: Float(constraint.priority))
    if let identifier = constraint.identifier { made.identifier = identifier }
    return made
  }
}
