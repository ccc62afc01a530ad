import Foundation

extension UIButton.Configuration.Style {
  /// A tinted button's background: the tint (or base color) at this alpha. Unconfirmed against a
  /// device; chosen to read as the pale wash UIKit draws.
  static let tintedBackgroundAlpha: CGFloat = 0.15

  /// The title, subtitle and image color: the base color, else white on a filled button and the
  /// tint on the others; a disabled button's content is tertiary label gray (unconfirmed).
  func foregroundColor(base: UIColor?, tint: UIColor, enabled: Bool) -> UIColor {
    guard enabled else { return .tertiaryLabel }
    if let base { return base }
    return self == .filled ? .white : tint
  }

  /// The background fill when the configuration's background sets none: clear for a plain button,
  /// the base color (else a system fill, a wash of the tint, the tint) for the others; a disabled
  /// button's fill is tertiary system fill (unconfirmed).
  func backgroundColor(base: UIColor?, tint: UIColor, enabled: Bool) -> UIColor {
    switch self {
    case .plain: return .clear
    case .gray, .tinted, .filled:
      guard enabled else { return .tertiarySystemFill }
      if let base { return self == .tinted ? base.withAlphaComponent(Self.tintedBackgroundAlpha) : base }
      switch self {
      case .gray: return .secondarySystemFill
      case .tinted: return tint.withAlphaComponent(Self.tintedBackgroundAlpha)
      default: return tint
      }
    }
  }
}

/// The text styles and default content insets of a `UIButton.Configuration.Size`.
struct ButtonSizeMetrics {
  let titleStyle: UIFont.TextStyle
  let subtitleStyle: UIFont.TextStyle
  let contentInsets: NSDirectionalEdgeInsets

  /// Medium is documented and measured: an Apple frameworks engineer gives the default content
  /// insets as 7 above and below and 12 at the sides, "based on the small/medium/large size and
  /// the dynamic type size" (developer.apple.com/forums/thread/733541); Interface Builder stores
  /// a 32-point image in a 56×46 configured button and a 17-point title line in one 14 points
  /// taller (`IBButtonConfigurationSizeTests`). Mini, small and large are unconfirmed estimates of the same shape:
  /// Apple's documentation gives no values, neither corpus has a document with another
  /// `buttonSize`, and no printed value or measured frame was found in public code, pages or
  /// issue threads (searched 6 December 2026); a device or Xcode run is needed to confirm them.
  static let medium = ButtonSizeMetrics(
    titleStyle: .body, subtitleStyle: .subheadline,
    contentInsets: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  static let large = ButtonSizeMetrics(
    titleStyle: .body, subtitleStyle: .subheadline,
    contentInsets: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
  static let small = ButtonSizeMetrics(
    titleStyle: .subheadline, subtitleStyle: .footnote,
    contentInsets: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
  static let mini = ButtonSizeMetrics(
    titleStyle: .footnote, subtitleStyle: .caption2,
    contentInsets: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8))
}

extension UIButton.Configuration.Size {
  var metrics: ButtonSizeMetrics {
    switch self {
    case .mini: .mini
    case .small: .small
    case .medium: .medium
    case .large: .large
    }
  }
}
