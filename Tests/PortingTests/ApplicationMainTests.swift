import Testing

@testable import Porting

@Suite("@UIApplicationMain becomes a generated entry point")
struct ApplicationMainTests {
  @Test(arguments: [
    "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}",
    "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}",
  ])
  func theAttributeGoesAndTheEntryPointCallsUIApplicationMain(source: String) throws {
    let ported = port(source)
    #expect(ported.text() == "\nclass AppDelegate: UIResponder, UIApplicationDelegate {}")
    let main = try #require(ported.generatedText(ModulePorter.entryPointFile))
    #expect(main.contains("@main\n@MainActor\nenum AdaptivePortMain {"))
    #expect(main.contains("AdaptivePortRegistrations.registerAll()"))
    #expect(main.contains("UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))"))
    #expect(ported.generatedText(ModulePorter.registrationsFile) != nil)
    #expect(ported.changes(.applicationMain).map(\.line) == [1])
  }

  @Test func mainOnAnythingElseStays() {
    let source = "@main\nstruct Tool { static func main() {} }"
    #expect(port(source).text() == source)
    #expect(port(source).generated.isEmpty)
  }
}
