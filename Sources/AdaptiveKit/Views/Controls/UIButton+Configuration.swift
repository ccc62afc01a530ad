import Foundation

extension UIButton {
  /// Runs in `updateConfiguration()` to restyle the button for its state (iOS 15).
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

  /// A button's content and look as one value (iOS 15): title, subtitle, image, their padding and
  /// placement, the content insets, colors and background. Assign it to `UIButton.configuration`.
  @preconcurrency @MainActor
  public struct Configuration {
    /// The preset a configuration started from, which decides its default colors.
    enum Style { case plain, gray, tinted, filled }

    /// The size class of a button's content: its text styles and default insets.
    public enum Size: Int, Sendable {
      case mini, small, medium, large
    }

    /// How rounded the background's corners are.
    public enum CornerStyle: Int, Sendable {
      /// `background.cornerRadius`, unchanged.
      case fixed = -1
      /// A radius that follows the button size and Dynamic Type (the default).
      case dynamic = 0
      case small, medium, large
      /// Half the height: fully rounded ends.
      case capsule
    }

    /// How lines of the title and subtitle align with each other.
    public enum TitleAlignment: Int, Sendable {
      case automatic, leading, center, trailing
    }

    let style: Style

    /// The button's background: fill, stroke, corner radius.
    public var background: UIBackgroundConfiguration
    /// How rounded the background's corners are; `.dynamic` by default.
    public var cornerStyle = CornerStyle.dynamic
    /// The size class of the content; `.medium` by default. Changing it changes the default
    /// content insets, not insets set explicitly.
    public var buttonSize = Size.medium
    /// The title, subtitle and image color; nil takes the style's (the tint, or white on a filled
    /// button).
    public var baseForegroundColor: UIColor?
    /// The background fill behind a gray, tinted or filled button; nil takes the style's.
    public var baseBackgroundColor: UIColor?
    /// The image shown beside the title.
    public var image: UIImage?
    /// Applied to the image's color when it is resolved.
    public var imageColorTransformer: UIConfigurationColorTransformer?
    /// The symbol configuration a symbol image is drawn with, over the one the button size gives
    /// (the title's text style).
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Whether an activity indicator replaces the image.
    public var showsActivityIndicator = false
    /// The title; `attributedTitle` wins when both are set.
    public var title: String?
    /// The title with attributes.
    public var attributedTitle: AttributedString?
    /// A second line of text below the title.
    public var subtitle: String?
    /// The subtitle with attributes.
    public var attributedSubtitle: AttributedString?
    /// Restyles the title's attributes (its font, its color) before the button shows it.
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Restyles the subtitle's attributes before the button shows it.
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Which side of the title the image is on; `.leading` by default.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// Space between the image and the title; 0 by default (they touch, as in UIKit).
    public var imagePadding: CGFloat = 0
    /// Space between the title and the subtitle; 0 by default.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle align with each other.
    public var titleAlignment = TitleAlignment.automatic
    /// Whether the button's selected state changes the look of a plain configuration.
    public var automaticallyUpdateForSelection = true
    /// How the title is cut when it does not fit.
    public var titleLineBreakMode = NSLineBreakMode.byWordWrapping
    /// How the subtitle is cut when it does not fit.
    public var subtitleLineBreakMode = NSLineBreakMode.byWordWrapping
    /// Set by `updated(for:)`: the foreground for the button's state, which the button shows.
    package var resolvedForegroundColor: UIColor?
    /// Insets set explicitly; nil follows `buttonSize`.
    var explicitContentInsets: NSDirectionalEdgeInsets?

    init(style: Style, background: UIBackgroundConfiguration) {
      self.style = style
      self.background = background
    }

    /// Space between the button's edges and its content: the button size's default until set.
    public var contentInsets: NSDirectionalEdgeInsets {
      get { explicitContentInsets ?? buttonSize.metrics.contentInsets }
      set { explicitContentInsets = newValue }
    }

    /// Goes back to the button size's default content insets.
    public mutating func setDefaultContentInsets() { explicitContentInsets = nil }

    /// A button with no background, its content in the tint color.
    public static func plain() -> UIButton.Configuration {
      Configuration(style: .plain, background: .clear())
    }

    /// A button with a gray background, its content in the tint color.
    public static func gray() -> UIButton.Configuration {
      Configuration(style: .gray, background: UIBackgroundConfiguration())
    }

    /// A button whose background is a pale wash of the tint color, its content in the tint color.
    public static func tinted() -> UIButton.Configuration {
      Configuration(style: .tinted, background: UIBackgroundConfiguration())
    }

    /// A button filled with the tint color, its content white.
    public static func filled() -> UIButton.Configuration {
      Configuration(style: .filled, background: UIBackgroundConfiguration())
    }

    /// iOS 15's name for a plain button: no background.
    public static func borderless() -> UIButton.Configuration { plain() }

    /// iOS 15's name for a gray button.
    public static func bordered() -> UIButton.Configuration { gray() }

    /// iOS 15's name for a tinted button.
    public static func borderedTinted() -> UIButton.Configuration { tinted() }

    /// iOS 15's name for a filled button.
    public static func borderedProminent() -> UIButton.Configuration { filled() }

    /// This configuration styled for `button`'s current state and tint: the colors it shows.
    public func updated(for button: UIButton) -> UIButton.Configuration {
      var updated = self
      let enabled = button.isEnabled
      updated.resolvedForegroundColor = style.foregroundColor(base: baseForegroundColor, tint: button.tintColor, enabled: enabled)
      if background.backgroundColor == nil {
        updated.background.backgroundColor = style.backgroundColor(base: baseBackgroundColor, tint: button.tintColor, enabled: enabled)
      }
      return updated
    }

    /// The title's text: the attributed title's characters, else the plain title.
    var titleText: String? { attributedTitle.map { String($0.characters) } ?? title }
    /// The subtitle's text: the attributed subtitle's characters, else the plain subtitle.
    var subtitleText: String? { attributedSubtitle.map { String($0.characters) } ?? subtitle }
    /// Whether the configuration shows anything: a title, a subtitle or an image.
    package var hasContent: Bool {
      titleText?.isEmpty == false || subtitleText?.isEmpty == false || image != nil
    }
  }
}
