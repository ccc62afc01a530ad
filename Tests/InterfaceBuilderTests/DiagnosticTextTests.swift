import InterfaceBuilder
import Testing

@Suite("A diagnostic prints as the Xcode-style line compilers use")
struct DiagnosticTextTests {
  static let conflict = Diagnostic(
    ruleID: "layout.unsatisfiable", severity: .error, message: "2 constraints cannot all be satisfied",
    file: "Main.storyboard", line: 12, column: 5, objectID: "box-w2",
    notes: [Diagnostic.Note(line: 10, column: 9, objectID: "box-w", message: "in the conflict: box.width == 100")])

  @Test("file:line:column: severity: message [rule], then one note line per note")
  func located() {
    #expect(
      Self.conflict.description == """
        Main.storyboard:12:5: error: 2 constraints cannot all be satisfied [layout.unsatisfiable]
        Main.storyboard:10:9: note: in the conflict: box.width == 100
        """)
  }

  @Test("A whole-file problem (line 0) prints the file alone; an unknown column prints as 1")
  func wholeFile() {
    let whole = Diagnostic(
      ruleID: "render.nothing-to-draw", severity: .warning, message: "nothing to draw", file: "A.xib", line: 0,
      column: 0)
    #expect(whole.description == "A.xib: warning: nothing to draw [render.nothing-to-draw]")
    let lineOnly = Diagnostic(ruleID: "r", severity: .error, message: "m", file: "A.xib", line: 4, column: 0)
    #expect(lineOnly.description == "A.xib:4:1: error: m [r]")
  }

  @Test("A problem of the command itself, with no file, prints as severity: message")
  func command() {
    #expect(Diagnostic.command("unknown device 'iPhone 88'", ruleID: "cli.usage").description == "error: unknown device 'iPhone 88'")
  }

  @Test("A decoder diagnostic moved to the path a command was given prints that path")
  func movedToPath() {
    let path = "/work/App/Main.storyboard"
    let decoded = Diagnostic(
      id: .danglingReference, severity: .warning, file: "Main.storyboard",
      location: IBSourceLocation(line: 7, column: 3, offset: 140), objectID: "o1", message: "destination='nowhere'")
    #expect(decoded.located(in: path).description == "\(path):7:3: warning: destination='nowhere' [ib.dangling-reference]")
    #expect(decoded.id == .danglingReference && decoded.location == IBSourceLocation(line: 7, column: 3))
  }
}
