import AdaptiveKit
import Foundation
import Testing

/// Counts the trait changes it is sent, by selector.
@MainActor
private final class StyleWatcher {
  var senders: [AnyObject] = []
}

/// A view that handles its own trait changes through an action.
@MainActor
private final class ThemedView: UIView {
  var refreshes = 0
}

@MainActor
private enum TraitActions {
  static let styleChanged = Selector("styleChanged:")
  static let refreshTheme = Selector("refreshTheme")
  private static var registered = false

  static func register() {
    guard !registered else { return }
    registered = true
    ActionRegistry.register("styleChanged:", on: StyleWatcher.self) { watcher, sender in
      if let sender = sender as AnyObject? { watcher.senders.append(sender) }
    }
    ActionRegistry.register("refreshTheme", on: ThemedView.self) { view, _ in view.refreshes += 1 }
  }
}

@MainActor
@Suite("registerForTraitChanges(_:target:action:) sends a registered action when a chosen trait changes")
struct TraitChangeTargetActionTests {
  @Test("The target gets the action with the view as sender, only for the registered traits, until unregistered")
  func targetAction() throws {
    TraitActions.register()
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let view = UIView()
    simulator.window.addSubview(view)
    let watcher = StyleWatcher()
    let registration = view.registerForTraitChanges(
      [UITraitUserInterfaceStyle.self], target: watcher, action: TraitActions.styleChanged)
    view.traitOverrides.horizontalSizeClass = .regular
    #expect(watcher.senders.isEmpty)
    simulator.userInterfaceStyle = .dark
    #expect(watcher.senders.count == 1)
    #expect(watcher.senders.first === view)
    view.unregisterForTraitChanges(registration)
    simulator.userInterfaceStyle = .light
    #expect(watcher.senders.count == 1)
  }

  @Test("Without a target the action goes to the view itself; a controller registers the same way")
  func selfAsTarget() throws {
    TraitActions.register()
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let view = ThemedView()
    simulator.window.addSubview(view)
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: TraitActions.refreshTheme)
    let controller = UIViewController()
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    let watcher = StyleWatcher()
    controller.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: watcher, action: TraitActions.styleChanged)
    simulator.userInterfaceStyle = .dark
    #expect(view.refreshes == 1)
    #expect(watcher.senders.first === controller)
  }

  @Test("A target that does not respond is reported, as UIKit's unrecognized selector would be")
  func unknownAction() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let view = UIView()
    simulator.window.addSubview(view)
    let watcher = StyleWatcher()
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: watcher, action: Selector("nobodyHandlesThis:"))
    let (_, messages) = AdaptiveKitLog.shared.capture { simulator.userInterfaceStyle = .dark }
    #expect(messages.contains { $0.category == .action && $0.text.contains("nobodyHandlesThis:") })
  }
}
