extension UIWindow {
  /// Creates a window on a scene's screen, the size of the screen (hidden until made visible).
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screen.bounds)
    screen = windowScene.screen
  }

  /// The scene the window is in: its screen's; setting one moves the window to that scene's screen.
  public var windowScene: UIWindowScene? {
    get { screen.windowScene }
    set { if let newValue { screen = newValue.screen } }
  }
}
