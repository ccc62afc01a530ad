import AdaptiveKit
import Testing

/// `UIView.keyboardLayoutGuide` with the keyboard offscreen (AdaptiveKit shows none): content
/// pinned above the guide sits above the bottom safe area, or above the bottom edge without
/// `usesBottomSafeArea`; tracked constraints follow a docked keyboard's edges.
@MainActor
@Suite("The keyboard layout guide lies along the bottom safe area while no keyboard is shown")
struct KeyboardLayoutGuideTests {
  static let gap: CGFloat = 8

  /// A controller whose field sits `gap` above the keyboard guide, shown on `device`.
  private func field(on device: String, usesBottomSafeArea: Bool = true) throws -> (UIViewController, UIView, Simulator) {
    let controller = UIViewController()
    let simulator = Simulator(device: try #require(Device.named(device)))
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    let field = UIView()
    field.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(field)
    let guide = controller.view.keyboardLayoutGuide
    guide.usesBottomSafeArea = usesBottomSafeArea
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      field.heightAnchor.constraint(equalToConstant: 44),
      field.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -Self.gap),
    ])
    simulator.layoutIfNeeded()
    return (controller, field, simulator)
  }

  @Test("One guide per view, owned by it")
  func identity() {
    let view = UIView()
    #expect(view.keyboardLayoutGuide === view.keyboardLayoutGuide)
    #expect(view.keyboardLayoutGuide.owningView === view)
    #expect(!view.keyboardLayoutGuide.followsUndockedKeyboard)
    #expect(view.keyboardLayoutGuide.usesBottomSafeArea)
  }

  @Test("Above the home indicator's inset on a phone that has one, at the bottom edge on one that has not")
  func aboveTheSafeArea() throws {
    let (x, onX, keepX) = try field(on: "iPhone X")
    #expect(onX.frame.maxY == x.view.bounds.height - x.view.safeAreaInsets.bottom - Self.gap)
    #expect(x.view.safeAreaInsets.bottom > 0)
    let (eight, onEight, keepEight) = try field(on: "iPhone 8")
    #expect(onEight.frame.maxY == eight.view.bounds.height - Self.gap)
    _ = (keepX, keepEight)
  }

  @Test("Without usesBottomSafeArea the guide is at the view's bottom edge")
  func withoutSafeArea() throws {
    let (x, onX, keep) = try field(on: "iPhone X", usesBottomSafeArea: false)
    #expect(onX.frame.maxY == x.view.bounds.height - Self.gap)
    _ = keep
  }

  @Test("Tracked constraints: a docked keyboard is near the bottom and away from the top")
  func trackedConstraints() throws {
    let (controller, field, keep) = try field(on: "iPhone 8")
    let guide = controller.view.keyboardLayoutGuide
    // Harmless bounds, so that which ones are active is all that changes.
    let nearBottom = field.topAnchor.constraint(greaterThanOrEqualTo: controller.view.topAnchor, constant: 1)
    let awayFromTop = field.topAnchor.constraint(greaterThanOrEqualTo: controller.view.topAnchor, constant: 2)
    let nearTop = field.topAnchor.constraint(greaterThanOrEqualTo: controller.view.topAnchor, constant: 3)
    guide.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
    guide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
    guide.setConstraints([nearTop], activeWhenNearEdge: .top)
    #expect(nearBottom.isActive)
    #expect(awayFromTop.isActive)
    #expect(!nearTop.isActive)
    #expect(guide.constraints(activeWhenNearEdge: .bottom) == [nearBottom])
    #expect(guide.constraints(activeWhenAwayFrom: .top) == [awayFromTop])
    guide.removeAllTrackedConstraints()
    #expect(!nearBottom.isActive && !awayFromTop.isActive)
    #expect(guide.constraints(activeWhenNearEdge: .bottom).isEmpty)
    _ = keep
  }
}
