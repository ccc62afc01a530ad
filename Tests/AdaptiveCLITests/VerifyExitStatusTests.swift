import Foundation
import Testing

@Suite("adaptive verify as a CI gate: exit 0 when clean, 1 below --min-agreement or when a file does not decode, 2 for usage errors")
struct VerifyExitStatusTests {
  static let broken = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n</document>\n"

  @Test("Every view agrees: exit 0 even with --min-agreement 1")
  func allAgree() throws {
    let workspace = try LintWorkspace(["Agree.storyboard": VerifyFixture.storyboard(offsets: [0, 0])])
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run(["verify", "--min-agreement", "1", "--jobs", "1", workspace.path("Agree.storyboard")])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("views agree (100.0%)"), "\(result.output)")
    #expect(result.errors.isEmpty, "\(result.errors)")
  }

  @Test("An agreement below --min-agreement exits 1 with a line giving both figures; at or under it, 0")
  func belowThreshold() throws {
    // Two of four boxes are off: with the root, 3 of 5 views agree (60 %), below 0.9, above 0.1.
    let workspace = try LintWorkspace(["Off.storyboard": VerifyFixture.storyboard(offsets: [0, 0, 12, 30])])
    defer { workspace.remove() }
    let strict = try AdaptiveProcess.run(["verify", "--min-agreement", "0.9", "--jobs", "1", workspace.path("Off.storyboard")])
    #expect(strict.status == 1, "\(strict.errors)")
    #expect(strict.errors.contains("error: agreement "), "\(strict.errors)")
    #expect(strict.errors.contains("is below --min-agreement 90.00 %"), "\(strict.errors)")
    let lenient = try AdaptiveProcess.run(["verify", "--min-agreement", "0.1", "--jobs", "1", workspace.path("Off.storyboard")])
    #expect(lenient.status == 0, "\(lenient.errors)")
    let ungated = try AdaptiveProcess.run(["verify", "--jobs", "1", workspace.path("Off.storyboard")])
    #expect(ungated.status == 0, "disagreements alone are not a failure without --min-agreement")
  }

  @Test("A file that does not decode exits 1, in one process and across workers, text and JSON")
  func decodeFailure() throws {
    let workspace = try LintWorkspace([
      "docs/Good.storyboard": VerifyFixture.storyboard(offsets: [0]), "docs/Broken.storyboard": Self.broken,
    ])
    defer { workspace.remove() }
    for arguments in [["--jobs", "1"], ["--jobs", "2"], ["--jobs", "2", "--format", "json"]] {
      let result = try AdaptiveProcess.run(["verify"] + arguments + [workspace.path("docs")])
      #expect(result.status == 1, "\(arguments): \(result.errors)")
      #expect(result.errors.contains("error: 1 of 2 document(s) did not decode"), "\(arguments): \(result.errors)")
    }
    let nothing = try AdaptiveProcess.run(["verify", "--jobs", "1", workspace.path("docs/Broken.storyboard")])
    #expect(nothing.status == 1, "nothing decoding must not pass: \(nothing.errors)")
    #expect(nothing.output.contains("Broken.storyboard:"))
  }

  @Test("Usage errors exit 2 with one error line", arguments: [
    ["verify", "--min-agreement", "1.5", "X.storyboard"],
    ["verify", "--min-agreement", "-0.1", "X.storyboard"],
    ["verify", "--format", "yaml", "X.storyboard"],
    ["verify", "--json", "--format", "text", "X.storyboard"],
    ["verify", "/nonexistent/X.storyboard"],
    ["verify"],
  ])
  func usage(arguments: [String]) throws {
    let workspace = try LintWorkspace(["X.storyboard": VerifyFixture.storyboard(offsets: [0])])
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run(arguments, in: workspace.root)
    #expect(result.status == 2, "\(result.errors)")
    // A path that cannot be read is a diagnostic of that path (`path: error: … [input.not-found]`).
    #expect(result.errors.hasPrefix("error: ") || result.errors.contains(": error: "), "\(result.errors)")
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
  }
}
