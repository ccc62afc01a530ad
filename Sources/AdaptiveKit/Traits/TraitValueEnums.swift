// The smaller trait value types, each a plain UIKit enum with UIKit's raw values.

/// The layout direction of a trait environment (iOS 10).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// No direction is known.
  case unspecified = -1
  /// Left-to-right content, as in English.
  case leftToRight = 0
  /// Right-to-left content, as in Arabic or Hebrew.
  case rightToLeft = 1

  public var description: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .leftToRight: return "LTR"
    case .rightToLeft: return "RTL"
    }
  }
}

/// Light or dark appearance (iOS 12; Dark Mode in iOS 13).
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// No style is known.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2

  public var description: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .light: return "Light"
    case .dark: return "Dark"
    }
  }
}

/// The color gamut of the display (iOS 10).
public enum UIDisplayGamut: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// No gamut is known.
  case unspecified = -1
  /// The sRGB gamut.
  case SRGB = 0
  /// The wider Display P3 gamut.
  case P3 = 1

  public var description: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .SRGB: return "sRGB"
    case .P3: return "P3"
    }
  }
}

/// Whether the device supports 3D Touch (iOS 9).
public enum UIForceTouchCapability: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Not known; the unspecified value of this trait.
  case unknown = 0
  /// The device does not support 3D Touch.
  case unavailable = 1
  /// The device supports 3D Touch.
  case available = 2

  public var description: String {
    switch self {
    case .unknown: return "Unknown"
    case .unavailable: return "Unavailable"
    case .available: return "Available"
    }
  }
}

/// The font weight the user asked for with Bold Text (iOS 13).
public enum UILegibilityWeight: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// No weight is known.
  case unspecified = -1
  /// Regular text.
  case regular = 0
  /// Bold text is on.
  case bold = 1

  public var description: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .regular: return "Regular"
    case .bold: return "Bold"
    }
  }
}

/// The contrast level the user asked for (iOS 13).
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// No contrast is known.
  case unspecified = -1
  /// Normal contrast.
  case normal = 0
  /// Increased contrast.
  case high = 1

  public var description: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .normal: return "Normal"
    case .high: return "High"
    }
  }
}

/// The visual level of content: base, or elevated as in sheets and popovers (iOS 13).
public enum UIUserInterfaceLevel: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// No level is known.
  case unspecified = -1
  /// The window's base level.
  case base = 0
  /// Content above the base level.
  case elevated = 1

  public var description: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .base: return "Base"
    case .elevated: return "Elevated"
    }
  }
}

/// Whether the interface is in the foreground (active) or not (iOS 14).
public enum UIUserInterfaceActiveAppearance: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// No appearance is known.
  case unspecified = -1
  /// Inactive, as in a background window.
  case inactive = 0
  /// Active.
  case active = 1

  public var description: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .inactive: return "Inactive"
    case .active: return "Active"
    }
  }
}
