import AdaptiveKit
import Testing

@MainActor
@Suite("UIKit releases are read, ordered and printed as iOS names them")
struct UIKitReleaseTests {
  @Test("Versions read with or without the iOS prefix and a minor version", arguments: [
    ("14", UIKitRelease(14)), ("14.5", UIKitRelease(14, 5)), ("iOS 13", .iOS13), ("ios26", .iOS26), (" 7 ", .iOS7),
  ])
  func reads(text: String, release: UIKitRelease) {
    #expect(UIKitRelease(text) == release)
  }

  @Test("Text that is no release, or one before iOS 7, is refused", arguments: ["", "6", "abc", "14.", "14.5.1", "180", "-3", "iOS"])
  func refuses(text: String) {
    #expect(UIKitRelease(text) == nil)
  }

  @Test("Releases order by major, then minor version")
  func orders() {
    #expect(UIKitRelease.iOS12 < UIKitRelease.iOS13)
    #expect(UIKitRelease(14) < UIKitRelease(14, 5))
    #expect(UIKitRelease(14, 5) < UIKitRelease.iOS15)
    #expect(UIKitRelease.named == UIKitRelease.named.sorted())
    #expect(UIKitRelease.named.last == UIKitRelease.newest)
  }

  @Test("A release prints as iOS does")
  func prints() {
    #expect(UIKitRelease.iOS13.description == "iOS 13")
    #expect(UIKitRelease(14, 5).description == "iOS 14.5")
  }

  @Test("A simulator runs iOS 18 unless told otherwise, and views outside a window follow it")
  func simulatorDefault() {
    #expect(UIKitRelease.simulatorDefault == .iOS18)
    #expect(UIView().traitCollection.uiKitRelease == .iOS18)
  }
}
