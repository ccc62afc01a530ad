/// One combination of the user's settings a scene is shown with besides its device and
/// orientation: appearance, text size, language direction, contrast and iOS release
/// (AdaptiveKit addition). A nil trait is left as the device has it (light, Large, left to
/// right, normal contrast, the document's release).
///
/// `Simulator.apply(_:)` sets the traits on the simulated screen, as the Settings app would, so
/// every trait environment below it inherits them as UIKit's `UITraitCollection` overrides.
public struct TraitVariant: Hashable, Sendable, CustomStringConvertible {
  /// Light or dark (`userInterfaceStyle`).
  public var userInterfaceStyle: UIUserInterfaceStyle?
  /// The Dynamic Type size (`preferredContentSizeCategory`).
  public var preferredContentSizeCategory: UIContentSizeCategory?
  /// Left to right or right to left (`layoutDirection`).
  public var layoutDirection: UITraitEnvironmentLayoutDirection?
  /// Normal or increased contrast (`accessibilityContrast`).
  public var accessibilityContrast: UIAccessibilityContrast?
  /// The iOS release whose UIKit runs.
  public var release: UIKitRelease?

  /// A variant; every trait left nil keeps the device's default.
  public init(
    userInterfaceStyle: UIUserInterfaceStyle? = nil, preferredContentSizeCategory: UIContentSizeCategory? = nil,
    layoutDirection: UITraitEnvironmentLayoutDirection? = nil, accessibilityContrast: UIAccessibilityContrast? = nil,
    release: UIKitRelease? = nil
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.layoutDirection = layoutDirection
    self.accessibilityContrast = accessibilityContrast
    self.release = release
  }

  /// The device's own settings: nothing overridden.
  public static let deviceDefault = TraitVariant()

  /// Whether no trait is overridden.
  public var isDeviceDefault: Bool { self == .deviceDefault }

  /// The parts of the variant's name, one per trait that differs from the device's default, in
  /// a fixed order: `["dark", "AX5", "rtl", "high-contrast", "ios17"]`. Large, left to right and
  /// normal contrast are the defaults and add nothing. Light asked for is named (`light`): a
  /// document whose canvas previews dark draws dark by default and light only when asked, so the
  /// two are different pictures and need different file names.
  public var nameComponents: [String] {
    var parts: [String] = []
    switch userInterfaceStyle {
    case .dark?: parts.append("dark")
    case .light?: parts.append("light")
    default: break
    }
    if let category = preferredContentSizeCategory, category != .large, category != .unspecified {
      parts.append(category.shortName)
    }
    if layoutDirection == .rightToLeft { parts.append("rtl") }
    if accessibilityContrast == .high { parts.append("high-contrast") }
    if let release { parts.append(release.minor == 0 ? "ios\(release.major)" : "ios\(release.major).\(release.minor)") }
    return parts
  }

  /// The suffix output file names carry (`dark-AX5-rtl`); empty for the device's defaults.
  public var slug: String { nameComponents.joined(separator: "-") }

  /// `dark · AX5 · rtl`, or `default`.
  public var description: String {
    let parts = nameComponents
    return parts.isEmpty ? "default" : parts.joined(separator: " · ")
  }

  /// This variant with the traits it sets to a value every device starts with (Large text, left
  /// to right, normal contrast) left open: they lay out and draw the same, so a matrix holds them
  /// once and names them as the device's default. Light stays asked for: a document whose canvas
  /// is dark draws dark unless light is asked.
  public var leavingFixedDefaultsOpen: TraitVariant {
    var copy = self
    if copy.preferredContentSizeCategory == .large { copy.preferredContentSizeCategory = nil }
    if copy.layoutDirection == .leftToRight { copy.layoutDirection = nil }
    if copy.accessibilityContrast == .normal { copy.accessibilityContrast = nil }
    return copy
  }

  /// This variant with every trait `other` sets taking `other`'s value.
  public func overridden(by other: TraitVariant) -> TraitVariant {
    TraitVariant(
      userInterfaceStyle: other.userInterfaceStyle ?? userInterfaceStyle,
      preferredContentSizeCategory: other.preferredContentSizeCategory ?? preferredContentSizeCategory,
      layoutDirection: other.layoutDirection ?? layoutDirection,
      accessibilityContrast: other.accessibilityContrast ?? accessibilityContrast,
      release: other.release ?? release)
  }
}
