import AdaptiveKit

/// A problem layout reported while a scene was drawn (an unsatisfiable or ambiguous layout, a
/// bad constraint), with the document constraints it involves, so two drawings of a scene can tell
/// the same problem from a new one even when a constant in it changed.
public struct LayoutProblem: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is.
  public var category: AdaptiveKitLog.Category
  /// The document ids of the constraints a conflict involves, sorted; empty when the report names
  /// none of the document's (an ambiguity, or a conflict among constraints UIKit made).
  public var constraintIDs: [String]
  /// The report as UIKit prints it.
  public var text: String

  /// As `AdaptiveKitLog.Message` prints it: the category, then UIKit's text.
  public var description: String { "[\(category.rawValue)] \(text)" }

  /// The problem `message` reports, its constraints named by `ids` (runtime identity → document id).
  init(_ message: AdaptiveKitLog.Message, ids: [ObjectIdentifier: String]) {
    category = message.category
    text = message.text
    let members = message.conflict?.involved ?? []
    constraintIDs = Set(members.compactMap { $0.constraint.flatMap { ids[$0] } }).sorted()
  }
}
