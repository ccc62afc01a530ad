import Foundation
import TestSupport
import Testing

/// `adaptive lint --write-baseline` records today's findings; `--baseline` then fails only on new ones.
@Suite("lint --baseline and --write-baseline")
struct LintBaselineCommandTests {
  static let broken = LintWorkspace.storyboard(connections: "<segue destination=\"nowhere\" kind=\"show\" id=\"s9\"/>")

  @Test("Recorded findings pass; a new one fails alone")
  func recordThenCompare() throws {
    let workspace = try LintWorkspace(["App/Legacy.storyboard": Self.broken])
    defer { workspace.remove() }
    let baseline = workspace.path("lint-baseline.json")
    let written = try AdaptiveProcess.run(["lint", "--write-baseline", baseline, workspace.path("App")])
    #expect(written.status == 0, "\(written.errors)")
    #expect(written.errors.contains("1 finding(s) of 1 file(s) recorded in \(baseline)"))
    let text = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(text.contains(#""file" : "App/Legacy.storyboard""#))
    #expect(text.contains(#""rule" : "segue.missing-destination""#))

    let known = try AdaptiveProcess.run(["lint", "--baseline", baseline, workspace.path("App")])
    #expect(known.status == 0, "\(known.output)")
    #expect(known.output.isEmpty)
    #expect(known.errors.contains("0 error(s), 0 warning(s); 1 finding(s) recorded in the baseline not shown"))

    // A second broken segue in the same scene is new: only it is reported, and the run fails.
    let edited = LintWorkspace.storyboard(
      connections: "<segue destination=\"nowhere\" kind=\"show\" id=\"s9\"/>\n<segue destination=\"gone\" kind=\"show\" id=\"s10\"/>")
    try edited.write(toFile: workspace.path("App/Legacy.storyboard"), atomically: true, encoding: .utf8)
    let new = try AdaptiveProcess.run(["lint", "--baseline", baseline, workspace.path("App")])
    #expect(new.status == 1)
    #expect(new.output.contains("'gone'"))
    #expect(!new.output.contains("'nowhere'"))
  }

  @Test("A baseline that cannot be read exits 2 naming it; both options together are refused")
  func badUse() throws {
    let workspace = try LintWorkspace(["A.storyboard": Self.broken, "bad.json": "[1, 2"])
    defer { workspace.remove() }
    let missing = try AdaptiveProcess.run(["lint", "--baseline", workspace.path("none.json"), workspace.path("A.storyboard")])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("error: \(workspace.path("none.json")): cannot read the baseline"))
    let malformed = try AdaptiveProcess.run(["lint", "--baseline", workspace.path("bad.json"), workspace.path("A.storyboard")])
    #expect(malformed.status == 2)
    #expect(malformed.errors.contains("\(workspace.path("bad.json")): not a lint baseline"))
    let both = try AdaptiveProcess.run([
      "lint", "--baseline", workspace.path("bad.json"), "--write-baseline", workspace.path("b.json"), workspace.path("A.storyboard"),
    ])
    #expect(both.status == 2)
    #expect(both.errors.contains("--baseline and --write-baseline go in separate runs"))
  }
}
