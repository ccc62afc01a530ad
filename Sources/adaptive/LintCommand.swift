import ArgumentParser
import Foundation
import Lint

/// `adaptive lint`: runs the lint rules over storyboards and xibs and prints the findings.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check storyboards and xibs for layout, navigation, resource and launch-screen problems.",
    discussion: """
      Exit status: 0 when no errors were found, 1 when there are errors (or warnings with --strict), \
      2 when a path, the configuration or the arguments cannot be used.
      """)

  @Argument(help: "Storyboards, xibs or folders to search for them.")
  var paths: [String]

  @Option(name: .long, help: "Output format: xcode, json, sarif or github.")
  var reporter: ReporterKind = .xcode

  @Option(name: .long, help: "A configuration file to use instead of the nearest .adaptive.yml.")
  var config: String?

  @Flag(name: .long, help: "Fail on warnings too.")
  var strict = false

  @MainActor
  func run() async throws {
    var configuration: Configuration?
    if let config {
      do {
        configuration = try Configuration(contentsOf: URL(fileURLWithPath: config))
      } catch {
        throw CLIError.usage(error.description)
      }
    }
    var linter = Linter(configuration: configuration)
    let report: LintReport
    do {
      report = try linter.lint(paths: paths)
    } catch {
      throw CLIError.usage(error.description)
    }
    FileHandle.standardOutput.write(Data(try reporter.reporter.render(report).utf8))
    if reporter == .xcode {
      let summary =
        "\(report.filesLinted) file(s) linted: \(report.count(of: .error)) error(s), \(report.count(of: .warning)) warning(s)"
      FileHandle.standardError.write(Data((summary + "\n").utf8))
    }
    if report.fails(strict: strict) { throw ExitCode(1) }
  }
}

extension ReporterKind: ExpressibleByArgument {}
