import AdaptiveKit
import Foundation
import Testing

// Each test styles its own classes: proxies are global, as in UIKit.
@MainActor private final class BadgeLabel: UILabel {}
@MainActor private final class WarningBadgeLabel: UILabel {}
@MainActor private class Card: UIView {}
@MainActor private final class Panel: UIView {}
@MainActor private final class InnerBox: UIView {}
@MainActor private final class OuterBox: UIView {}
@MainActor private final class Chip: UIView {}
@MainActor private final class Pill: UIView {}
@MainActor private final class Tag: UIView {}
@MainActor private final class Ribbon: UIView {}
@MainActor private final class Stamp: UIView {}
@MainActor private final class Seal: UIView {}
@MainActor private final class SettingsController: UIViewController {}
@MainActor private final class Marker: UIView {}
@MainActor private class Token: UIView {}
@MainActor private final class SpecialToken: Token {}

@MainActor
@Suite("Appearance proxies: when they apply and which one wins")
struct AppearanceProxyTests {
  /// A visible window on an iPhone 8 (portrait: wC hR; landscape: wC hC) with an empty root view.
  func makeWindow() throws -> (Simulator, UIView) {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let root = UIViewController()
    simulator.window.rootViewController = root
    simulator.window.makeKeyAndVisible()
    return (simulator, root.view)
  }

  @Test("Values apply when a view enters a window; later proxy changes wait for a re-add")
  func appliedOnEnteringWindow() throws {
    let (simulator, root) = try makeWindow()
    defer { withExtendedLifetime(simulator) {} }
    BadgeLabel.appearance().textColor = .systemRed
    let label = BadgeLabel()
    #expect(label.textColor == .label)
    root.addSubview(label)
    #expect(label.textColor == .systemRed)
    BadgeLabel.appearance().textColor = .systemGreen
    #expect(label.textColor == .systemRed)
    label.removeFromSuperview()
    root.addSubview(label)
    #expect(label.textColor == .systemGreen)
    #expect(BadgeLabel.appearance().textColor == .systemGreen)
  }

  @Test("A value set directly on the view wins over every proxy, before or after entering the window")
  func explicitValueWins() throws {
    let (simulator, root) = try makeWindow()
    defer { withExtendedLifetime(simulator) {} }
    WarningBadgeLabel.appearance().textColor = .systemRed
    WarningBadgeLabel.appearance().font = UIFont.systemFont(ofSize: 30)
    let early = WarningBadgeLabel()
    early.textColor = .systemBlue
    root.addSubview(early)
    #expect(early.textColor == .systemBlue)
    #expect(early.font.pointSize == 30)
    let late = WarningBadgeLabel()
    root.addSubview(late)
    late.textColor = .systemYellow
    late.removeFromSuperview()
    root.addSubview(late)
    #expect(late.textColor == .systemYellow)
  }

  @Test("A subclass's proxy beats its superclass's, whatever the order of setting")
  func subclassWins() throws {
    let (simulator, root) = try makeWindow()
    defer { withExtendedLifetime(simulator) {} }
    SpecialToken.appearance().backgroundColor = .systemPink
    Token.appearance().backgroundColor = .systemTeal
    let special = SpecialToken()
    let plain = Token()
    root.addSubview(special)
    root.addSubview(plain)
    #expect(special.backgroundColor == .systemPink)
    #expect(plain.backgroundColor == .systemTeal)
  }

  @Test("Containment beats the plain proxy; the chain lists the innermost container first")
  func containment() throws {
    let (simulator, root) = try makeWindow()
    defer { withExtendedLifetime(simulator) {} }
    Chip.appearance().backgroundColor = .systemGray
    Chip.appearance(whenContainedInInstancesOf: [InnerBox.self, OuterBox.self]).backgroundColor = .systemOrange
    let outer = OuterBox()
    let inner = InnerBox()
    let chip = Chip()
    outer.addSubview(inner)
    inner.addSubview(chip)
    root.addSubview(outer)
    #expect(chip.backgroundColor == .systemOrange)

    // Reversed nesting does not match the chain.
    let outer2 = InnerBox()
    let inner2 = OuterBox()
    let chip2 = Chip()
    outer2.addSubview(inner2)
    inner2.addSubview(chip2)
    root.addSubview(outer2)
    #expect(chip2.backgroundColor == .systemGray)
  }

