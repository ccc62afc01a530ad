import InterfaceBuilder

/// Why a command ends unsuccessfully: the diagnostics that explain it and the exit status. Commands
/// throw it; `AdaptiveCommand.main` alone writes the diagnostics and exits with the status.
struct CommandFailure: Error {
  /// The exit status the run ends with.
  var status: ExitStatus
  /// What to tell the user, in order (may be empty when the report already said it all).
  var diagnostics: [Diagnostic]
}
