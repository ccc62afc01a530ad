import Foundation
import Testing

@Suite("A document that does not decode is one Xcode-style diagnostic line, whichever command read it")
struct UndecodableDocumentTests {
  /// The commands, with `FILE` and `OUT` standing for the broken document and an output folder.
  static let commands: [[String]] = [
    ["layout", "FILE"],
    ["render", "FILE", "--device", "iPhone 15", "--orientation", "portrait", "--format", "svg", "--output", "OUT", "--quiet"],
    ["verify", "--jobs", "1", "FILE"],
    ["lint", "FILE"],
  ]

  @Test("path:line:column: error: message [ib.rule], and the run exits 1", arguments: commands)
  func oneLine(command: [String]) throws {
    // An element left open: the decoder locates the problem at the end of the file.
    let workspace = try LintWorkspace(["Broken.storyboard": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n"])
    defer { workspace.remove() }
    let arguments = command.map {
      $0 == "FILE" ? workspace.path("Broken.storyboard") : $0 == "OUT" ? workspace.path("out") : $0
    }
    let result = try AdaptiveProcess.run(arguments)
    #expect(result.status == 1, "\(command): \(result.errors)")
    let prefix = workspace.path("Broken.storyboard") + ":"
    let lines = (result.output + "\n" + result.errors).split(separator: "\n").filter {
      $0.hasPrefix(prefix) && $0.contains(": error: ")
    }
    #expect(lines.count == 1, "\(command): \(result.output)\n\(result.errors)")
    let line = try #require(lines.first)
    #expect(line.contains("[ib.") && line.hasSuffix("]"), "\(command): \(line)")
  }
}
