extension Simulator {
  /// The window scene of the simulated screen, which `UIApplication.shared.connectedScenes` holds.
  public var windowScene: UIWindowScene { screen.windowScene }

  /// Connects a scene delegate as iOS does at launch: the delegate is set on the screen's scene,
  /// then `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and
  /// `sceneDidBecomeActive(_:)` run, each followed by its UIScene notification, and
  /// `UIApplication.didBecomeActiveNotification` is posted last. Windows the delegate makes are on this screen; rotations and
  /// resizes drive the simulator's own `window`.
  @discardableResult
  public func connect(_ delegate: any UISceneDelegate) -> UIWindowScene {
    let scene = windowScene
    scene.delegate = delegate
    post(UIScene.willConnectNotification, object: scene)
    delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
    delegate.sceneWillEnterForeground(scene)
    post(UIScene.willEnterForegroundNotification, object: scene)
    delegate.sceneDidBecomeActive(scene)
    post(UIScene.didActivateNotification, object: scene)
    post(UIApplication.didBecomeActiveNotification, object: UIApplication.shared)
    return scene
  }
}
