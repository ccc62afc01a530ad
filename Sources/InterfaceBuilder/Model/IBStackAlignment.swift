/// A stack view alignment.
public enum IBStackAlignment: String, Hashable, Sendable {
  /// Fill (the default).
  case fill
  /// Leading.
  case leading
  /// Top.
  case top
  /// First baseline.
  case firstBaseline
  /// Center.
  case center
  /// Trailing.
  case trailing
  /// Bottom.
  case bottom
  /// Last baseline.
  case lastBaseline
}
