import AdaptiveKit
import Testing

@MainActor
@Suite("Layout direction: semantic content attributes resolve as UIKit's class methods say")
struct LayoutDirectionTests {
  @Test("Playback, spatial and forced content ignore the direction; unspecified content follows it")
  func relativeDirection() {
    for direction in UIUserInterfaceLayoutDirection.allCases {
      #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: direction) == direction)
      #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: direction) == .leftToRight)
      #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: direction) == .leftToRight)
      #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: direction) == .leftToRight)
      #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: direction) == .rightToLeft)
    }
  }

  @Test("UIKit's raw values, which archives and bridged code rely on")
  func rawValues() {
    #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
    #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    #expect(UISemanticContentAttribute.unspecified.rawValue == 0)
    #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
  }

  @Test("A view's effective direction is its attribute relative to its traits' direction")
  func effectiveDirection() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.semanticContentAttribute == .unspecified)
    view.traitOverrides.layoutDirection = .rightToLeft
    try #require(view.traitCollection.layoutDirection == .rightToLeft)
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    view.semanticContentAttribute = .playback
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test("Without a second argument the app's direction is the reference: the main screen's setting")
  func applicationReference() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    simulator.layoutDirection = .rightToLeft
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
    simulator.layoutDirection = .leftToRight
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
  }
}
