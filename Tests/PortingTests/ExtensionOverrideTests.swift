import Testing

@testable import Porting

@Suite("Overrides declared in extensions are forwarded from the class body")
struct ExtensionOverrideTests {
  @Test func aPropertyOverrideKeepsItsBodyAndGainsAForwarder() {
    let ported = port([
      "Constraint.swift": """
      public class LayoutConstraint: NSLayoutConstraint {
        var label: String?
      }
      """,
      "Debugging.swift": """
      public extension LayoutConstraint {
        override var description: String {
          return helper(self)
        }
      }
      private func helper(_ value: AnyObject) -> String { "" }
      """,
    ])
    #expect(ported.text("Debugging.swift").contains("  var _adaptivePortOverride_description: String {\n    return helper(self)"))
    #expect(
      ported.text("Constraint.swift").hasSuffix(
        "  var label: String?\npublic override var description: String { self._adaptivePortOverride_description }; }"))
    // Lines stay where they were.
    #expect(ported.text("Constraint.swift").split(separator: "\n").count == 3)
    #expect(ported.changes(.extensionOverride).map(\.file) == ["App/Constraint.swift", "App/Debugging.swift", "App/Debugging.swift"])
  }

  @Test func methodsForwardTheirArgumentsAndSettersTheirValues() {
    let text = port(
      """
      class Box: UIView {
      }
      extension Box {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
        override func layoutSubviews() { super.layoutSubviews() }
        override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
      }
      """
    ).text()
    #expect(
      text.contains(
        "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { return self._adaptivePortOverride_point(inside: point, with: event) }"
      ))
    #expect(text.contains("override func layoutSubviews() { return self._adaptivePortOverride_layoutSubviews() }"))
    #expect(
      text.contains(
        "override var frame: CGRect { get { self._adaptivePortOverride_frame } set { self._adaptivePortOverride_frame = newValue } }; }"))
    #expect(text.contains("  func _adaptivePortOverride_layoutSubviews() { super.layoutSubviews() }"))
  }

  @Test func forwardersSharingALineWithADeclarationAreSeparated() {
    let text = port("class One: UIView { var x = 1 }\nextension One {\n  override func layoutSubviews() {}\n}").text()
    #expect(
      text.hasPrefix(
        "class One: UIView { var x = 1 ; override func layoutSubviews() { return self._adaptivePortOverride_layoutSubviews() }; }\n"))
  }

  @Test func overridesOfClassesTheSourcesDoNotDeclareAreReported() {
    let source = "extension UIView {\n  override open func layoutSubviews() {}\n}"
    let ported = port(source)
    #expect(ported.text() == source)
    #expect(ported.problems.map(\.line) == [2])
    #expect(ported.problems.first?.rule == .extensionOverride)
  }
}
