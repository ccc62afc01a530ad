import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Storyboard scenes connect outlets, collections and runtime attributes when the view loads")
struct StoryboardOutletTests {
  @Test func outletsAreConnectedBeforeViewDidLoad() throws {
    let home = try #require(StoryboardFixtures.main().instantiateInitialViewController() as? HomeController)
    #expect(home.label == nil)
    home.loadViewIfNeeded()
    #expect(home.label?.text == "Hello")
    #expect(home.goButton?.currentTitle == "Go")
    #expect(home.log.contains("viewDidLoad(label: Hello)"))
    #expect(home.label.superview === home.view)
  }

  @Test func outletCollectionsKeepDocumentOrder() throws {
    let home = try #require(StoryboardFixtures.main().instantiateInitialViewController() as? HomeController)
    home.loadViewIfNeeded()
    #expect(home.controls.count == 2)
    #expect(home.controls.first === home.goButton)
    #expect((home.controls.last as? UIButton)?.currentTitle == "Show")
  }

  @Test func runtimeAttributesReachUIKitKeysAndKeyPaths() throws {
    let home = try #require(StoryboardFixtures.main().instantiateInitialViewController() as? HomeController)
    home.loadViewIfNeeded()
    #expect(home.label.layer.cornerRadius == 4)
    #expect(home.label.layer.masksToBounds)
    #expect(home.label.tag == 7)
  }

  @Test func customViewsAreCreatedAndTakeRegisteredKeys() throws {
    let child = try #require(StoryboardFixtures.main().instantiateViewController(withIdentifier: "Child") as? ChildController)
    child.loadViewIfNeeded()
    let badge = try #require(child.badge)
    #expect(badge.count == 3)
    #expect(badge.ringColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(badge.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
  }

  @Test func embedSeguesBuildTheChildBeforeViewDidLoad() throws {
    let home = try #require(StoryboardFixtures.main().instantiateInitialViewController() as? HomeController)
    home.loadViewIfNeeded()
    let child = try #require(home.children.first as? ChildController)
    #expect(home.children.count == 1)
    #expect(child.parent === home)
    let container = try #require(child.view.superview)
    #expect(container.bounds.size == CGSize(width: 200, height: 100))
    #expect(child.view.frame == container.bounds)
    #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    let prepare = home.log.firstIndex { $0.hasPrefix("prepare(EmbedChild, ChildController") }
    let didLoad = home.log.firstIndex { $0.hasPrefix("viewDidLoad") }
    #expect(prepare != nil && didLoad != nil && prepare! < didLoad!)
  }

  @Test func anOutletTheRegisteredClassLacksIsReportedWithFileAndLine() throws {
    let storyboard = StoryboardFixtures.main()
    let (_, messages) = AdaptiveKitLog.shared.capture {
      storyboard.instantiateViewController(withIdentifier: "WrongOutlet").loadViewIfNeeded()
    }
    let message = try #require(messages.first { $0.text.contains("renamedOutlet") })
    #expect(message.category == .storyboard)
    #expect(message.text.hasPrefix("Main.storyboard:"))
    #expect(message.text.contains("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key renamedOutlet."))
  }
}

@MainActor
@Suite("Key-value coding sets declared keys by name and rejects others clearly")
struct KeyValueCodingTests {
  @Test func keyPathsReachTheLayer() {
    let view = UIView(frame: .zero)
    view.setValue(6.0, forKeyPath: "layer.cornerRadius")
    view.setValue(true, forKey: "hidden")
    #expect(view.layer.cornerRadius == 6)
    #expect(view.isHidden)
    #expect(view.value(forKey: "hidden") as? Bool == true)
  }

  @Test func unknownKeysAndWrongTypesThrow() {
    let view = UIView(frame: .zero)
    #expect(throws: KeyValueCodingError.unknownKey(object: view.description, key: "nope")) {
      try view.setValidatedValue(1, forKeyPath: "nope")
    }
    #expect(throws: KeyValueCodingError.typeMismatch(object: view.description, key: "tag", valueType: "String")) {
      try view.setValidatedValue("seven", forKeyPath: "tag")
    }
    #expect(throws: KeyValueCodingError.unknownKey(object: "<CALayer>", key: "wobble")) {
      try view.setValidatedValue(1.0, forKeyPath: "layer.wobble")
    }
  }

  @Test func optionalKeysTakeNilAndNumbersConvert() throws {
    let home = try #require(StoryboardFixtures.main().instantiateInitialViewController() as? HomeController)
    home.setValue(nil, forKey: "title")
    #expect(home.title == nil)
    home.setValue(3.0, forKeyPath: "view.tag")
    #expect(home.view.tag == 3)
  }
}