  @Test("The chain whose outermost container is nearest the window wins; then the longer chain")
  func outermostContainerWins() throws {
    let (simulator, root) = try makeWindow()
    defer { withExtendedLifetime(simulator) {} }
    Pill.appearance(whenContainedInInstancesOf: [InnerBox.self]).backgroundColor = .systemRed
    Pill.appearance(whenContainedInInstancesOf: [OuterBox.self]).backgroundColor = .systemBlue
    let outer = OuterBox()
    let inner = InnerBox()
    let pill = Pill()
    outer.addSubview(inner)
    inner.addSubview(pill)
    root.addSubview(outer)
    #expect(pill.backgroundColor == .systemBlue)

    Tag.appearance(whenContainedInInstancesOf: [OuterBox.self]).backgroundColor = .systemRed
    Tag.appearance(whenContainedInInstancesOf: [InnerBox.self, OuterBox.self]).backgroundColor = .systemGreen
    Tag.appearance(whenContainedInInstancesOf: [OuterBox.self]).backgroundColor = .systemPurple
    let tag = Tag()
    inner.addSubview(tag)
    #expect(tag.backgroundColor == .systemGreen)
  }

  @Test("View controllers are containers too")
  func controllerContainment() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    Marker.appearance(whenContainedInInstancesOf: [SettingsController.self]).tintColor = .systemMint
    let settings = SettingsController()
    let marker = Marker()
    settings.view.addSubview(marker)
    simulator.window.rootViewController = settings
    simulator.window.makeKeyAndVisible()
    #expect(marker.tintColor == .systemMint)
    let elsewhere = Marker()
    simulator.window.addSubview(elsewhere)
    #expect(elsewhere.tintColor == .systemBlue)
  }

  @Test("Trait proxies: ignored when traits differ, beat the plain proxy, the more specific wins")
  func traitPrecedence() throws {
    let (simulator, root) = try makeWindow()
    defer { withExtendedLifetime(simulator) {} }
    Ribbon.appearance(for: UITraitCollection(horizontalSizeClass: .compact)).backgroundColor = .systemRed
    Ribbon.appearance().backgroundColor = .systemGray
    Ribbon.appearance(for: UITraitCollection(horizontalSizeClass: .regular)).backgroundColor = .systemBlue
    Stamp.appearance(for: UITraitCollection(horizontalSizeClass: .compact)).backgroundColor = .systemRed
    Stamp.appearance(for: UITraitCollection { $0.horizontalSizeClass = .compact; $0.verticalSizeClass = .regular })
      .backgroundColor = .systemGreen
    Stamp.appearance(for: UITraitCollection(horizontalSizeClass: .compact)).backgroundColor = .systemOrange
    let ribbon = Ribbon()
    let stamp = Stamp()
    root.addSubview(ribbon)
    root.addSubview(stamp)
    #expect(ribbon.backgroundColor == .systemRed)
    #expect(stamp.backgroundColor == .systemGreen)
  }

  @Test("Among equal proxies the later setting wins; containment outranks traits")
  func laterSettingAndContainmentFirst() throws {
    let (simulator, root) = try makeWindow()
    defer { withExtendedLifetime(simulator) {} }
    Seal.appearance(for: UITraitCollection(verticalSizeClass: .regular)).backgroundColor = .systemRed
    Seal.appearance(for: UITraitCollection(horizontalSizeClass: .compact)).backgroundColor = .systemBlue
    let seal = Seal()
    root.addSubview(seal)
    #expect(seal.backgroundColor == .systemBlue)
    Seal.appearance(whenContainedInInstancesOf: [Panel.self]).backgroundColor = .systemBrown
    let panel = Panel()
    let boxed = Seal()
    panel.addSubview(boxed)
    root.addSubview(panel)
    #expect(boxed.backgroundColor == .systemBrown)
  }

  @Test("A rotation that changes which trait proxies match re-applies them")
  func reappliedOnTraitChange() throws {
    let (simulator, root) = try makeWindow()
    Card.appearance(for: UITraitCollection(verticalSizeClass: .regular)).backgroundColor = .systemIndigo
    Card.appearance(for: UITraitCollection(verticalSizeClass: .compact)).backgroundColor = .systemCyan
    let card = Card()
    let pinned = Card()
    pinned.backgroundColor = .white
    root.addSubview(card)
    root.addSubview(pinned)
    #expect(card.backgroundColor == .systemIndigo)
    simulator.rotate(to: .landscapeLeft)
    #expect(card.backgroundColor == .systemCyan)
    #expect(pinned.backgroundColor == .white)
    simulator.rotate(to: .portrait)
    #expect(card.backgroundColor == .systemIndigo)
  }
}

