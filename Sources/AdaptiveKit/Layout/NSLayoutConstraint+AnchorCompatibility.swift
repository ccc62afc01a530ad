extension NSLayoutConstraint {
  /// A constraint between positions on different axes (`left == top`, `bottom == centerX`).
  ///
  /// UIKit creates and activates such a constraint without complaint — SnapKit's own iOS suite
  /// counts `left == top` among a view's installed constraints, and an Open Radar (24259140) reports
  /// that nothing is logged when one is made — and raises `NSInvalidLayoutConstraintException` with
  /// this message when the layout engine meets it. Linux cannot raise there, so the engine logs the
  /// message once and leaves the constraint out of the solve.
  var incompatibleAnchorsError: NSLayoutConstraintError? {
    guard secondItem != nil, secondAttribute != .notAnAttribute, !firstAttribute.isSize, !secondAttribute.isSize,
      firstAttribute.isHorizontal != secondAttribute.isHorizontal
    else { return nil }
    return .incompatibleAnchors("Constraint improperly relates anchors of incompatible types: \(self)")
  }
}
