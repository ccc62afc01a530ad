import InterfaceBuilder

extension Diagnostic {
  /// An asset-catalog problem, a whole-file problem (line and column 0): `ruleID` such as
  /// `assets.file-missing`, in `file` (a `Contents.json` or an image), with `hint` as the fix
  /// when there is an obvious one.
  init(ruleID: String, severity: Severity, file: String, message: String, hint: String? = nil) {
    self.init(ruleID: ruleID, severity: severity, message: message, file: file, line: 0, column: 0, fixHint: hint)
  }
}
