/// A window scene's delegate, which keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window unless the delegate declares one.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
