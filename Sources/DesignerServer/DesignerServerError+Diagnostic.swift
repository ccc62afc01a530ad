import InterfaceBuilder

extension DesignerServerError {
  /// The failure as an error `Diagnostic` for `adaptive serve` to print: a path that cannot be
  /// served is a problem of that path (`path: error: no such file or directory [serve.unusable-path]`),
  /// the others are problems of the command.
  public var diagnostic: Diagnostic {
    switch self {
    case .unusablePath(let path, let reason):
      Diagnostic(ruleID: "serve.unusable-path", severity: .error, message: reason, file: path, line: 0, column: 0)
    case .noDocuments: .command(description, ruleID: "serve.no-documents")
    case .badAddress: .command(description, ruleID: "serve.bad-address")
    }
  }
}
