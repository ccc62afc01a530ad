import InterfaceBuilder

// Transitional names (issue 27, item 4): `LaunchScreenValidator` returns `Diagnostic` values whose
// rule id is a `LaunchScreenRestriction`'s raw value. The aliases keep code written against the
// old names compiling; they go once no caller names them.

/// Transitional: a launch-screen violation is a ``InterfaceBuilder/Diagnostic``.
public typealias LaunchScreenDiagnostic = Diagnostic
