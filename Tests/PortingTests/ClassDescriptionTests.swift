import Testing

@testable import Porting

@Suite("type(of: x).description() is asked of NSObject where the class is one, else spelled qualified")
struct ClassDescriptionTests {
  @Test func metatypeDescriptionsAreRewritten() {
    let ported = port(
      """
      func name(_ object: AnyObject) -> String { type(of: object).description() }
      let owner = type(of: self.item).description() + "!"
      let kept = view.type(of: x).description()
      let text = "type(of: object).description()"
      """)
    let expected = [
      "((type(of: object) as? NSObject.Type)?.description() ?? String(reflecting: type(of: object)))",
      "((type(of: self.item) as? NSObject.Type)?.description() ?? String(reflecting: type(of: self.item)))",
    ]
    #expect(ported.changes(.classDescription).map(\.after) == expected)
    #expect(ported.changes(.classDescription).map(\.line) == [1, 2])
    // A member named `type` and text in strings are not the global function.
    #expect(ported.text().contains("let kept = view.type(of: x).description()"))
    #expect(ported.text().contains(#"let text = "type(of: object).description()""#))
  }

  @Test func expressionsWithCallsAreReportedNotDuplicated() {
    let ported = port("let a = type(of: make()).description()")
    #expect(ported.changes(.classDescription).isEmpty)
    #expect(ported.problems.first?.rule == .classDescription)
    #expect(ported.problems.first?.message.contains("store make() in a constant first") == true)
  }
}
