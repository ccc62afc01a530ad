import Foundation

/// The problem sentences of the Visual Format Language, worded as UIKit's exceptions word them;
/// the last few cover inputs UIKit does not diagnose (it crashes or misbehaves instead).
enum VisualFormatMessage {
  // The whole string.
  static let emptyString = "It's an empty string."
  static let nonASCII = "It contains non-ASCII characters."

  // Syntax.
  static let colonAfterH = "Expected ':' after 'H' to specify horizontal arrangement"
  static let colonAfterV = "Expected ':' after 'V' to specify vertical arrangement"
  static let connectionAfterBar = "Expected a connection after the '|' character"
  static let viewOrBar = "Expected a view or '|'"
  static let endOfFormat = "Expected the end of the format string"
  static let view = "Expected a view"
  static let viewName =
    "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
  static let ranOutInView = "Unexpectedly ran out of character fodder in the middle of parsing a view"
  static let bracketAfterThickness = "Expected ']' after specifying thickness."
  static let thicknessEnd = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
  static let closingBracket = "Expected a ']' here. That is how you give the end of a view."
  static let dashBeforeList =
    "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
  static let dash = "Expected a '-' here"
  static let ambiguousMinus =
    "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
  static let closingParenthesis =
    "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
  static let moreInput = "Expected more input"
  static let unknownRelation = "Unknown relation. Must be ==, >=, or <="
  static let numberOrKey = "Expected a number or key from the metrics dictionary, but encountered something else"
  static let numberOrAKey = "Expected a number or a key from the metrics dictionary, but encountered something else"

  // Names, values and options.
  static func notAView(_ name: String) -> String { "\(name) is not a key in the views dictionary." }
  static func unknownMetric(_ name: String) -> String {
    "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
  }
  static let spaceEqualToView =
    "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
  static func priorityTooLow(_ value: Double) -> String {
    "Invalid priority specified: \(printfG(value)). Priority must be greater than 0"
  }
  static func priorityTooHigh(_ value: Double) -> String {
    "Invalid priority specified: \(printfG(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
  }
  static let noSuperview = "Unable to interpret '|' character, because the related view doesn't have a superview"
  static let baselineInHorizontal = "BaselineToBaseline format option not valid for horizontal layout"
  static let horizontalAlignment =
    "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
  static let verticalAlignment =
    "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."

  // AdaptiveKit's own: UIKit has no message for these.
  static func notALayoutItem(_ value: Any) -> String {
    "NSLayoutConstraint for \(type(of: value)): Constraint items must each be a view or layout guide."
  }
  static func metricNotANumber(_ name: String, _ value: Any) -> String {
    "The value of metric \"\(name)\" is a \(type(of: value)), not a number."
  }
  static func nonFiniteConstant(_ value: Double) -> String {
    "Constraint constants must be finite numbers, not \(printfG(value))."
  }

  /// `%g` as printf writes it (`750`, `1e+06`, `0.5`, `nan`, `inf`), which UIKit's messages use.
  static func printfG(_ value: Double) -> String { String(format: "%g", value) }
}
