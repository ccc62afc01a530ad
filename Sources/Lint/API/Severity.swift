/// How serious a finding is; `error` fails `adaptive lint`, `warning` only with `--strict`.
public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  /// A remark that never fails a run.
  case note
  /// A problem worth fixing that does not break the app.
  case warning
  /// A problem that breaks layout or navigation at run time.
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
