import Foundation
import InterfaceBuilder
import Testing

@Suite("A diagnostic round-trips through JSON in the shape lint's JSON report has always had")
struct DiagnosticCodingTests {
  static func encoded(_ diagnostic: Diagnostic) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(diagnostic), as: UTF8.self)
  }

  @Test("Every field survives encoding and decoding")
  func roundTrip() throws {
    let diagnostic = Diagnostic(
      ruleID: "layout.unsatisfiable", severity: .error, message: "conflict", file: "Main.storyboard", line: 12,
      column: 5, objectID: "box-w2", context: .init(device: "iPhone 8", orientation: "portrait", sizeClass: "wC hR"),
      notes: [.init(line: 10, column: 9, objectID: "box-w", message: "in the conflict")], fixHint: "Remove one.")
    let data = Data(try Self.encoded(diagnostic).utf8)
    #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == diagnostic)
  }

  @Test("Keys are lint's: absent optionals are left out, the severity is its name")
  func keys() throws {
    let diagnostic = Diagnostic(
      ruleID: "ib.dangling-reference", severity: .warning, message: "m", file: "A.xib", line: 3, column: 4)
    #expect(
      try Self.encoded(diagnostic)
        == #"{"column":4,"file":"A.xib","line":3,"message":"m","notes":[],"ruleID":"ib.dangling-reference","severity":"warning"}"#)
  }
}
