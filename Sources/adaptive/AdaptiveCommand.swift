import ArgumentParser
import Foundation

/// The `adaptive` tool: thin commands over AdaptiveKit.
@main
struct AdaptiveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "adaptive",
    abstract: "Render, lint and verify UIKit storyboards on every device, headless.",
    subcommands: [
      DemoCommand.self, RenderCommand.self, LintCommand.self, LayoutCommand.self, VerifyCommand.self,
      DevicesCommand.self,
    ],
    defaultSubcommand: DemoCommand.self
  )

  /// Runs the command, turning every usage and I/O problem into one line on standard error and
  /// exit status 2 (argument parser's own usage status is 64); help and other exits pass through.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let failure as CommandFailure {
      FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
      Foundation.exit(2)
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data("error: \(message(for: error))\n".utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
