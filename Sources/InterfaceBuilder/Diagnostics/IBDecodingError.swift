/// The error thrown when a file cannot be decoded; it carries every error-severity diagnostic found.
public struct IBDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// All diagnostics found before decoding stopped, errors first.
  public var diagnostics: [Diagnostic]

  /// Creates an error from its diagnostics; the first error-severity one is the primary diagnostic.
  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics.sorted { $0.severity > $1.severity }
  }

  /// The main problem.
  public var primary: Diagnostic {
    diagnostics.first
      ?? Diagnostic(
        id: .malformedXML, severity: .error, file: "", location: .unknown, message: "unknown error")
  }

  /// The error diagnostics only.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  /// The stable id of the primary diagnostic.
  public var id: IBDiagnosticID { primary.id }

  /// The primary location.
  public var location: IBSourceLocation { primary.location }

  /// One compiler-style line per error, `File.storyboard:12:5: error: …`.
  public var description: String {
    let lines = errors.map(\.description)
    return lines.isEmpty ? primary.description : lines.joined(separator: "\n")
  }
}
