// The iOS 17 definition types of UIKit's own traits, for registrations and subscripts.

/// The user interface idiom trait.
public struct UITraitUserInterfaceIdiom: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
  public static let identifier = "UITraitUserInterfaceIdiom"
  public static let name = "UserInterfaceIdiom"
  static let systemTrait = SystemTrait.userInterfaceIdiom
}

/// The display scale trait (0 = unspecified).
public struct UITraitDisplayScale: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue: CGFloat = 0
  public static let identifier = "UITraitDisplayScale"
  public static let name = "DisplayScale"
  static let systemTrait = SystemTrait.displayScale
}

/// The display gamut trait.
public struct UITraitDisplayGamut: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UIDisplayGamut.unspecified
  public static let affectsColorAppearance = true
  public static let identifier = "UITraitDisplayGamut"
  public static let name = "DisplayGamut"
  static let systemTrait = SystemTrait.displayGamut
}

/// The horizontal size class trait.
public struct UITraitHorizontalSizeClass: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  public static let identifier = "UITraitHorizontalSizeClass"
  public static let name = "HorizontalSizeClass"
  static let systemTrait = SystemTrait.horizontalSizeClass
}

/// The vertical size class trait.
public struct UITraitVerticalSizeClass: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  public static let identifier = "UITraitVerticalSizeClass"
  public static let name = "VerticalSizeClass"
  static let systemTrait = SystemTrait.verticalSizeClass
}

/// The light/dark appearance trait.
public struct UITraitUserInterfaceStyle: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UIUserInterfaceStyle.unspecified
  public static let affectsColorAppearance = true
  public static let identifier = "UITraitUserInterfaceStyle"
  public static let name = "UserInterfaceStyle"
  static let systemTrait = SystemTrait.userInterfaceStyle
}

/// The layout direction trait.
public struct UITraitLayoutDirection: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
  public static let identifier = "UITraitLayoutDirection"
  public static let name = "LayoutDirection"
  static let systemTrait = SystemTrait.layoutDirection
}

/// The 3D Touch capability trait.
public struct UITraitForceTouchCapability: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UIForceTouchCapability.unknown
  public static let identifier = "UITraitForceTouchCapability"
  public static let name = "ForceTouchCapability"
  static let systemTrait = SystemTrait.forceTouchCapability
}

/// The preferred content size category (Dynamic Type) trait.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UIContentSizeCategory.unspecified
  public static let identifier = "UITraitPreferredContentSizeCategory"
  public static let name = "PreferredContentSizeCategory"
  static let systemTrait = SystemTrait.preferredContentSizeCategory
}

/// The accessibility contrast trait.
public struct UITraitAccessibilityContrast: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UIAccessibilityContrast.unspecified
  public static let affectsColorAppearance = true
  public static let identifier = "UITraitAccessibilityContrast"
  public static let name = "AccessibilityContrast"
  static let systemTrait = SystemTrait.accessibilityContrast
}

/// The user interface level trait.
public struct UITraitUserInterfaceLevel: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UIUserInterfaceLevel.unspecified
  public static let affectsColorAppearance = true
  public static let identifier = "UITraitUserInterfaceLevel"
  public static let name = "UserInterfaceLevel"
  static let systemTrait = SystemTrait.userInterfaceLevel
}

/// The legibility weight (Bold Text) trait.
public struct UITraitLegibilityWeight: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UILegibilityWeight.unspecified
  public static let identifier = "UITraitLegibilityWeight"
  public static let name = "LegibilityWeight"
  static let systemTrait = SystemTrait.legibilityWeight
}

/// The active appearance trait.
public struct UITraitActiveAppearance: UITraitDefinition, SystemTraitDefinition {
  public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
  public static let identifier = "UITraitActiveAppearance"
  public static let name = "ActiveAppearance"
  static let systemTrait = SystemTrait.activeAppearance
}
