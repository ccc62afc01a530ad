import AdaptiveKit
import InterfaceBuilder

extension AdaptiveKitLog.Message {
  /// What layout logged while a document's `root` was laid out, as a warning of `file` at the
  /// root's element: the log's category is the rule id (`layout.unsatisfiable`), UIKit's console
  /// text the message.
  func diagnostic(file: String, root: IBView) -> Diagnostic {
    Diagnostic(
      ruleID: category.rawValue, severity: .warning, message: text, file: file, line: root.location.line,
      column: root.location.column, objectID: root.id)
  }
}
