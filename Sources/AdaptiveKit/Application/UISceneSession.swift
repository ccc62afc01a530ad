/// The system's record of a scene: its role and configuration, kept while the scene comes and goes.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// What kind of scene the session holds.
  public let role: Role
  /// The configuration the scene was made from.
  public let configuration: UISceneConfiguration
  /// A string that identifies the session for as long as it lives.
  public let persistentIdentifier: String
  /// The connected scene, while it is connected.
  public internal(set) weak var scene: UIScene?
  /// Data the app keeps with the session.
  open var userInfo: [String: Any]?

  init(role: Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
    UISceneSession.sessionCount += 1
    persistentIdentifier = "AdaptiveKitSceneSession-\(UISceneSession.sessionCount)"
    super.init()
  }

  private static var sessionCount = 0
}

extension UISceneSession {
  /// The role of a scene: an app window, or content on an external display.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The app's interactive window.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// Non-interactive content on an external display.
    public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}
