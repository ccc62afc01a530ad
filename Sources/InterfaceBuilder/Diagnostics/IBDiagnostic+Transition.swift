// Transitional names (issue 27, item 4): the decoder's diagnostics are `Diagnostic` values now.
// These aliases keep code written against the old names compiling; new code uses `Diagnostic`.
// They go once no caller names them.

/// Transitional: the decoder's diagnostic is ``Diagnostic``.
public typealias IBDiagnostic = Diagnostic
/// Transitional: a diagnostic's severity is ``Diagnostic/Severity``.
public typealias IBDiagnosticSeverity = Diagnostic.Severity
