import AdaptiveKit
import TestSupport
import Testing

@MainActor
@Suite("Traits flow from screen to window to view controllers to views")
struct TraitFlowTests {
  @Test("An iPad's screen, window, root controller, its view and subviews are regular/regular")
  func flowOnIPad() throws {
    let simulator = Simulator(device: try #require(Device.named("iPad Air 2")), orientation: .landscapeLeft)
    let root = UIViewController()
    let subview = UIView()
    root.view.addSubview(subview)
    simulator.window.rootViewController = root
    simulator.window.makeKeyAndVisible()
    for environment in [simulator.screen, simulator.window, root, root.view, subview] as [any UITraitEnvironment] {
      let traits = environment.traitCollection
      #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular, "\(environment)")
      #expect(traits.userInterfaceIdiom == .pad && traits.displayScale == 2, "\(environment)")
      #expect(traits.isFullySpecified)
    }
  }

  @Test("A view or view controller outside any window has unspecified traits")
  func detachedObjectsAreUnspecified() {
    let view = UIView()
    let controller = UIViewController()
    #expect(view.traitCollection == UITraitCollection())
    #expect(controller.traitCollection == UITraitCollection())
    #expect(controller.view.traitCollection == UITraitCollection())
  }

  @Test("A view removed from its window keeps its last traits (unconfirmed, chosen behaviour)")
  func removedViewKeepsTraits() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let view = UIView()
    simulator.window.addSubview(view)
    let traits = view.traitCollection
    view.removeFromSuperview()
    #expect(view.traitCollection == traits)
    #expect(view.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("A child view controller inherits its parent's traits")
  func childInheritsParent() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    simulator.window.rootViewController = parent
    simulator.window.makeKeyAndVisible()
    #expect(child.traitCollection == parent.traitCollection)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("The seed's split-view override: horizontal regular over an iPhone in landscape gives wR hC")
  func overrideCombinesOverParent() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")), orientation: .landscapeLeft)
    let container = UIViewController()
    let split = UIViewController()
    container.addChild(split)
    container.view.addSubview(split.view)
    split.didMove(toParent: container)
    simulator.window.rootViewController = container
    simulator.window.makeKeyAndVisible()
    #expect(SizeClassPair(split.traitCollection).description == "wC hC")

    container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: split)
    #expect(container.overrideTraitCollection(forChild: split) == UITraitCollection(horizontalSizeClass: .regular))
    #expect(split.traitCollection.horizontalSizeClass == .regular)
    #expect(split.traitCollection.verticalSizeClass == .compact)
    #expect(split.view.traitCollection.horizontalSizeClass == .regular)
    #expect(container.traitCollection.horizontalSizeClass == .compact, "the parent is not affected")

    container.setOverrideTraitCollection(nil, forChild: split)
    #expect(split.traitCollection.horizontalSizeClass == .compact)
    #expect(container.overrideTraitCollection(forChild: split) == nil)
  }

  @Test("Overriding traits for a controller that is not a child is ignored and logged")
  func overrideForNonChildIsIgnored() throws {
    _ = Simulator(device: try #require(Device.named("iPhone 8")))
    let container = UIViewController()
    let stranger = UIViewController()
    let (_, messages) = AdaptiveKitLog.shared.capture {
      container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: stranger)
    }
    #expect(container.overrideTraitCollection(forChild: stranger) == nil)
    #expect(messages.contains { $0.category == .containment })
  }

  @Test("traitOverrides on a view change it and its subviews, never its superview")
  func viewTraitOverrides() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let parent = UIView()
    let child = UIView()
    let grandchild = UIView()
    simulator.window.addSubview(parent)
    parent.addSubview(child)
    child.addSubview(grandchild)
    child.traitOverrides.userInterfaceStyle = .dark
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
    #expect(parent.traitCollection.userInterfaceStyle == .light)
    #expect(child.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    child.traitOverrides.remove(UITraitUserInterfaceStyle.self)
    #expect(grandchild.traitCollection.userInterfaceStyle == .light)
    child.overrideUserInterfaceStyle = .dark
    #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("Custom trait overrides flow down like system traits")
  func customTraitOverrides() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let root = UIViewController()
    let label = UIView()
    root.view.addSubview(label)
    simulator.window.rootViewController = root
    simulator.window.makeKeyAndVisible()
    root.traitOverrides[ThemeTrait.self] = .monochrome
    #expect(label.traitCollection[ThemeTrait.self] == .monochrome)
    #expect(simulator.window.traitCollection[ThemeTrait.self] == .standard)
  }

  @Test("registerForTraitChanges runs only when a registered trait changes, with the previous traits")
  func registrations() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let view = UIView()
    simulator.window.addSubview(view)
    var calls: [String] = []
    let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous) in
      calls.append("\(previous.userInterfaceStyle)→\(view.traitCollection.userInterfaceStyle)")
    }
    view.traitOverrides.horizontalSizeClass = .regular
    #expect(calls.isEmpty)
    simulator.userInterfaceStyle = .dark
    #expect(calls == ["Light→Dark"])
    view.unregisterForTraitChanges(registration)
    simulator.userInterfaceStyle = .light
    #expect(calls.count == 1)
  }

  @Test("traitCollectionDidChange gets nil the first time a view enters a window, then the previous collection")
  func firstCallbackGetsNil() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let log = CallbackLog()
    let view = RecorderView(name: "V", log: log)
    simulator.window.addSubview(view)
    #expect(log.entries == ["V.traitCollectionDidChange(previous: nil)"])
    view.traitOverrides.horizontalSizeClass = .regular
    #expect(log.entries.last == "V.traitCollectionDidChange(previous: wC hR)")
  }

  @Test("No traitCollectionDidChange when the traits did not change")
  func noCallbackWithoutChange() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let log = CallbackLog()
    let view = RecorderView(name: "V", log: log)
    simulator.window.addSubview(view)
    log.clear()
    view.traitOverrides.horizontalSizeClass = .compact  // same value as inherited
    view.removeFromSuperview()
    simulator.window.addSubview(view)
    #expect(log.entries.isEmpty)
  }

  @Test("Traits are in place when traitCollectionDidChange runs, and parents hear first")
  func parentsBeforeChildren() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let log = CallbackLog()
    let parent = RecorderView(name: "P", log: log)
    let child = RecorderView(name: "C", log: log)
    parent.addSubview(child)
    simulator.window.addSubview(parent)
    log.clear()
    var seenByParent: UIUserInterfaceSizeClass?
    parent.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _) in
      seenByParent = child.traitCollection.horizontalSizeClass
    }
    parent.traitOverrides.horizontalSizeClass = .regular
    #expect(log.entries == [
      "P.traitCollectionDidChange(previous: wC hR)", "C.traitCollectionDidChange(previous: wC hR)",
    ])
    #expect(seenByParent == .regular)
  }
}
