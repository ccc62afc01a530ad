import Foundation
import Testing

@Suite("adaptive lint takes --format like every other command, and still --reporter")
struct LintFormatOptionTests {
  static func workspace() throws -> LintWorkspace {
    try LintWorkspace([
      "Legacy.storyboard": LintWorkspace.storyboard(connections: "<segue destination=\"b\" kind=\"push\" id=\"s9\"/>")
    ])
  }

  @Test("--format and the hidden --reporter print the same report", arguments: ["json", "sarif", "github", "xcode"])
  func sameReport(format: String) throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let byFormat = try AdaptiveProcess.run(["lint", "--format", format, workspace.path("Legacy.storyboard")])
    let byReporter = try AdaptiveProcess.run(["lint", "--reporter", format, workspace.path("Legacy.storyboard")])
    #expect(byFormat.status == 0, "\(byFormat.errors)")
    #expect(byReporter.status == 0, "\(byReporter.errors)")
    #expect(!byFormat.output.isEmpty)
    #expect(byFormat.output == byReporter.output)
  }

  @Test("--format json is JSON; --help names --format and not --reporter")
  func jsonAndHelp() throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let json = try AdaptiveProcess.run(["lint", "--format", "json", workspace.path("Legacy.storyboard")])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect(object?["files"] as? Int == 1)
    let help = try AdaptiveProcess.run(["lint", "--help"])
    #expect(help.output.contains("--format"))
    #expect(!help.output.contains("--reporter"))
    #expect(help.output.contains("Exit status: 0 clean; 1 findings"))
  }

  @Test("--format and --reporter that disagree, or an unknown format, exit 2")
  func conflicts() throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let both = try AdaptiveProcess.run(["lint", "--format", "json", "--reporter", "sarif", workspace.path("Legacy.storyboard")])
    #expect(both.status == 2)
    #expect(both.errors.contains("--format json and --reporter sarif disagree"), "\(both.errors)")
    let unknown = try AdaptiveProcess.run(["lint", "--format", "pdf", workspace.path("Legacy.storyboard")])
    #expect(unknown.status == 2)
  }
}
