/// An installation decision written in a variation's mask.
public enum IBMaskState: Hashable, Sendable {
  /// `<include reference=…/>`: installed in this configuration.
  case included
  /// `<exclude reference=…/>`: not installed in this configuration.
  case excluded
}
