import ArgumentParser
import Foundation

/// The `adaptive` tool: thin commands over AdaptiveKit.
@main
struct AdaptiveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "adaptive",
    abstract: "Render, lint and verify UIKit storyboards on every device, headless.",
    discussion: ExitStatus.helpText,
    subcommands: [
      DemoCommand.self, RenderCommand.self, LintCommand.self, LayoutCommand.self, VerifyCommand.self,
      DevicesCommand.self, ServeCommand.self, DiffCommand.self, PortCommand.self, ConvertCommand.self,
    ],
    defaultSubcommand: DemoCommand.self
  )

  /// Runs the command. A thrown `CommandFailure` is the one way a run ends badly: its diagnostics
  /// are written (`DiagnosticConsole`) and its status is the exit status. Argument parser's usage
  /// errors (its own status is 64) become one such failure with `ExitStatus.usage`; help and other
  /// exits pass through.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let failure as CommandFailure {
      Foundation.exit(DiagnosticConsole.report(failure).rawValue)
    } catch {
      if exitCode(for: error) == .validationFailure {
        Foundation.exit(DiagnosticConsole.report(CLIError.usage(message(for: error))).rawValue)
      }
      exit(withError: error)
    }
  }
}
