// Scenes and sessions go in sets (`connectedScenes`, `openSessions`); UIKit's NSObject gives
// them identity equality, which these conformances reproduce.
extension UIScene: Hashable {
  nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UISceneSession: Hashable {
  nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
