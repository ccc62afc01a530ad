import AdaptiveKit
import Foundation
import Testing

/// Records the notifications posted while it is alive.
@MainActor
private final class LifecycleRecorder {
  private(set) var names: [String] = []
  /// The content size category each notification carried, if any.
  private(set) var categories: [UIContentSizeCategory?] = []
  private var tokens: [NSObjectProtocol] = []

  init(_ observed: [Notification.Name]) {
    for name in observed {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          let name = note.name.rawValue
          let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
          MainActor.assumeIsolated {
            self?.names.append(name)
            self?.categories.append(category)
          }
        })
    }
  }

  func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
}

/// A scene delegate recording its lifecycle callbacks.
@MainActor
private final class LifecycleSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var calls: [String] = []
  func sceneWillResignActive(_ scene: UIScene) { calls.append("willResignActive") }
  func sceneDidEnterBackground(_ scene: UIScene) { calls.append("didEnterBackground") }
  func sceneWillEnterForeground(_ scene: UIScene) { calls.append("willEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive") }
}

@MainActor
@Suite("The simulator's app lifecycle posts UIApplication's and UIScene's notifications and moves applicationState")
struct ApplicationLifecycleNotificationTests {
  private let observed = [
    UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
    UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
    UIScene.willConnectNotification, UIScene.didActivateNotification, UIScene.willDeactivateNotification,
    UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
  ]

  @Test("Connecting, backgrounding and foregrounding post in UIKit's order, after each delegate callback")
  func lifecycle() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let recorder = LifecycleRecorder(observed)
    defer { recorder.stop() }
    let delegate = LifecycleSceneDelegate()
    simulator.connect(delegate)
    simulator.window.makeKeyAndVisible()
    #expect(
      recorder.names == [
        "UISceneWillConnectNotification", "UISceneWillEnterForegroundNotification", "UISceneDidActivateNotification",
        "UIApplicationDidBecomeActiveNotification",
      ])
    #expect(UIApplication.shared.applicationState == .active)
    simulator.enterBackground()
    #expect(UIApplication.shared.applicationState == .background)
    #expect(simulator.windowScene.activationState == .background)
    simulator.enterBackground()
    simulator.enterForeground()
    #expect(UIApplication.shared.applicationState == .active)
    #expect(
      Array(recorder.names.dropFirst(4)) == [
        "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
        "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
        "UISceneWillEnterForegroundNotification", "UIApplicationWillEnterForegroundNotification",
        "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
      ])
    #expect(
      delegate.calls == [
        "willEnterForeground", "didBecomeActive", "willResignActive", "didEnterBackground", "willEnterForeground",
        "didBecomeActive",
      ])
  }

  @Test("Changing the text size posts UIContentSizeCategory.didChangeNotification with the new category")
  func contentSizeCategory() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let recorder = LifecycleRecorder([UIContentSizeCategory.didChangeNotification])
    defer { recorder.stop() }
    simulator.preferredContentSizeCategory = .accessibilityLarge
    simulator.preferredContentSizeCategory = .accessibilityLarge
    #expect(recorder.names == ["UIContentSizeCategoryDidChangeNotification"])
    #expect(recorder.categories == [.accessibilityLarge])
    #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityLarge)
  }
}

/// Records what the app sends it.
@MainActor
private final class Inbox: UIView {
  var received: [String] = []
}

@MainActor
@Suite("UIApplication.sendAction sends to a target or up the responder chain; the idle timer setting is kept")
struct ApplicationSendActionTests {
  private static var registered = false
  private static func register() {
    guard !registered else { return }
    registered = true
    ActionRegistry.register("deliver:", on: Inbox.self) { inbox, sender in
      inbox.received.append(sender.map { "\(type(of: $0))" } ?? "nil")
    }
  }

  @Test("An explicit target runs the action; a nil target walks up from a responder sender; unknown actions return false")
  func sendAction() {
    Self.register()
    let inbox = Inbox()
    let button = UIButton(type: .system)
    #expect(UIApplication.shared.sendAction(Selector("deliver:"), to: inbox, from: button, for: nil))
    inbox.addSubview(button)
    #expect(UIApplication.shared.sendAction(Selector("deliver:"), to: nil, from: button, for: UIEvent()))
    #expect(inbox.received == ["UIButton", "UIButton"])
    #expect(!UIApplication.shared.sendAction(Selector("noSuchAction:"), to: nil, from: button, for: nil))
    #expect(!UIApplication.shared.sendAction(Selector("deliver:"), to: UIView(), from: nil, for: nil))
  }

  @Test("isIdleTimerDisabled is stored and read back")
  func idleTimer() {
    let app = UIApplication.shared
    let before = app.isIdleTimerDisabled
    app.isIdleTimerDisabled = !before
    #expect(app.isIdleTimerDisabled == !before)
    app.isIdleTimerDisabled = before
  }
}
