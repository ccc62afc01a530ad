import Testing

@testable import Porting

@Suite("#selector becomes the Objective-C selector Swift generates")
struct SelectorTests {
  @Test(arguments: [
    ("refresh", [String](), "refresh"),
    ("tapped", ["_"], "tapped:"),
    ("move", ["_", "_"], "move::"),
    ("handleDrag", ["sender", "for"], "handleDragWithSender:for:"),
    ("present", ["_", "animated", "completion"], "present:animated:completion:"),
    ("init", ["frame"], "initWithFrame:"),
    ("move", ["to"], "moveTo:"),
    ("scroll", ["forEvent"], "scrollForEvent:"),
    ("insertFor", ["row"], "insertForRow:"),
    ("update", ["`default`"], "updateWithDefault:"),
  ])
  func selectorNames(base: String, labels: [String], expected: String) {
    #expect(ObjectiveCSelector.method(base: base, labels: labels) == expected)
  }

  @Test func throwingMethodsGainTheErrorPiece() {
    #expect(ObjectiveCSelector.method(base: "save", labels: [], isThrowing: true) == "saveAndReturnError:")
    #expect(ObjectiveCSelector.method(base: "save", labels: ["_"], isThrowing: true) == "save:error:")
  }

  @Test func selectorExpressionsAreRewritten() {
    let ported = port(
      """
      class Controller {
        func tapped(_ sender: Any) {}
        func handle(gesture: Any, with event: Any) {}
        func reload() throws {}
        @objc(customAction:) func renamed(_ sender: Any) {}
        var title = ""
        func wire(_ button: Button) {
          button.addTarget(self, action: #selector(Controller.tapped(_:)), for: .touchUpInside)
          button.addTarget(self, action: #selector(handle(gesture:with:)), for: .touchUpInside)
          button.addTarget(self, action: #selector(self.tapped), for: .touchUpInside)
          button.addTarget(self, action: #selector(reload), for: .touchUpInside)
          button.addTarget(self, action: #selector(renamed(_:)), for: .touchUpInside)
          let getter = #selector(getter: Controller.title)
          let setter = #selector( setter: title )
          let framework = #selector(UIView.layoutSubviews)
          let literal = "#selector(Controller.tapped(_:))"
        }
      }
      """)
    let selectors = ported.changes(.selector).map(\.after)
    #expect(
      selectors == [
        #"Selector("tapped:")"#, #"Selector("handleWithGesture:with:")"#, #"Selector("tapped:")"#,
        #"Selector("reloadAndReturnError:")"#, #"Selector("customAction:")"#, #"Selector("title")"#,
        #"Selector("setTitle:")"#, #"Selector("layoutSubviews")"#,
      ])
    #expect(ported.text().contains(##"let literal = "#selector(Controller.tapped(_:))""##))
    #expect(ported.changes(.selector).map(\.line) == Array(8...15))
  }

  @Test func ambiguousSelectorsAreReportedAndLeft() {
    let ported = port(
      """
      class A {
        func go(_ x: Int) {}
        func go(to y: Int) {}
        let s = #selector(go)
      }
      """)
    #expect(ported.text().contains("#selector(go)"))
    #expect(ported.problems.map(\.line) == [4])
    #expect(ported.problems.first?.message.contains("several argument lists") == true)
  }

  @Test func keyPathsBecomeTheirStrings() {
    let ported = port(
      """
      let a = #keyPath(CALayer.opacity)
      let b = #keyPath(Person.address.street)
      let c = #keyPath(title)
      let d = "#keyPath(CALayer.opacity)"
      """)
    #expect(ported.changes(.keyPath).map(\.after) == [#""opacity""#, #""address.street""#, #""title""#])
    #expect(ported.text().hasSuffix(##"let d = "#keyPath(CALayer.opacity)""##))
  }
}
