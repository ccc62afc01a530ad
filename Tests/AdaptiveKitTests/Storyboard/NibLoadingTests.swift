import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UINib instantiates a xib's top-level objects with File's Owner as the owner")
struct NibLoadingTests {
  @Test func topLevelObjectsAreBuiltAndConnectedToTheOwner() throws {
    StoryboardFixtures.register()
    let owner = CardOwner()
    let objects = UINib(nibName: "Card", bundle: StoryboardFixtures.bundle).instantiate(withOwner: owner)
    #expect(objects.count == 2)
    let card = try #require(objects.first as? UIView)
    #expect(owner.view === card)
    #expect(owner.titleLabel?.text == "Card")
    #expect(owner.titleLabel?.superview === card)
    #expect((objects.last as? UILabel)?.text == "Second")
    #expect(card.layer.borderWidth == 1.5)
    let button = try #require(card.subviews.last as? UIButton)
    button.sendActions(for: .touchUpInside)
    #expect(owner.taps == 1)
  }

  @Test func eachInstantiationMakesNewObjects() throws {
    StoryboardFixtures.register()
    let nib = UINib(nibName: "Card", bundle: StoryboardFixtures.bundle)
    let first = try #require(nib.instantiate(withOwner: nil).first as? UIView)
    let second = try #require(nib.instantiate(withOwner: nil).first as? UIView)
    #expect(first !== second)
  }

  @Test func nibsLoadFromData() throws {
    StoryboardFixtures.register()
    let url = try #require(StoryboardFixtures.bundle.resourceURL?.appendingPathComponent("Card.xib"))
    let owner = CardOwner()
    let objects = try UINib(data: Data(contentsOf: url), bundle: nil).loadObjects(withOwner: owner)
    #expect(objects.count == 2)
    #expect(owner.titleLabel?.text == "Card")
  }

  @Test func aMissingNibThrowsUIKitsMessage() {
    let bundle = StoryboardFixtures.bundle
    #expect(throws: UIStoryboardError.nibNotFound(name: "Nope", bundlePath: bundle.bundlePath)) {
      try UINib(nibName: "Nope", bundle: bundle).loadObjects(withOwner: nil)
    }
    #expect(
      UIStoryboardError.nibNotFound(name: "Nope", bundlePath: "/app").description
        == "Could not load NIB in bundle: 'NSBundle </app>' with name 'Nope'")
  }

  @Test func aControllerWithANibNameLoadsItsViewFromTheNib() throws {
    StoryboardFixtures.register()
    let controller = UIViewController(nibName: "Card", bundle: StoryboardFixtures.bundle)
    let (_, messages) = AdaptiveKitLog.shared.capture { controller.loadViewIfNeeded() }
    #expect(controller.view.frame.size == CGSize(width: 300, height: 120))
    #expect(controller.view.subviews.count == 2)
    // UIViewController has no titleLabel: UIKit would raise; AdaptiveKit reports it with the line.
    #expect(messages.contains { $0.text.hasPrefix("Card.xib:") && $0.text.contains("for the key titleLabel") })
  }
}
