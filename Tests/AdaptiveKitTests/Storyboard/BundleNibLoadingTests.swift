import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Bundle.loadNibNamed loads a xib's top-level objects with its owner, or reports a missing nib")
struct BundleNibLoadingTests {
  @Test("The Card nib's objects come back connected to the owner")
  func loads() throws {
    StoryboardFixtures.register()
    let owner = CardOwner()
    let objects = try #require(StoryboardFixtures.bundle.loadNibNamed("Card", owner: owner, options: nil))
    #expect(objects.count == 2)
    #expect(owner.view === objects.first as? UIView)
    #expect(owner.titleLabel?.text == "Card")
  }

  @Test("A missing nib returns nil and reports UIKit's message naming it")
  func missing() {
    let (objects, messages) = AdaptiveKitLog.shared.capture {
      StoryboardFixtures.bundle.loadNibNamed("NoSuchNib", owner: nil)
    }
    #expect(objects == nil)
    #expect(messages.contains { $0.category == .storyboard && $0.text.contains("NoSuchNib") })
  }
}
