/// How serious a diagnostic is.
public enum IBDiagnosticSeverity: String, Hashable, Sendable, Comparable {
  /// Informational remark.
  case note
  /// Something unusual that does not stop the document from loading.
  case warning
  /// A problem that makes the document unusable (thrown unless decoding leniently).
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders severities from `note` to `error`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
