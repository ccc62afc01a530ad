/// The app's delegate: launch and lifecycle callbacks, and the window of an app without scenes.
/// Every member is optional, as in UIKit: the defaults do nothing, accept the launch and hand
/// out the default scene configuration.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window, for apps that do not use scenes.
  var window: UIWindow? { get set }
  /// Launch has begun; return false to refuse a URL the app was opened with.
  func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  /// Launch is nearly done: set up the window here (apps without scenes).
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  /// The app became active.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to become inactive.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app went to the background.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to come back to the foreground.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to end.
  func applicationWillTerminate(_ application: UIApplication)
  /// The configuration for a new scene's session.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// The user discarded scenes.
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// The orientations the app's views may take in a window; nil-window asks for the app's default.
  func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
  /// No window unless the delegate declares one.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    connectingSceneSession.configuration
  }
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
  /// The device's orientations: all on iPad, all but upside down elsewhere.
  public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
    (window?.screen ?? UIScreen.main).device.idiom == .pad ? .all : .allButUpsideDown
  }
}
