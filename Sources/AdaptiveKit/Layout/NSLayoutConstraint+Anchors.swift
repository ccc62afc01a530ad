extension NSLayoutConstraint {
  /// The first item's anchor for the first attribute; equal to the view's or guide's own anchor
  /// (`constraint.firstAnchor == view.leadingAnchor`). A constraint made with `init()` and no
  /// items yet has an anchor naming no attribute of the constraint itself.
  public var firstAnchor: NSLayoutAnchor<AnyObject> {
    guard let firstItem else { return NSLayoutAnchor(item: self, attribute: .notAnAttribute) }
    return NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
  }

  /// The second item's anchor for the second attribute; nil for a constant size.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    guard let secondItem, secondAttribute != .notAnAttribute else { return nil }
    return NSLayoutAnchor(item: secondItem, attribute: secondAttribute)
  }
}
