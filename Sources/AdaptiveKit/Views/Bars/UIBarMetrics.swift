/// The bar size a legacy background image is for (UIKit's raw values).
public enum UIBarMetrics: Int, Sendable, CaseIterable {
  /// A bar of standard height.
  case `default` = 0
  /// A bar of compact height (a phone in landscape).
  case compact = 1
  /// A bar of standard height showing a prompt.
  case defaultPrompt = 101
  /// A bar of compact height showing a prompt.
  case compactPrompt = 102
}
