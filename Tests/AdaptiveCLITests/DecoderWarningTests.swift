import Foundation
import Testing

@Suite("Every command that decodes shows decoder warnings on stderr, located, and --warnings-as-errors fails the run")
struct DecoderWarningTests {
  /// The outlet to an object the file lacks is a decoder warning (Xcode only warns about it).
  static let outlet = "<outlet property=\"missing\" destination=\"nowhere\" id=\"o1\"/>"

  /// The commands, each with `FILE` and `OUT` standing for the document and an output folder.
  static let commands: [[String]] = [
    ["verify", "--jobs", "1", "FILE"],
    ["verify", "--jobs", "2", "FILE", "CLEAN"],
    ["verify", "--format", "json", "--jobs", "1", "FILE"],
    ["render", "FILE", "--device", "iPhone 15", "--orientation", "portrait", "--format", "svg", "--output", "OUT", "--quiet"],
    ["layout", "FILE"],
    ["lint", "FILE"],
    ["lint", "--format", "json", "FILE"],
  ]

  @Test("The warning is one file:line:column: warning: line on stderr; the run still exits 0", arguments: commands)
  func shown(command: [String]) throws {
    let (workspace, line) = try Self.workspace()
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run(Self.resolve(command, in: workspace))
    #expect(result.status == 0, "\(command): \(result.errors)")
    let warnings = result.errors.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(warnings.count == 1, "\(command): \(result.errors)")
    let expectedPrefix = workspace.path("Warn.storyboard") + ":\(line):"
    #expect(warnings.first?.hasPrefix(expectedPrefix) == true, "\(command): \(result.errors)")
    #expect(warnings.first?.contains("nowhere") == true && warnings.first?.hasSuffix("[ib.dangling-reference]") == true)
    // Off standard output, which holds the report (verify's JSON lists them as values).
    #expect(!result.output.contains(expectedPrefix), "\(command): \(result.output)")
  }

  @Test("--warnings-as-errors exits 1 and says why", arguments: commands)
  func asErrors(command: [String]) throws {
    let (workspace, _) = try Self.workspace()
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run(Self.resolve(command, in: workspace) + ["--warnings-as-errors"])
    #expect(result.status == 1, "\(command): \(result.errors)")
    #expect(result.errors.contains("error: 1 decoder warning(s), which --warnings-as-errors counts as errors"), "\(result.errors)")
  }

  @Test("--warnings-as-errors on a document without warnings exits 0", arguments: commands)
  func cleanStaysClean(command: [String]) throws {
    let (workspace, _) = try Self.workspace()
    defer { workspace.remove() }
    let arguments = Self.resolve(command.map { $0 == "FILE" ? "CLEAN" : $0 }, in: workspace) + ["--warnings-as-errors"]
    let result = try AdaptiveProcess.run(arguments)
    #expect(result.status == 0, "\(command): \(result.errors)")
    #expect(!result.errors.contains("warning:"), "\(result.errors)")
  }

  /// A workspace with Warn.storyboard (the dangling outlet) and Clean.storyboard, and the line the
  /// outlet is on.
  static func workspace() throws -> (LintWorkspace, Int) {
    let text = LintWorkspace.storyboard(connections: outlet)
    let line = try #require(text.components(separatedBy: "\n").firstIndex { $0.contains("destination=\"nowhere\"") }) + 1
    let workspace = try LintWorkspace(["Warn.storyboard": text, "Clean.storyboard": LintWorkspace.storyboard()])
    return (workspace, line)
  }

  static func resolve(_ command: [String], in workspace: LintWorkspace) -> [String] {
    command.map {
      switch $0 {
      case "FILE": workspace.path("Warn.storyboard")
      case "CLEAN": workspace.path("Clean.storyboard")
      case "OUT": workspace.path("out")
      default: $0
      }
    }
  }
}
