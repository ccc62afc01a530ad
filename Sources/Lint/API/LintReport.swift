import InterfaceBuilder

/// What a lint run found: the findings of every file, in the order the files were linted.
public struct LintReport: Hashable, Sendable, Codable {
  /// How many files were linted (including files that could not be decoded).
  public var filesLinted: Int
  /// Every finding, by file in the order linted, then by line and column.
  public var findings: [Diagnostic]
  /// Warnings the decoder gave (an outlet to a missing object, an unknown element), as findings
  /// whose rule id is the decoder's (`ib.…`); kept apart because no rule or configuration owns them.
  public var decoderWarnings: [Diagnostic]

  /// Creates a report.
  public init(filesLinted: Int = 0, findings: [Diagnostic] = [], decoderWarnings: [Diagnostic] = []) {
    self.filesLinted = filesLinted
    self.findings = findings
    self.decoderWarnings = decoderWarnings
  }

  /// The number of findings at `severity`.
  public func count(of severity: Diagnostic.Severity) -> Int { findings.filter { $0.severity == severity }.count }

  /// Findings per rule id, sorted by id.
  public var countsByRule: [(ruleID: String, count: Int)] {
    Dictionary(grouping: findings, by: \.ruleID).map { ($0.key, $0.value.count) }.sorted { $0.ruleID < $1.ruleID }
  }

  /// Whether the run fails: any error, or any warning when `strict`.
  public func fails(strict: Bool) -> Bool {
    findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
  }
}
