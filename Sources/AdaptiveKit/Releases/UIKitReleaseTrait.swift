/// The trait that carries the simulated UIKit release down a hierarchy (AdaptiveKit addition).
///
/// The simulator sets it on its screen; every window, controller and view inherits it, so the
/// metrics a view reads (`UITraitCollection.uiKitRelease`) are those of the release its screen
/// runs. A view outside any window has `UIKitRelease.simulatorDefault`.
public enum UIKitReleaseTrait: UITraitDefinition {
  public static let defaultValue = UIKitRelease.simulatorDefault
  public static let identifier = "AdaptiveKit.UIKitRelease"
  public static let name = "UIKitRelease"
}

extension UITraitCollection {
  /// The release of UIKit these traits belong to (AdaptiveKit addition).
  public var uiKitRelease: UIKitRelease { self[UIKitReleaseTrait.self] }
}
