import AdaptiveKit
import ArgumentParser
import Foundation
import Rendering

/// `adaptive demo` (and `adaptive` alone): renders the bundled sample storyboard on the standard
/// device matrix into an HTML gallery and prints the path of its index page.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Render the bundled sample storyboard on six devices in both orientations.",
    discussion: ExitStatus.helpText)

  @Option(help: "The folder to write into.")
  var output: String = "adaptive-output"

  @Flag(help: "No summary line.")
  var quiet = false

  @Flag(name: .customLong("device-outline"), help: "Draw the device body around each screen.")
  var deviceOutline = false

  /// The sample storyboard shipped with the tool.
  static var sampleURL: URL? { Bundle.module.url(forResource: "Sample", withExtension: "storyboard") }

  @MainActor
  func run() async throws {
    guard let sample = Self.sampleURL else {
      throw CLIError.usage("the bundled Sample.storyboard is missing from the tool's resources")
    }
    let staging = StagedOutput(destination: URL(fileURLWithPath: output).standardizedFileURL)
    let request = RenderRequest(
      configurations: RenderConfiguration.standardMatrix, format: .html, outputDirectory: staging.folder,
      options: RenderOptions(deviceOutline: deviceOutline))
    let result = DocumentRenderer.render(file: sample, request: request)
    try RenderCommand.finish(
      results: [result], request: request, staging: staging, title: "AdaptiveKit demo", quiet: quiet,
      warningsAsErrors: false)
  }
}
