extension NSLayoutConstraint {
  /// UIKit's activation-time check: a constraint between positions on different axes (`left ==
  /// top`, `bottom == centerX`) can be created, but adding it to the engine raises
  /// `NSInvalidLayoutConstraintException` with this message.
  var incompatibleAnchorsError: NSLayoutConstraintError? {
    guard secondItem != nil, secondAttribute != .notAnAttribute, !firstAttribute.isSize, !secondAttribute.isSize,
      firstAttribute.isHorizontal != secondAttribute.isHorizontal
    else { return nil }
    return .incompatibleAnchors("Constraint improperly relates anchors of incompatible types: \(self)")
  }
}
