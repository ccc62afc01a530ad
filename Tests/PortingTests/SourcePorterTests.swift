import Foundation
import Testing

@testable import Porting

@Suite("adaptive port writes a copy beside the originals and never into them")
struct SourcePorterTests {
  @Test func thePortLandsInTheOutputWithItsReportAndTheOriginalsStay() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let original = "import UIKit\nclass A: UIView {}\n"
    try folder.write(original, at: "App/Sources/A.swift")
    try folder.write("<document/>", at: "App/Sources/Base.lproj/Main.storyboard")
    try folder.write("private class Hidden: UIView {}\n", at: "App/Sources/Hidden.swift")
    try folder.write("ignored", at: "App/Sources/.hidden")
    let output = folder.url.appendingPathComponent("Port")
    let report = try SourcePorter(sources: [folder.url.appendingPathComponent("App/Sources")], output: output).run()
    #expect(try folder.read("App/Sources/A.swift") == original)
    #expect(try folder.read("Port/Sources/A.swift").hasPrefix("import AdaptiveKit\nclass A: UIView {}\n"))
    #expect(try folder.read("Port/Sources/Base.lproj/Main.storyboard") == "<document/>")
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/.hidden").path))
    #expect(try folder.read("Port/Sources/\(ModulePorter.registrationsFile)").contains("UIStoryboard.register(A.self"))
    let markdown = try folder.read("Port/\(SourcePorter.reportFile)")
    #expect(markdown.contains("- `Sources/A.swift:1` (import): `UIKit` → `AdaptiveKit`"))
    #expect(report.modules.map(\.swiftFiles) == [2])
    #expect(report.modules.map(\.copiedFiles) == [1])
    #expect(report.changeCounts == ["import": 1, "storyboard-class": 1])
    #expect(report.problems.isEmpty)
  }

  @Test func aPrivateClassTheStoryboardNamesIsReported() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("<scene><view customClass=\"Hidden\"/></scene>", at: "Sources/Main.storyboard")
    try folder.write("private class Hidden: UIView {}\n", at: "Sources/Hidden.swift")
    let report = try SourcePorter(sources: [folder.url.appendingPathComponent("Sources")], output: folder.url.appendingPathComponent("Port")).run()
    #expect(report.problems.map(\.file) == ["Sources/Hidden.swift"])
    #expect(report.problems.map(\.rule) == [.storyboardClass])
  }

  @Test func anOutputInsideTheSourceIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("import UIKit\n", at: "Sources/A.swift")
    let source = folder.url.appendingPathComponent("Sources")
    #expect(throws: PortingError.outputInsideSource(output: source.appendingPathComponent("Port").path, source: source.path)) {
      try SourcePorter(sources: [source], output: source.appendingPathComponent("Port")).run()
    }
    #expect(throws: PortingError.outputInsideSource(output: folder.url.path, source: source.path)) {
      try SourcePorter(sources: [source], output: folder.url, force: true).run()
    }
    #expect(try folder.read("Sources/A.swift") == "import UIKit\n")
  }

  @Test func aNonEmptyOutputNeedsForceAndForceReplacesOnlyAPreviousPort() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("import UIKit\n", at: "Sources/A.swift")
    try folder.write("keep", at: "Other/notes.txt")
    let source = folder.url.appendingPathComponent("Sources")
    let output = folder.url.appendingPathComponent("Port")
    let other = folder.url.appendingPathComponent("Other")
    _ = try SourcePorter(sources: [source], output: output).run()
    try folder.write("old", at: "Port/stale.txt")
    #expect(throws: PortingError.outputNotEmpty(output.path)) { try SourcePorter(sources: [source], output: output).run() }
    #expect(try folder.read("Port/stale.txt") == "old")
    _ = try SourcePorter(sources: [source], output: output, force: true).run()
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("stale.txt").path))
    #expect(try folder.read("Port/Sources/A.swift") == "import AdaptiveKit\n")
    #expect(throws: PortingError.outputNotAPort(other.path)) { try SourcePorter(sources: [source], output: other, force: true).run() }
    #expect(try folder.read("Other/notes.txt") == "keep")
  }

  @Test func missingAndSameNamedSourcesAreRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("", at: "One/Sources/A.swift")
    try folder.write("", at: "Two/Sources/B.swift")
    let output = folder.url.appendingPathComponent("Port")
    let missing = folder.url.appendingPathComponent("Nowhere")
    #expect(throws: PortingError.missingSource(missing.path)) { try SourcePorter(sources: [missing], output: output).run() }
    #expect(throws: PortingError.duplicateSourceName("Sources")) {
      try SourcePorter(
        sources: [folder.url.appendingPathComponent("One/Sources"), folder.url.appendingPathComponent("Two/Sources")], output: output
      ).run()
    }
  }

  @Test func anUnterminatedLiteralIsReportedWithItsLineAndTheFileCopied() throws {
    let ported = port(["Broken.swift": "import UIKit\nlet s = \"open\n"])
    #expect(ported.text("Broken.swift") == "import UIKit\nlet s = \"open\n")
    #expect(ported.problems == [PortProblem(file: "App/Broken.swift", line: 2, rule: .source, message: "unterminated string literal; file copied unchanged")])
  }
}
