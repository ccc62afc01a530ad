/// A size class, as in `UIUserInterfaceSizeClass`.
public enum IBSizeClass: String, Hashable, Sendable, CaseIterable {
  /// Any (not specified).
  case unspecified
  /// Compact.
  case compact
  /// Regular.
  case regular
}
