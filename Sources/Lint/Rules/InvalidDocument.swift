import InterfaceBuilder

/// Files that cannot be decoded, and decoded files with duplicate object ids or references to ids
/// the file does not contain (which Xcode refuses to compile).
public struct InvalidDocument: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "ib.invalid-document", defaultSeverity: .error,
    summary: "The file is not a readable Interface Builder document, or reuses object ids or refers to missing ones.")

  /// Creates the rule.
  public init() {}

  /// Duplicate ids and dangling references found while decoding (segue destinations are left to
  /// `segue.missing-destination`, which says more about them).
  public func check(_ input: LintInput) -> [Diagnostic] {
    input.document.diagnostics.filter { $0.severity == .error }.compactMap { diagnostic in
      if diagnostic.id == .danglingReference, let id = diagnostic.objectID,
        input.document.object(withID: id)?.segue != nil, diagnostic.message.hasPrefix("destination=")
      {
        return nil
      }
      return finding(
        input, at: diagnostic.location, objectID: diagnostic.objectID, diagnostic.message,
        notes: diagnostic.notes,
        fixHint: diagnostic.id == .duplicateID
          ? "Give each object its own id (re-adding the object in Interface Builder does this)."
          : "Reconnect the reference in Interface Builder, or remove it.")
    }
  }

  /// The finding for a file that does not decode, at the decoder's location.
  public static func finding(for error: IBDecodingError, file: String) -> Diagnostic {
    let primary = error.primary
    return Diagnostic(
      ruleID: metadata.id, severity: metadata.defaultSeverity, message: primary.message, file: file,
      line: max(primary.location.line, 1), column: max(primary.location.column, 1), objectID: primary.objectID,
      notes: primary.notes,
      fixHint: "Open and save the file in Xcode, or restore it from version control.")
  }

  /// The finding for a file that cannot be read at all.
  public static func unreadable(file: String, reason: String) -> Diagnostic {
    Diagnostic(ruleID: metadata.id, severity: metadata.defaultSeverity, message: reason, file: file, line: 1, column: 1)
  }
}
