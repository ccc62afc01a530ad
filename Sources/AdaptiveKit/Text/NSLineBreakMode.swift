import Foundation

/// How text that does not fit is wrapped or truncated, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
  /// Wrap at word boundaries.
  case byWordWrapping = 0
  /// Wrap at any character.
  case byCharWrapping = 1
  /// Cut off what does not fit.
  case byClipping = 2
  /// Replace the start of the line with an ellipsis: "…end".
  case byTruncatingHead = 3
  /// Replace the end of the line with an ellipsis: "start…".
  case byTruncatingTail = 4
  /// Replace the middle of the line with an ellipsis: "sta…end".
  case byTruncatingMiddle = 5

  /// Whether the mode truncates with an ellipsis.
  var truncates: Bool {
    self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
  }
}
