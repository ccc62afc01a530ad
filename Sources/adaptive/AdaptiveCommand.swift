import ArgumentParser

/// The `adaptive` tool: thin commands over AdaptiveKit.
@main
struct AdaptiveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "adaptive",
    abstract: "Render, lint and verify UIKit storyboards on every device, headless.",
    subcommands: [DemoCommand.self, RenderCommand.self, DevicesCommand.self, VerifyCommand.self],
    defaultSubcommand: DemoCommand.self
  )
}
