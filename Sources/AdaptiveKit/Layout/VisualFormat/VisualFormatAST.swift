/// A parsed visual format string: its elements in source order, each carrying the offsets UIKit
/// reports problems at. Parsing stops at the first syntax error; the elements read up to it (the
/// last one possibly unfinished) are kept so names are checked in UIKit's order before the syntax
/// error is reported.
struct VisualFormatAST: Equatable {
  /// The axis the format lays out along (`H:` or `V:`; horizontal when omitted).
  var axis: NSLayoutConstraint.Axis = .horizontal
  /// The superview bars, connections and views, left to right.
  var elements: [Element] = []
  /// The syntax error that stopped parsing, if any.
  var syntaxError: NSLayoutConstraint.VisualFormatError?

  /// One piece of a format.
  enum Element: Equatable {
    /// A `|`; `end` is the offset just after it.
    case superview(end: Int)
    /// The space between two neighbours.
    case connection(Connection)
    /// A `[name(predicates)]`.
    case view(View)
  }

  /// The space between two neighbours.
  enum Connection: Equatable {
    /// No connection (`[a][b]`): flush, a spacing of 0.
    case flush
    /// A bare `-`: the standard spacing.
    case standard
    /// `-predicate-` or `-(predicates)-`: one constraint per predicate.
    case predicates([Predicate])
  }

  /// A bracketed view with its size predicates.
  struct View: Equatable {
    /// The key into the views dictionary.
    var name: String
    /// The offset just after the name.
    var nameEnd: Int
    /// The width (H) or height (V) predicates.
    var predicates: [Predicate] = []
    /// The offset just after the closing `]`; nil while the view is unfinished.
    var end: Int?
  }

  /// `(relation)?(object)(@priority)?`.
  struct Predicate: Equatable {
    /// The relation; `==` when omitted.
    var relation: NSLayoutConstraint.Relation
    /// A number, a metric or (in a view's predicates) another view.
    var object: Operand
    /// The offset just after the object.
    var objectEnd: Int
    /// The priority; required when nil.
    var priority: Priority?
  }

  /// A priority after `@`.
  struct Priority: Equatable {
    /// A number or a metric.
    var value: Operand
    /// The offset just after the value.
    var end: Int
  }

  /// A number or a name (a metric, or a view in a view's predicates).
  enum Operand: Equatable {
    case number(Double)
    case name(String)
  }
}
