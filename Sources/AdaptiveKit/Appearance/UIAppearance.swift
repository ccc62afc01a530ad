/// Types whose instances can be styled through appearance proxies (UIKit's `UIAppearance`).
///
/// Swift without the Objective-C runtime cannot return a proxy disguised as the class itself, so
/// `appearance()` returns a typed `UIAppearanceProxy<Self>` whose properties are the class's
/// appearance properties: `UILabel.appearance().textColor = .red` reads as it does in UIKit.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

/// Types that can contain styled views: views and view controllers (UIKit's `UIAppearanceContainer`).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance {
  /// The proxy styling every instance of this class (views, and bar items inside their bars).
  public static func appearance() -> UIAppearanceProxy<Self> {
    UIAppearanceProxy(rule: AppearanceRegistry.shared.rule(for: Self.self, containers: [], traits: nil))
  }

  /// The proxy styling instances whose trait collection contains `trait` (iOS 8).
  public static func appearance(for trait: UITraitCollection) -> UIAppearanceProxy<Self> {
    UIAppearanceProxy(rule: AppearanceRegistry.shared.rule(for: Self.self, containers: [], traits: trait))
  }

  /// The proxy styling instances inside the given containers, innermost first: `[UINavigationBar.self,
  /// MyController.self]` styles views in a navigation bar that is itself inside a `MyController` (iOS 9).
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIAppearanceProxy<Self> {
    UIAppearanceProxy(rule: AppearanceRegistry.shared.rule(for: Self.self, containers: containerTypes, traits: nil))
  }

  /// The proxy styling instances with `trait` inside the given containers (iOS 9).
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIAppearanceProxy<Self> {
    UIAppearanceProxy(rule: AppearanceRegistry.shared.rule(for: Self.self, containers: containerTypes, traits: trait))
  }
}
