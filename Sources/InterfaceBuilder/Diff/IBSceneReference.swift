/// A scene a change touches, by name and by its id in each revision (a xib's top-level view for xibs).
public struct IBSceneReference: Codable, Hashable, Sendable {
  /// The scene's name (its controller's title or storyboard identifier, else its class).
  public var name: String
  /// The scene id in the old revision; `nil` when the scene is new.
  public var oldSceneID: String?
  /// The scene id in the new revision; `nil` when the scene was removed.
  public var newSceneID: String?
  /// The changed scenes this one shows (a navigation root, a container view's child), drawn inside
  /// it as the app shows them; `nil` when the change is in this scene itself.
  public var hostedScenes: [String]?

  /// A reference from its parts.
  public init(name: String, oldSceneID: String?, newSceneID: String?, hostedScenes: [String]? = nil) {
    self.name = name
    self.oldSceneID = oldSceneID
    self.newSceneID = newSceneID
    self.hostedScenes = hostedScenes
  }
}
