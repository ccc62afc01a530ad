// The bar's pre-iOS 13 customization: background images by position and metrics, and the shadow
// image — what `setBackgroundImage(UIImage(), for: .default)` and `shadowImage = UIImage()`
// (the usual way to remove the hairline) set. The values are kept and read back as UIKit does;
// AdaptiveKit's renderer draws the appearances, not these images.

extension UINavigationBar {
  /// Sets the background image for a position and bar metrics; nil removes it.
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
    legacyBackgroundImages[LegacyBarImageKey(position: barPosition, metrics: barMetrics)] = backgroundImage
    appearancePropertyWasSet(.backgroundImage(for: barPosition, barMetrics: barMetrics))
  }

  /// Sets the background image for any position at the given metrics.
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
  }

  /// The background image set for exactly this position and these metrics.
  public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
    legacyBackgroundImages[LegacyBarImageKey(position: barPosition, metrics: barMetrics)]
  }

  /// The background image set for any position at these metrics.
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImage(for: .any, barMetrics: barMetrics)
  }
}

/// A legacy background image's slot: a bar position and metrics.
struct LegacyBarImageKey: Hashable {
  let position: UIBarPosition
  let metrics: UIBarMetrics
}

extension UIAppearanceProxy where View: UINavigationBar {
  /// The shadow image of navigation bars of this class.
  public var shadowImage: UIImage? {
    get { recordedValue(.shadowImage) }
    set { record(.shadowImage, newValue) { $0.shadowImage = $1 } }
  }

  /// Sets the background image of navigation bars of this class for a position and metrics.
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
    record(.backgroundImage(for: barPosition, barMetrics: barMetrics), backgroundImage) {
      $0.setBackgroundImage($1, for: barPosition, barMetrics: barMetrics)
    }
  }

  /// Sets the background image of navigation bars of this class for any position.
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
  }

  /// The background image recorded for a position and metrics.
  public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
    recordedValue(.backgroundImage(for: barPosition, barMetrics: barMetrics))
  }

  /// The background image recorded for any position at these metrics.
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImage(for: .any, barMetrics: barMetrics)
  }
}
