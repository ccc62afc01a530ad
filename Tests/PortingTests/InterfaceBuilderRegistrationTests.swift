import Testing

@testable import Porting

@Suite("Outlets, inspectables, actions and storyboard classes are registered by generated code")
struct InterfaceBuilderRegistrationTests {
  static let controller = """
    import UIKit

    class ListController: UITableViewController {
      @IBOutlet private weak var titleLabel: UILabel!
      @IBOutlet var rows: [UILabel]!
      @IBAction func save(_ sender: UIBarButtonItem) {}
      @IBAction func cancel() {}
      @IBAction func unwindToList(_ segue: UIStoryboardSegue?) {}
      @IBAction func pick(_ sender: Any, forEvent event: UIEvent) {}
    }

    final class BadgeView: UIView {
      @IBInspectable var cornerRadius: CGFloat = 0
    }

    class DetailController: ListController {}
    class Model {}
    private class HiddenView: UIView {}
    """

  @Test func outletsLoseTheAttributeAndAreRegisteredInTheirFile() {
    let ported = port(Self.controller)
    #expect(ported.text().contains("\n  private weak var titleLabel: UILabel!\n"))
    #expect(ported.text().contains("\n  var rows: [UILabel]!\n"))
    #expect(ported.text().contains(#"KeyValueCoding.register(\ListController.titleLabel, forKey: "titleLabel")"#))
    #expect(ported.text().contains(#"KeyValueCoding.register(\BadgeView.cornerRadius, forKey: "cornerRadius")"#))
    #expect(ported.text().contains("extension ListController {\n  @MainActor static func _adaptivePortRegister_File() {"))
    #expect(ported.changes(.outlet).map(\.line) == [4, 5])
    #expect(ported.changes(.inspectable).map(\.line) == [13])
  }

  @Test func actionsAreRegisteredWithTheirSelectors() {
    let text = port(Self.controller).text()
    #expect(text.contains(#"ActionRegistry.register("save:", on: ListController.self) { target, sender in"#))
    #expect(text.contains("guard let sender = sender as? UIBarButtonItem else { return }"))
    #expect(text.contains(#"ActionRegistry.register("cancel", on: ListController.self) { target, _ in target.cancel() }"#))
    #expect(text.contains(#"target.unwindToList(sender as? UIStoryboardSegue)"#))
    #expect(text.contains("@IBAction func save(_ sender: UIBarButtonItem) {}"))
    // Linux takes @IBAction on one-argument methods only.
    #expect(text.contains("\n  func cancel() {}\n"))
    #expect(text.contains("\n  func pick(_ sender: Any, forEvent event: UIEvent) {}\n"))
  }

  @Test func whatCannotBeRegisteredIsReported() {
    let ported = port(Self.controller)
    #expect(ported.problems.map(\.line) == [9])
    #expect(ported.problems.map(\.rule) == [.action])
  }

  @Test func aPrivateClassIsReportedOnlyWhenADocumentNamesIt() {
    let named = ModulePorter.port(
      PortModule(name: "App", files: [PortSourceFile(path: "File.swift", text: Self.controller)], documentClassNames: ["HiddenView"]))
    #expect(named.problems.map(\.line) == [9, 18])
    #expect(named.problems.last?.rule == .storyboardClass)
    #expect(named.problems.last?.message.contains("HiddenView is private") == true)
  }

  @Test func theModuleRegistersItsControllerAndViewClasses() throws {
    let generated = try #require(port(Self.controller).generatedText(ModulePorter.registrationsFile))
    #expect(
      generated.contains(
        """
            UIStoryboard.register(BadgeView.self, forClassName: "BadgeView")
            UIStoryboard.register(DetailController.self, forClassName: "DetailController")
            UIStoryboard.register(ListController.self, forClassName: "ListController")
            ListController._adaptivePortRegister_File()
            BadgeView._adaptivePortRegister_File()
        """))
    #expect(!generated.contains("Model"))
    #expect(!generated.contains("HiddenView"))
  }

  @Test func aModuleWithNothingToRegisterGetsNoFile() {
    #expect(port("class Model {}\nstruct Point {}").generated.isEmpty)
  }
}
