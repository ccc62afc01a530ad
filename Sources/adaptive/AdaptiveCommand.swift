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

  /// Runs the command; argument parser's usage errors (its own status is 64) become one line on
  /// standard error and `ExitStatus.usage`, like every other usage problem (`CLIError`); help
  /// and other exits pass through.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      if exitCode(for: error) == .validationFailure {
        CLIError.report(message(for: error))
        Foundation.exit(ExitStatus.usage.rawValue)
      }
      exit(withError: error)
    }
  }
}
