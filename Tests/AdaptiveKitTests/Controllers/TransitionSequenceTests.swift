import AdaptiveKit
import TestSupport
import Testing

/// A container like a navigation controller: N → top controller A → A.view → subview V.
@MainActor
struct RecordedHierarchy {
  let log = CallbackLog()
  let simulator: Simulator
  let container: RecorderViewController
  let top: RecorderViewController
  let subview: RecorderView

  init(_ deviceName: String, _ orientation: UIInterfaceOrientation = .portrait) throws {
    simulator = Simulator(device: try #require(Device.named(deviceName)), orientation: orientation)
    container = RecorderViewController(name: "N", log: log)
    top = RecorderViewController(name: "A", log: log)
    subview = RecorderView(name: "V", log: log)
    container.addChild(top)
    container.view.addSubview(top.view)
    top.didMove(toParent: container)
    top.view.addSubview(subview)
    simulator.window.rootViewController = container
    simulator.window.makeKeyAndVisible()
    log.clear()
  }

  /// The log without layout entries, whose position relative to alongside blocks is unconfirmed.
  var transitionEntries: [String] { log.entries.filter { !$0.contains("Layout") } }
}

@MainActor
@Suite("Rotation and multitasking run UIKit's callback sequence")
struct TransitionSequenceTests {
  @Test("iPhone 8 portrait → landscape: will-transition, size, trait changes, alongside, completion")
  func iPhoneRotation() throws {
    let hierarchy = try RecordedHierarchy("iPhone 8")
    #expect(hierarchy.simulator.rotate(to: .landscapeLeft))
    #expect(hierarchy.transitionEntries == [
      "N.willTransition(to: wC hC)",
      "A.willTransition(to: wC hC)",
      "N.viewWillTransition(to: 667x375)",
      "A.viewWillTransition(to: 667x375)",
      "N.traitCollectionDidChange(previous: wC hR)",
      "A.traitCollectionDidChange(previous: wC hR)",
      "V.traitCollectionDidChange(previous: wC hR)",
      // Blocks run in registration order; the recorder registers after calling super, so the
      // child (reached through super) registers first.
      "A.alongside",
      "N.alongside",
      "A.completion",
      "N.completion",
    ])
    #expect(hierarchy.simulator.window.bounds.size == CGSize(width: 667, height: 375))
    #expect(hierarchy.container.view.frame.size == CGSize(width: 667, height: 375), "the root view autoresizes")
    #expect(UIScreen.main.bounds.size == CGSize(width: 667, height: 375))
  }

  @Test("Layout runs after the trait changes and before the completions")
  func layoutInAnimationPhase() throws {
    let hierarchy = try RecordedHierarchy("iPhone 8")
    hierarchy.simulator.rotate(to: .landscapeLeft)
    let entries = hierarchy.log.entries
    let lastTrait = try #require(entries.lastIndex { $0.contains("traitCollectionDidChange") })
    let firstLayout = try #require(entries.firstIndex { $0.contains("viewWillLayoutSubviews") })
    let firstCompletion = try #require(entries.firstIndex { $0.contains("completion") })
    #expect(lastTrait < firstLayout && firstLayout < firstCompletion)
  }

  @Test("iPhone 8 Plus landscape is regular width, compact height")
  func plusRotation() throws {
    let hierarchy = try RecordedHierarchy("iPhone 8 Plus")
    hierarchy.simulator.rotate(to: .landscapeRight)
    #expect(hierarchy.transitionEntries.first == "N.willTransition(to: wR hC)")
    #expect(SizeClassPair(hierarchy.subview.traitCollection).description == "wR hC")
  }

  @Test("Rotating a full-screen iPad changes only the size: no willTransition, no trait callbacks")
  func iPadRotation() throws {
    let hierarchy = try RecordedHierarchy("iPad Air 2")
    hierarchy.simulator.rotate(to: .landscapeLeft)
    #expect(hierarchy.transitionEntries == [
      "N.viewWillTransition(to: 1024x768)", "A.viewWillTransition(to: 1024x768)",
      "N.alongside", "A.alongside", "N.completion", "A.completion",
    ].filter { !$0.contains("alongside") && !$0.contains("completion") })
  }

  @Test("iPad full screen → 2/3 Split View keeps regular width: size callbacks only")
  func twoThirdsResize() throws {
    let hierarchy = try RecordedHierarchy("iPad Air 2", .landscapeLeft)
    #expect(hierarchy.simulator.resizeWindow(to: .splitTwoThirds))
    #expect(hierarchy.transitionEntries == ["N.viewWillTransition(to: 694x768)", "A.viewWillTransition(to: 694x768)"])
    #expect(hierarchy.top.traitCollection.horizontalSizeClass == .regular)
  }

  @Test("iPad 2/3 → 1/2 Split View becomes compact width: the full sequence")
  func halfResize() throws {
    let hierarchy = try RecordedHierarchy("iPad Air 2", .landscapeLeft)
    hierarchy.simulator.resizeWindow(to: .splitTwoThirds)
    hierarchy.log.clear()
    hierarchy.simulator.resizeWindow(to: .splitHalf)
    #expect(hierarchy.transitionEntries == [
      "N.willTransition(to: wC hR)", "A.willTransition(to: wC hR)",
      "N.viewWillTransition(to: 507x768)", "A.viewWillTransition(to: 507x768)",
      "N.traitCollectionDidChange(previous: wR hR)", "A.traitCollectionDidChange(previous: wR hR)",
      "V.traitCollectionDidChange(previous: wR hR)",
      "A.alongside", "N.alongside", "A.completion", "N.completion",
    ])
    #expect(hierarchy.simulator.window.bounds.width == 507)
  }

  @Test("Slide Over and 1/3 widths are compact width, regular height", arguments: [
    MultitaskingWindow.Mode.slideOver, .splitOneThird,
  ])
  func narrowWidths(mode: MultitaskingWindow.Mode) throws {
    let hierarchy = try RecordedHierarchy("iPad Air 2", .portrait)
    hierarchy.simulator.resizeWindow(to: mode)
    #expect(SizeClassPair(hierarchy.top.traitCollection).description == "wC hR")
  }

  @Test("A zero or negative window size is refused and the last valid size kept")
  func invalidResize() throws {
    let hierarchy = try RecordedHierarchy("iPad Air 2")
    let (result, messages) = AdaptiveKitLog.shared.capture {
      [hierarchy.simulator.resizeWindow(to: .zero),
       hierarchy.simulator.resizeWindow(to: CGSize(width: -10, height: 300)),
       hierarchy.simulator.resizeWindow(to: CGSize(width: CGFloat.nan, height: 300))]
    }
    #expect(result == [false, false, false])
    #expect(messages.count == 3)
    #expect(hierarchy.simulator.window.bounds.size == CGSize(width: 768, height: 1024))
    #expect(hierarchy.top.view.frame.width.isFinite)
    #expect(hierarchy.simulator.diagnostics.count == 3)
  }

  @Test("Home-indicator iPhones refuse to turn upside down")
  func upsideDownRefused() throws {
    let hierarchy = try RecordedHierarchy("iPhone X")
    let (rotated, _) = AdaptiveKitLog.shared.capture { hierarchy.simulator.rotate(to: .portraitUpsideDown) }
    #expect(!rotated)
    #expect(hierarchy.simulator.orientation == .portrait)
  }

  @Test("The coordinator reports a quarter turn for a rotation and identity for a resize")
  func targetTransform() throws {
    let simulator = Simulator(device: try #require(Device.named("iPad Air 2")))
    final class Probe: UIViewController {
      var transforms: [CGAffineTransform] = []
      override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transforms.append(coordinator.targetTransform)
      }
    }
    let probe = Probe()
    simulator.window.rootViewController = probe
    simulator.window.makeKeyAndVisible()
    simulator.rotate(to: .landscapeLeft)
    simulator.resizeWindow(to: .splitTwoThirds)
    #expect(probe.transforms.count == 2)
    #expect(abs(abs(atan2(probe.transforms[0].b, probe.transforms[0].a)) - .pi / 2) < 1e-9)
    #expect(probe.transforms[1].isIdentity)
  }
}

