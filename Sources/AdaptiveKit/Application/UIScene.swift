/// A piece of the app's interface the system shows: here, one per screen (`UIWindowScene`).
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// The session the scene belongs to.
  public let session: UISceneSession
  /// The scene's delegate; the scene keeps it alive, as in UIKit.
  open var delegate: (any UISceneDelegate)?
  /// A title the system may show for the scene.
  open var title: String! = ""

  /// Creates a scene for a session (UIKit makes scenes; AdaptiveKit makes one per screen).
  public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }

  /// Where the scene is in its lifecycle.
  open var activationState: ActivationState { .unattached }
}

extension UIScene {
  /// A scene's place in its lifecycle.
  public enum ActivationState: Int, Sendable {
    /// Not connected to the app.
    case unattached = -1
    /// On screen and receiving events.
    case foregroundActive = 0
    /// On screen, not receiving events.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }

  /// What the scene was connected with (a URL, a user activity); nothing for a simulator's launch.
  @MainActor
  public final class ConnectionOptions {
    /// The bundle identifier of the app that asked for the scene, if any.
    public let sourceApplication: String?

    init(sourceApplication: String? = nil) { self.sourceApplication = sourceApplication }
  }
}
