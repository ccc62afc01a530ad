/// A scene's delegate: connection and lifecycle callbacks. Every member is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is being connected: set up its window here.
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was released.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to become inactive.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}
