extension UIView {
  /// Whether `updateConstraints()` is due before the next layout.
  public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }
}
