/// A stack view distribution.
public enum IBStackDistribution: String, Hashable, Sendable {
  /// Fill (the default).
  case fill
  /// Fill equally.
  case fillEqually
  /// Fill proportionally.
  case fillProportionally
  /// Equal spacing.
  case equalSpacing
  /// Equal centering.
  case equalCentering
}
