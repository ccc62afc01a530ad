import Foundation

extension UIApplication {
  /// Posted after the app became active (`Simulator.connect(_:)`, `Simulator.enterForeground()`).
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  /// Posted before the app stops being active (`Simulator.enterBackground()`).
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  /// Posted after the app went to the background (`Simulator.enterBackground()`).
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  /// Posted before the app comes back from the background (`Simulator.enterForeground()`).
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
}

extension UIScene {
  /// Posted before a scene connects (`Simulator.connect(_:)`).
  public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  /// Posted after a scene became active.
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted before a scene stops being active.
  public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
  /// Posted before a scene comes to the foreground.
  public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
  /// Posted after a scene went to the background.
  public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

extension UIContentSizeCategory {
  /// Posted (object: the app) when the user's text size changes (`Simulator.preferredContentSizeCategory`).
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category in `didChangeNotification`'s user info (a `UIContentSizeCategory`).
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
