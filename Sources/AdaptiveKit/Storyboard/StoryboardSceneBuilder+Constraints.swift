import Foundation
import InterfaceBuilder

extension StoryboardSceneBuilder {
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
      for constraint in node.source.constraints where isBuilt(constraint) {
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

  /// Whether `constraint` takes part in the layout: placeholder constraints ("Remove at build
  /// time") hold on Interface Builder's canvas, which stores the frames they give, and are gone
  /// from a storyboard or nib instantiated at run time.
  func isBuilt(_ constraint: IBConstraint) -> Bool {
    !constraint.isPlaceholder || context.load == nil
  }

  /// The node of a view item, or of the view owning a guide item.
  private func itemNode(_ id: String) -> Int? { nodesByID[id] ?? guidesByID[id]?.node }

  /// The scroll view's content guide when a constraint relates `item`, a scroll view, with one
  /// of its descendants on an edge or center (UIKit attaches those to the content area).
  private func contentItem(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?) -> AnyObject {
    guard let scroll = item as? UIView, let guide = contentGuides[ObjectIdentifier(scroll)],
      StoryboardSceneBuilder.contentAttributes.contains(attribute), let other = other as? UIView, other !== scroll,
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
    var constant = CGFloat(constraint.constant)
    if constraint.isStandardSpacing, let standard = StoryboardSceneBuilder.standardSpacing(to: [first, second]) {
      constant = standard
    }
    let made = NSLayoutConstraint(
      item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem, attribute: secondAttribute,
      multiplier: CGFloat(constraint.multiplier), constant: constant)
    made.priority = UILayoutPriority(rawValue: Float(constraint.priority))
    if let identifier = constraint.identifier { made.identifier = identifier }
    return made
  }

  /// Interface Builder's standard spacing (`symbolic="YES"`) to a layout guide, which replaces the
  /// constant the file stores: 0 to a safe-area guide and 8 to a top or bottom layout guide; nil
  /// when neither item is such a guide (the stored constant, 8 or 20, is then the standard).
  /// Xcode 9's safe-area migration kept "Standard" on constraints it moved to the safe area, whose
  /// standard value it shows as 0 (Apple Developer Forums thread 87028); the launch-screen
  /// template's labels pinned `leading = safeArea.leading + 20 (standard)` are stored at x 0 and
  /// as wide as the screen by Xcode 9 (Charts, IBDecodable) and Xcode 15 files alike. An Xcode 5
  /// document stores 20 on a standard spacing below the top layout guide and its view 8 points
  /// below the guide, the constant every later document stores.
  static func standardSpacing(to items: [AnyObject?]) -> CGFloat? {
    for item in items {
      guard let guide = item as? SystemLayoutGuide else { continue }
      switch guide.kind {
      case .safeArea: return 0
      case .topLayout, .bottomLayout: return 8
      default: continue
      }
    }
    return nil
  }
}
