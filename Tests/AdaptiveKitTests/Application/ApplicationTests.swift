import AdaptiveKit
import Testing

@MainActor
private final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var launched = false

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launched = true
    return true
  }
}

@MainActor
private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    self.window = window
  }
}

@MainActor
@Suite("UIApplication and scenes: a read-only view of the newest simulator")
struct ApplicationTests {
  @Test("shared reflects the simulator's settings: direction and text size")
  func settings() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    #expect(UIApplication.shared === UIApplication.shared)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    simulator.layoutDirection = .rightToLeft
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    simulator.preferredContentSizeCategory = .extraExtraLarge
    #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
  }

  @Test("Windows, the key window and the state follow the simulator's window")
  func windows() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let app = UIApplication.shared
    #expect(app.windows.contains { $0 === simulator.window })
    #expect(app.keyWindow == nil)
    #expect(app.applicationState == .inactive)
    simulator.window.rootViewController = UIViewController()
    simulator.window.makeKeyAndVisible()
    #expect(app.keyWindow === simulator.window)
    #expect(app.applicationState == .active)
  }

  @Test("One window scene per screen: the simulator's screen, windows and traits")
  func windowScene() throws {
    let simulator = Simulator(device: try #require(Device.named("iPad Air 2")), orientation: .landscapeLeft)
    let scenes = UIApplication.shared.connectedScenes
    #expect(scenes.count == 1)
    let scene = try #require(scenes.first as? UIWindowScene)
    #expect(scene.screen === simulator.screen)
    #expect(scene.interfaceOrientation == .landscapeLeft)
    #expect(scene.traitCollection.userInterfaceIdiom == .pad)
    #expect(simulator.window.windowScene === scene)
    #expect(scene.session.role == .windowApplication)
    #expect(scene.session.scene === scene)
    #expect(UIApplication.shared.openSessions == [scene.session])
    #expect(scene.activationState == .foregroundInactive)
  }

  @Test("A scene delegate written for UIKit makes its window on the scene's screen")
  func sceneDelegate() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let delegate = SceneDelegate()
    let scene = simulator.connect(delegate)
    #expect(UIApplication.shared.connectedScenes.first === scene)
    #expect(scene.delegate === delegate)
    let window = try #require(delegate.window)
    #expect(window.screen === simulator.screen)
    #expect(window.bounds.size == simulator.screen.bounds.size)
    #expect(scene.windows.contains { $0 === window })
    #expect(scene.keyWindow === window)
    #expect(scene.activationState == .foregroundActive)
  }

  @Test("An app delegate's optional members have UIKit's defaults; the app holds it weakly")
  func applicationDelegate() throws {
    _ = Simulator(device: try #require(Device.named("iPhone 8")))
    let app = UIApplication.shared
    let delegate = AppDelegate()
    app.delegate = delegate
    #expect(app.delegate === delegate)
    #expect(app.delegate?.application(app, didFinishLaunchingWithOptions: nil) == true)
    #expect(delegate.launched)
    #expect(app.delegate?.application(app, willFinishLaunchingWithOptions: nil) == true)
    #expect(app.delegate?.application(app, supportedInterfaceOrientationsFor: nil) == .allButUpsideDown)
    let session = try #require(app.openSessions.first)
    #expect(session.configuration.role == .windowApplication)
    #expect(app.next === delegate)
    app.delegate = nil
  }
}
