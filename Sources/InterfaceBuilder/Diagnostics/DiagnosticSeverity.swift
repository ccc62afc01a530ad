extension Diagnostic {
  /// How serious a diagnostic is; `error` fails a run, `warning` only when asked (`--strict`,
  /// `--warnings-as-errors`).
  public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// A remark that never fails a run.
    case note
    /// Something worth fixing that does not stop the document from loading or the app from running.
    case warning
    /// A problem that makes the document unusable or breaks layout or navigation at run time.
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
}
