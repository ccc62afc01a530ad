import AdaptiveKit
import Foundation
import InterfaceBuilder
import Lint
import Testing

/// Solver conflicts travel as values (`ConstraintConflict`: the broken constraint and the involved
/// ones by object identity) from the layout engine to `layout.unsatisfiable`; nothing reads
/// UIKit's log text back into ids.
@MainActor
@Suite("Solver conflicts reach Lint as typed values, by constraint identity")
struct TypedConflictTests {
  /// A storyboard whose box has one required width of 100 and `wide` required widths of 200.
  static func storyboard(wideIDs: [String]) -> String {
    let widths = ["<constraint firstAttribute=\"width\" constant=\"100\" id=\"w-100\"/>"]
      + wideIDs.map { "<constraint firstAttribute=\"width\" constant=\"200\" id=\"\($0)\"/>" }
    return MarkedDocument.storyboard(
      boxScene(
        boxConstraints: (widths + ["<constraint firstAttribute=\"height\" constant=\"50\" id=\"box-h\"/>"])
          .joined(separator: "\n"),
        rootConstraints: placeBox), initial: "a"
    ).xml
  }

  /// Writes `xml` into a fresh temporary folder and lints it from there, as `adaptive lint` does.
  static func lintWritten(_ xml: String) throws -> [Diagnostic] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typed-conflict-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Conflict.storyboard")
    try Data(xml.utf8).write(to: file)
    var linter = Linter(configuration: Configuration())
    return try linter.lint(paths: [file.path]).findings.filter { $0.ruleID == UnsatisfiableConstraints.metadata.id }
  }

  @Test("The engine reports the broken constraint and both involved ones by identity")
  func engineReportsIdentity() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([narrow, wide])
    let (_, messages) = AdaptiveKitLog.shared.capture { root.layoutIfNeeded() }
    let conflict = try #require(messages.compactMap(\.conflict).first)
    #expect(conflict.broken.constraint == ObjectIdentifier(wide))
    #expect(Set(conflict.involved.compactMap(\.constraint)) == [ObjectIdentifier(narrow), ObjectIdentifier(wide)])
    #expect(conflict.involved.last == conflict.broken)
  }

  @Test("Two conflicting required widths: the finding names both constraint ids")
  func namesBoth() throws {
    let findings = try Self.lintWritten(Self.storyboard(wideIDs: ["w-200"]))
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.objectID == "w-200")
    #expect(Set(finding.notes.compactMap(\.objectID)) == ["w-100", "w-200"])
  }

  /// Two constraints with the same text (`box.width == 200`) are told apart by identity; mapping
  /// the log's descriptions back gave both conflicts the first id and merged them into one.
  @Test("Constraints that print alike are still told apart: one finding per broken constraint")
  func identicalDescriptions() throws {
    let findings = try Self.lintWritten(Self.storyboard(wideIDs: ["w-200a", "w-200b"]))
    #expect(Set(findings.map(\.objectID)) == ["w-200a", "w-200b"], "\(findings.map(\.description))")
    for finding in findings {
      #expect(Set(finding.notes.compactMap(\.objectID)) == ["w-100", finding.objectID ?? ""])
    }
  }
}
