/// One attribute of a view or layout guide, used to build constraints with type-checked axes.
///
/// Two anchors are equal when they name the same attribute of the same item: views make a new
/// anchor object on each access, where UIKit hands back a cached one.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, AnchorIdentity {
  /// The view or layout guide the anchor belongs to.
  public private(set) weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute
  /// The item's identity, readable without the main actor for `isEqual` and `hash`.
  let itemIdentifier: ObjectIdentifier

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    itemIdentifier = ObjectIdentifier(item)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    // A constraint's `firstAnchor` (typed `NSLayoutAnchor<AnyObject>`) equals the view's typed anchor, as in UIKit.
    guard let other = object as? any AnchorIdentity else { return false }
    return other.itemIdentifier == itemIdentifier && other.attribute == attribute
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(itemIdentifier)
    hasher.combine(attribute)
    return hasher.finalize()
  }

  open override var description: String {
    describedOnMainActor {
      "<\(type(of: self)): \(item.map { ($0 as? UIView)?.describedClassName ?? "\(type(of: $0))" } ?? "nil").\(attribute)>"
    }
  }

  /// The view or guide this anchor belongs to.
  public var itemObject: AnyObject? { item }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    let error = item.flatMap { first in
      NSLayoutConstraint.validate(first, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute, multiplier, constant)
    }
    let constraint = NSLayoutConstraint(
      first: item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute, multiplier, constant,
      error: error)
    if let error { AdaptiveKitLog.shared.report(.constraint, error.description) }
    return constraint
  }

  /// `self == anchor`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
  /// `self >= anchor`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor)
  }
  /// `self <= anchor`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor)
  }
  /// `self == anchor + c`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  /// `self >= anchor + c`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  /// `self <= anchor + c`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// The standard spacing between sibling views (the Auto Layout Guide's 8 points).
let standardSiblingSpacing: CGFloat = 8
/// The standard spacing between a view and its superview's edge (the Auto Layout Guide's 20 points).
let standardSuperviewSpacing: CGFloat = 20

/// A horizontal anchor: left, right, leading, trailing, centerX.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × system spacing`.
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: standardSiblingSpacing * multiplier)
  }
  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: standardSiblingSpacing * multiplier)
  }
  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: standardSiblingSpacing * multiplier)
  }
}

/// A vertical anchor: top, bottom, centerY, baselines.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × system spacing`.
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: standardSiblingSpacing * multiplier)
  }
  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: standardSiblingSpacing * multiplier)
  }
  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: standardSiblingSpacing * multiplier)
  }
}

/// A size anchor: width or height.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
  /// `self >= c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  /// `self <= c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }
  /// `self == m × anchor`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m)
  }
  /// `self >= m × anchor`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m)
  }
  /// `self <= m × anchor`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m)
  }
  /// `self == m × anchor + c`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  /// `self >= m × anchor + c`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  /// `self <= m × anchor + c`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// What makes two anchors of any anchor type the same: the item and the attribute.
protocol AnchorIdentity {
  var itemIdentifier: ObjectIdentifier { get }
  var attribute: NSLayoutConstraint.Attribute { get }
}
