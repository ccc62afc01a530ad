import Foundation
import Testing

@testable import Porting

@Suite(
  "SnapKit 5.7.1's sources and tests port with no UIKit import or #selector left",
  .enabled(if: RealCode.runsTests(needing: "SnapKit"), Comment(rawValue: RealCode.skipReason("SnapKit"))))
struct SnapKitPortTests {
  @Test func snapKitPortsInPlaceFromShared() throws {
    let sources = try RealCode.require("SnapKit/Sources")
    let tests = try RealCode.require("SnapKit/Tests/SnapKitTests")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = try SourcePorter(sources: [sources, tests], output: folder.url.appendingPathComponent("Port")).run()
    #expect(report.modules.map(\.swiftFiles) == [37, 1])
    // 37 source files and the test file each import UIKit once; 59 conditions name UIKit or iOS;
    // Debugging.swift overrides `description` in an extension of LayoutConstraint.
    #expect(report.changeCounts == ["import": 38, "platform-condition": 59, "extension-override": 3, "class-description": 1])
    #expect(report.problems.isEmpty)
    #expect(report.modules.allSatisfy { $0.generated.isEmpty })
    for module in ["Sources", "SnapKitTests"] {
      let (files, _) = try SourcePorter.files(in: folder.url.appendingPathComponent("Port/\(module)"))
      for file in files {
        let tokens = try SwiftLexer.tokenize(file.text)
        let significant = tokens.filter { !$0.isTrivia }
        for (index, token) in significant.enumerated() where token.is("import") && index + 1 < significant.count {
          #expect(significant[index + 1].text != "UIKit", "\(module)/\(file.path):\(token.line) still imports UIKit")
        }
        #expect(!tokens.contains { $0.kind == .pound && $0.text == "#selector" }, "\(module)/\(file.path) has a #selector")
        #expect(!file.text.contains("canImport(UIKit)"), "\(module)/\(file.path) still asks for UIKit")
      }
    }
    // The originals are read in place, never written.
    #expect(try String(contentsOf: sources.appendingPathComponent("Debugging.swift"), encoding: .utf8).contains("    override var description"))
  }
}
