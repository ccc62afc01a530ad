import InterfaceBuilder
import Testing

@Suite("Diagnostics sort in reading order, never in the order they were found")
struct DiagnosticOrderingTests {
  static func make(
    _ file: String, _ line: Int, _ column: Int, _ rule: String = "r", _ severity: Diagnostic.Severity = .warning,
    _ message: String = "m"
  ) -> Diagnostic {
    Diagnostic(ruleID: rule, severity: severity, message: message, file: file, line: line, column: column)
  }

  @Test("By file, then line, then column")
  func position() {
    let sorted = [Self.make("B", 1, 1), Self.make("A", 9, 1), Self.make("A", 2, 7), Self.make("A", 2, 3)]
    #expect(sorted.sorted().map { "\($0.file):\($0.line):\($0.column)" } == ["A:2:3", "A:2:7", "A:9:1", "B:1:1"])
  }

  @Test("At one place: by rule id, then errors before warnings, then by message")
  func samePlace() {
    let found = [
      Self.make("A", 1, 1, "z", .error), Self.make("A", 1, 1, "a", .warning, "n"),
      Self.make("A", 1, 1, "a", .error, "n"), Self.make("A", 1, 1, "a", .warning, "b"),
    ]
    let order = found.sorted().map { "\($0.ruleID) \($0.severity.rawValue) \($0.message)" }
    #expect(order == ["a error n", "a warning b", "a warning n", "z error m"])
    #expect(found.reversed().sorted() == found.sorted())
  }

  @Test("Severities order note < warning < error")
  func severities() {
    #expect(Diagnostic.Severity.allCases.sorted() == [.note, .warning, .error])
  }
}
