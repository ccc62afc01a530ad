/// A problem found in an asset catalog: which rule, how serious, which file, and what to do.
public struct AssetCatalogDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: String, Sendable {
    /// The catalog works but something is off (an unknown value, an unused slot).
    case warning
    /// Content is missing or unreadable: a lookup will not find what the catalog promises.
    case error
  }

  /// A stable identifier of the rule, such as `assets.file-missing`.
  public let ruleID: String
  /// How serious the problem is.
  public let severity: Severity
  /// The file the problem is in (a `Contents.json` or an image file).
  public let file: String
  /// What is wrong.
  public let message: String
  /// How to fix it, when there is an obvious fix.
  public let hint: String?

  /// Creates a diagnostic.
  public init(ruleID: String, severity: Severity, file: String, message: String, hint: String? = nil) {
    self.ruleID = ruleID
    self.severity = severity
    self.file = file
    self.message = message
    self.hint = hint
  }

  /// `file: severity: message [rule]`, as compilers print diagnostics.
  public var description: String {
    "\(file): \(severity.rawValue): \(message) [\(ruleID)]" + (hint.map { " (\($0))" } ?? "")
  }
}

/// Why an asset catalog could not be opened at all.
public enum AssetCatalogError: Error, Equatable, CustomStringConvertible {
  /// The path is not a readable folder.
  case notAFolder(path: String)

  public var description: String {
    switch self {
    case .notAFolder(let path): return "\(path): not a readable asset catalog folder"
    }
  }
}
