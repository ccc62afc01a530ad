/// A constraint relation; absent in the file means `equal`.
public enum IBLayoutRelation: String, Hashable, Sendable {
  /// `lessThanOrEqual`.
  case lessThanOrEqual
  /// Equal (the default, never written).
  case equal
  /// `greaterThanOrEqual`.
  case greaterThanOrEqual
}
