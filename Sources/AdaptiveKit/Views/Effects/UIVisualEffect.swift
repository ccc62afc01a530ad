/// What a `UIVisualEffectView` draws behind its content: a blur or a vibrancy. AdaptiveKit keeps
/// the effect and its style for layout, rendering and inspection; it does not blur pixels.
@preconcurrency @MainActor
open class UIVisualEffect {
  public init() {}
}

/// A blur of the content behind the effect view, in one of UIKit's styles.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// UIKit's blur styles, with their raw values (`.extraDark` is tvOS's).
  public enum Style: Int, Sendable, CaseIterable {
    case extraLight = 0, light = 1, dark = 2, extraDark = 3, regular = 4, prominent = 5
    case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
    case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
    case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
  }

  /// The style the effect was made with (UIKit keeps it private; AdaptiveKit's renderer reads it).
  public let _style: Style

  /// A blur of `style`.
  public init(style: Style) {
    _style = style
    super.init()
  }
}

/// UIKit's vibrancy styles for content over a blur (iOS 13).
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
  case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Vibrancy for content placed over a blur: the blur it is made for, and (iOS 13) a style.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy is made for (private in UIKit; read by AdaptiveKit's renderer).
  public let _blurEffect: UIBlurEffect
  /// The vibrancy style, or nil for the default vibrancy of `init(blurEffect:)`.
  public let _style: UIVibrancyEffectStyle?

  /// The default vibrancy for content over `blurEffect`.
  public init(blurEffect: UIBlurEffect) {
    _blurEffect = blurEffect
    _style = nil
    super.init()
  }

  /// Vibrancy of `style` for content over `blurEffect`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    _blurEffect = blurEffect
    _style = style
    super.init()
  }
}
