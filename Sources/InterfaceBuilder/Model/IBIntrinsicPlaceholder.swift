/// A `placeholderIntrinsicWidth`/`Height` value: a number or `infinite` (no intrinsic size).
public enum IBIntrinsicPlaceholder: Hashable, Sendable {
  /// A fixed design-time size in points.
  case value(Double)
  /// `infinite`: no intrinsic size on this axis.
  case none

  /// Parses the attribute text; a size beyond `IBNumberLimits.maximumCoordinate` is read as that bound.
  public init(_ text: String) {
    if let value = Double(text), value.isFinite {
      self = .value(min(max(value, -IBNumberLimits.maximumCoordinate), IBNumberLimits.maximumCoordinate))
    } else {
      self = .none
    }
  }
}
