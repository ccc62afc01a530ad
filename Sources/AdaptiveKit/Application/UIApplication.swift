/// The running app, as a read-only view of the newest simulator (`UIScreen.main`): its windows,
/// its one window scene, and the user's settings. There is one, `shared`.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The app object.
  public static let shared = UIApplication()

  /// Made once, for `shared`.
  override init() { super.init() }

  /// The app delegate. Held weakly, as UIKit does not retain it either (`UIApplicationMain` does):
  /// keep the delegate alive yourself.
  open weak var delegate: (any UIApplicationDelegate)?

  /// The direction the interface flows in: the simulated device's language direction.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIUserInterfaceLayoutDirection(UIScreen.main.traitCollection.layoutDirection)
  }

  /// The user's text size setting on the simulated device.
  open var preferredContentSizeCategory: UIContentSizeCategory {
    UIScreen.main.traitCollection.preferredContentSizeCategory
  }

  /// The app's windows on the main screen, in the order they were put there.
  open var windows: [UIWindow] { UIScreen.main.windows }

  /// The key window, if one of the windows was made key.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// The connected scenes: the main screen's window scene.
  open var connectedScenes: Set<UIScene> { [UIScreen.main.windowScene] }

  /// The sessions of the connected scenes.
  open var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

  /// Whether the app can show more than one scene at a time: a simulator shows one.
  open var supportsMultipleScenes: Bool { false }

  /// `.active` while a window is visible on the main screen, `.inactive` before that, and
  /// `.background` after `Simulator.enterBackground()`.
  open var applicationState: State {
    switch UIScreen.main.windowScene.activationState {
    case .foregroundActive: .active
    case .background: .background
    case .foregroundInactive, .unattached: .inactive
    }
  }

  /// Whether the app keeps the device from locking while idle. Stored and read back; a simulator
  /// has no display to dim or lock, so it has no other effect here.
  open var isIdleTimerDisabled = false

  /// The URLs opened and the other apps installed (`UIApplication+OpenURL.swift`).
  let openedURLRecord = OpenedURLRecord()

  /// The responder after the app: its delegate when that is a responder.
  open override var next: UIResponder? { delegate as? UIResponder }
}
