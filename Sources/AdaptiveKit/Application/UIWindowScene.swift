/// The scene of a screen: its windows, traits and orientation. Each `UIScreen` has one
/// (`UIScreen.windowScene`), which `UIApplication.shared.connectedScenes` holds for the main screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  private unowned let storedScreen: UIScreen

  init(screen: UIScreen) {
    storedScreen = screen
    super.init(
      session: UISceneSession(
        role: .windowApplication, configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)),
      connectionOptions: ConnectionOptions())
  }

  /// The screen the scene is shown on.
  open var screen: UIScreen { storedScreen }
  /// The scene's windows, in the order they were put on the screen.
  open var windows: [UIWindow] { storedScreen.windows }
  /// The window made key last, if any.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  /// The scene's traits: its screen's.
  open var traitCollection: UITraitCollection { storedScreen.traitCollection }
  /// The interface orientation of the screen.
  open var interfaceOrientation: UIInterfaceOrientation { storedScreen.interfaceOrientation }

  private lazy var storedStatusBarManager = UIStatusBarManager(scene: self)
  /// The scene's status bar.
  open var statusBarManager: UIStatusBarManager? { storedStatusBarManager }

  /// Set while `Simulator.enterBackground()` has sent the app to the background.
  var isInBackground = false

  /// Active while one of its windows is visible, inactive before; background after
  /// `Simulator.enterBackground()` until `Simulator.enterForeground()`.
  open override var activationState: ActivationState {
    if isInBackground { return .background }
    return windows.contains { !$0.isHidden } ? .foregroundActive : .foregroundInactive
  }
}
