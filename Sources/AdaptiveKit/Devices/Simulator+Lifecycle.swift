import Foundation

extension Simulator {
  /// Sends the app to the background as pressing the home button does: the scene delegate's
  /// `sceneWillResignActive(_:)` with UIScene's and UIApplication's will-resign/deactivate
  /// notifications, then `sceneDidEnterBackground(_:)` with the did-enter-background ones.
  /// Does nothing when the app is already in the background.
  public func enterBackground() {
    let scene = windowScene
    guard !scene.isInBackground else { return }
    scene.delegate?.sceneWillResignActive(scene)
    post(UIScene.willDeactivateNotification, object: scene)
    post(UIApplication.willResignActiveNotification, object: UIApplication.shared)
    scene.isInBackground = true
    scene.delegate?.sceneDidEnterBackground(scene)
    post(UIScene.didEnterBackgroundNotification, object: scene)
    post(UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
  }

  /// Brings the app back from the background: `sceneWillEnterForeground(_:)` with the
  /// will-enter-foreground notifications, then `sceneDidBecomeActive(_:)` with the did-activate
  /// ones. Does nothing unless the app is in the background.
  public func enterForeground() {
    let scene = windowScene
    guard scene.isInBackground else { return }
    scene.delegate?.sceneWillEnterForeground(scene)
    post(UIScene.willEnterForegroundNotification, object: scene)
    post(UIApplication.willEnterForegroundNotification, object: UIApplication.shared)
    scene.isInBackground = false
    scene.delegate?.sceneDidBecomeActive(scene)
    post(UIScene.didActivateNotification, object: scene)
    post(UIApplication.didBecomeActiveNotification, object: UIApplication.shared)
  }

  func post(_ name: Notification.Name, object: AnyObject, userInfo: [AnyHashable: Any]? = nil) {
    NotificationCenter.default.post(name: name, object: object, userInfo: userInfo)
  }
}