/// The Adaptive Photos pattern: a container forces a regular width on its child when wider than 320.
@MainActor
final class TraitOverrideContainer: RecorderViewController {
  var forcedTraits = UITraitCollection()

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    let forced = size.width > 320 ? UITraitCollection(horizontalSizeClass: .regular) : UITraitCollection()
    if forced != forcedTraits, let child = children.first {
      forcedTraits = forced
      setOverrideTraitCollection(forced, forChild: child)
    }
    super.viewWillTransition(to: size, with: coordinator)
  }
}

@MainActor
@Suite("Trait overrides set during a size transition ride on it")
struct OverrideDuringTransitionTests {
  @Test("Overriding in viewWillTransition gives the child willTransition and traitCollectionDidChange in the same transition")
  func adaptivePhotosOverride() throws {
    let log = CallbackLog()
    // A 320-point-wide phone, as in the sample: regular when wider than 320.
    let simulator = Simulator(device: try #require(Device.named("iPhone 5s")))
    let container = TraitOverrideContainer(name: "C", log: log)
    let split = RecorderViewController(name: "S", log: log)
    container.addChild(split)
    container.view.addSubview(split.view)
    split.didMove(toParent: container)
    simulator.window.rootViewController = container
    simulator.window.makeKeyAndVisible()
    log.clear()

    simulator.rotate(to: .landscapeLeft)
    let entries = log.entries.filter { !$0.contains("Layout") }
    #expect(entries.contains("S.willTransition(to: wR hC)"))
    #expect(entries.contains("S.traitCollectionDidChange(previous: wC hR)"))
    let splitWill = try #require(entries.firstIndex(of: "S.willTransition(to: wR hC)"))
    let splitDid = try #require(entries.firstIndex(of: "S.traitCollectionDidChange(previous: wC hR)"))
    let completion = try #require(entries.firstIndex(of: "S.completion"))
    #expect(splitWill < splitDid && splitDid < completion)
    #expect(SizeClassPair(split.traitCollection).description == "wR hC")
    #expect(SizeClassPair(container.traitCollection).description == "wC hC")

    log.clear()
    simulator.rotate(to: .portrait)
    #expect(SizeClassPair(split.traitCollection).description == "wC hR")
  }
}