@MainActor private final class TintProbe: UIView {
  var changes = 0
  override func tintColorDidChange() {
    super.tintColorDidChange()
    changes += 1
  }
}

@MainActor
@Suite("tintColor is inherited down the hierarchy")
struct TintColorTests {
  @Test("A view without its own tint takes its superview's; setting one notifies inheriting subviews")
  func inheritance() {
    let parent = UIView()
    let child = TintProbe()
    let ownTint = TintProbe()
    ownTint.tintColor = .systemRed
    parent.addSubview(child)
    parent.addSubview(ownTint)
    #expect(child.tintColor == .systemBlue)
    parent.tintColor = .systemGreen
    #expect(child.tintColor == .systemGreen)
    #expect(child.changes == 1)
    #expect(ownTint.tintColor == .systemRed)
    #expect(ownTint.changes == 1)
    child.tintColor = nil
    #expect(child.tintColor == .systemGreen)
  }

  @Test("Moving a view that inherits its tint under another tint notifies it; the same tint does not")
  func moveNotifies() {
    let blue = UIView()
    let green = UIView()
    green.tintColor = .systemGreen
    let probe = TintProbe()
    blue.addSubview(probe)
    #expect(probe.changes == 0, "the default blue is what it had")
    green.addSubview(probe)
    #expect(probe.changes == 1)
    let alsoGreen = UIView()
    alsoGreen.tintColor = .systemGreen
    alsoGreen.addSubview(probe)
    #expect(probe.changes == 1)
  }
}

@MainActor private final class BrandNavigationController: UINavigationController {}

@MainActor
@Suite("Bar appearance proxies")
struct BarAppearanceTests {
  @Test("Navigation bars inside a navigation controller class take its bar tint and title attributes")
  func navigationBar() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let styled = UINavigationBar.appearance(whenContainedInInstancesOf: [BrandNavigationController.self])
    styled.barTintColor = .systemIndigo
    // UIKit's `.foregroundColor` key, spelled out: Foundation on Linux does not declare UIKit's keys.
    let foreground = NSAttributedString.Key("NSColor")
    styled.titleTextAttributes = [foreground: UIColor.white]
    #expect(styled.barTintColor == .systemIndigo)
    let navigation = BrandNavigationController(rootViewController: UIViewController())
    simulator.window.rootViewController = navigation
    simulator.window.makeKeyAndVisible()
    #expect(navigation.navigationBar.barTintColor == .systemIndigo)
    #expect(navigation.navigationBar.titleTextAttributes?[foreground] as? UIColor == .white)
    let loose = UINavigationBar()
    loose.barTintColor = .systemRed
    simulator.window.addSubview(loose)
    #expect(loose.barTintColor == .systemRed)
  }
}
