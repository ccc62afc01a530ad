extension Diagnostic: Comparable {
  /// Reading order: by file, then line and column, then rule id; at one place the more serious
  /// first, then by message and object id, so sorting never depends on the order found.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if (lhs.line, lhs.column) != (rhs.line, rhs.column) { return (lhs.line, lhs.column) < (rhs.line, rhs.column) }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
    if lhs.message != rhs.message { return lhs.message < rhs.message }
    return (lhs.objectID ?? "") < (rhs.objectID ?? "")
  }
}
