/// How to make a scene: the classes of the scene and its delegate, and the storyboard to load.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
  /// The name in the app's Info.plist scene manifest.
  public let name: String?
  /// The role of scenes made from the configuration.
  public let role: UISceneSession.Role
  /// The scene class (a `UIWindowScene` when nil).
  open var sceneClass: AnyClass?
  /// The scene delegate's class.
  open var delegateClass: AnyClass?
  /// The storyboard whose initial view controller the scene shows.
  open var storyboard: UIStoryboard?

  /// A configuration named as in the Info.plist, for a role.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }
}
