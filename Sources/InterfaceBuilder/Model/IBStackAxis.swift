/// A stack view axis.
public enum IBStackAxis: String, Hashable, Sendable {
  /// Horizontal (the default).
  case horizontal
  /// Vertical.
  case vertical
}
