import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UIStoryboard finds, decodes and instantiates storyboards")
struct StoryboardLoadingTests {
  @Test func findsTheStoryboardInAPlainDirectoryBundle() throws {
    StoryboardFixtures.register()
    let storyboard = try UIStoryboard.load(name: "Main", bundle: StoryboardFixtures.bundle)
    #expect(storyboard.name == "Main")
    #expect(storyboard.description == "<UIStoryboard: Main>")
    #expect(UIStoryboard(name: "Main", bundle: StoryboardFixtures.bundle).document.scenes.count == 5)
  }

  @Test func looksInBaseLproj() throws {
    let storyboard = try UIStoryboard.load(name: "Localized", bundle: StoryboardFixtures.bundle)
    #expect(try storyboard.loadInitialViewController()?.title == "Localized")
  }

  @Test func aMissingStoryboardThrowsUIKitsMessage() {
    let bundle = StoryboardFixtures.bundle
    #expect(throws: UIStoryboardError.storyboardNotFound(name: "Nope", bundlePath: bundle.bundlePath)) {
      try UIStoryboard.load(name: "Nope", bundle: bundle)
    }
    let message = UIStoryboardError.storyboardNotFound(name: "Nope", bundlePath: "/app").description
    #expect(message == "Could not find a storyboard named 'Nope' in bundle NSBundle </app>")
  }

  @Test func anUndecodableStoryboardNamesFileAndLine() {
    do {
      _ = try UIStoryboard.load(name: "Corrupt", bundle: StoryboardFixtures.bundle)
      Issue.record("a corrupt storyboard loaded")
    } catch {
      guard case .undecodable(let decoding) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(decoding.description.contains("Corrupt.storyboard:"))
      #expect(decoding.location.line > 1)
    }
  }

  @Test func theInitialControllerIsANewRegisteredInstanceEachTime() throws {
    let storyboard = StoryboardFixtures.main()
    let first = try #require(storyboard.instantiateInitialViewController() as? HomeController)
    let second = try #require(storyboard.instantiateInitialViewController() as? HomeController)
    #expect(first !== second)
    #expect(first.storyboard === storyboard)
    #expect(first.title == "Home Title")
    #expect(first.accentName == "teal")
    #expect(!first.isViewLoaded)
    #expect(first.log == ["awakeFromNib"])
  }

  @Test func instantiatesByIdentifierWithBareAndQualifiedClassNames() {
    let storyboard = StoryboardFixtures.main()
    #expect(storyboard.instantiateViewController(withIdentifier: "Detail") is DetailController)
    #expect(storyboard.instantiateViewController(withIdentifier: "Child") is ChildController)
  }

  @Test func anUnknownIdentifierThrowsUIKitsMessage() {
    let storyboard = StoryboardFixtures.main()
    #expect(throws: UIStoryboardError.unknownIdentifier(identifier: "Nope", storyboard: "Main")) {
      try storyboard.loadViewController(withIdentifier: "Nope")
    }
    #expect(
      UIStoryboardError.unknownIdentifier(identifier: "Nope", storyboard: "Main").description
        == "Storyboard (<UIStoryboard: Main>) doesn't contain a view controller with identifier 'Nope'")
  }

  @Test func creatorBlocksReceiveTheCoderOfTheScene() throws {
    let storyboard = StoryboardFixtures.main()
    var seen: [String] = []
    let detail: DetailController = storyboard.instantiateViewController(identifier: "Detail") { coder in
      seen.append(coder.decodeObject(forKey: "storyboardIdentifier") as? String ?? "?")
      return DetailController(coder: coder)
    }
    #expect(detail.storyboard === storyboard)
    let home = storyboard.instantiateInitialViewController { coder -> HomeController? in
      seen.append((coder as? StoryboardCoder)?.className ?? "?")
      return nil
    }
    #expect(home != nil)
    #expect(seen == ["Detail", "HomeController"])
  }

  @Test func anUnregisteredCustomClassFallsBackToUIKitsClassWithAWarning() throws {
    let storyboard = StoryboardFixtures.main()
    let (controller, messages) = AdaptiveKitLog.shared.capture {
      let controller = storyboard.instantiateViewController(withIdentifier: "Unregistered")
      controller.loadViewIfNeeded()
      return controller
    }
    #expect(type(of: controller) == UIViewController.self)
    let texts = messages.map(\.text)
    #expect(texts.contains { $0.contains("Main.storyboard:") && $0.contains("Unknown class NobodyRegisteredThisController") })
    #expect(texts.contains { $0.contains("key titleLabel") && $0.contains("its custom class is not registered") })
  }

  @Test func storyboardReferencesResolveToTheReferencedScene() throws {
    StoryboardFixtures.register()
    let references = try UIStoryboard.load(name: "References", bundle: StoryboardFixtures.bundle)
    #expect(try references.loadInitialViewController() is DetailController)
    #expect(try references.loadViewController(withIdentifier: "MainReference") is HomeController)
    #expect(throws: UIStoryboardError.storyboardNotFound(name: "NoSuchStoryboard", bundlePath: StoryboardFixtures.bundle.bundlePath)) {
      try references.loadViewController(withIdentifier: "MissingReference")
    }
  }
}
