/// The look of a navigation bar, toolbar or tab bar.
public enum UIBarStyle: Int, Sendable {
  /// Light background, dark content.
  case `default` = 0
  /// Dark background, light content.
  case black = 1
}
