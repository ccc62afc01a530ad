/// How a label whose text shrinks to fit moves its text vertically, with UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable, CaseIterable {
  /// Keeps the baseline where the full-size text's was (the default).
  case alignBaselines = 0
  /// Centers the shrunk text where the full-size text was.
  case alignCenters = 1
  /// Keeps the text's top where the full-size text's was.
  case none = 2
}
