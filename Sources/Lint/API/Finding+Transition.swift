import InterfaceBuilder

// Transitional names (issue 27, item 4): a lint finding is a `Diagnostic`, the one problem value
// every layer shares. The aliases keep code written against Lint's old names compiling; new code
// uses `Diagnostic` and `Diagnostic.Severity`. They go once no caller names them.

/// Transitional: a lint finding is a ``InterfaceBuilder/Diagnostic``.
public typealias Finding = Diagnostic
/// Transitional: a finding's severity is ``InterfaceBuilder/Diagnostic/Severity``.
public typealias Severity = Diagnostic.Severity
