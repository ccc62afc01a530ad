/// The traits UIKit defines itself; each has a field in `TraitStorage` and a public definition type.
enum SystemTrait: Int, CaseIterable, Sendable {
  case userInterfaceIdiom, displayScale, displayGamut, horizontalSizeClass, verticalSizeClass,
    userInterfaceStyle, layoutDirection, forceTouchCapability, preferredContentSizeCategory,
    accessibilityContrast, userInterfaceLevel, legibilityWeight, activeAppearance

  /// The public definition type of this trait.
  var definition: any UITraitDefinition.Type {
    switch self {
    case .userInterfaceIdiom: return UITraitUserInterfaceIdiom.self
    case .displayScale: return UITraitDisplayScale.self
    case .displayGamut: return UITraitDisplayGamut.self
    case .horizontalSizeClass: return UITraitHorizontalSizeClass.self
    case .verticalSizeClass: return UITraitVerticalSizeClass.self
    case .userInterfaceStyle: return UITraitUserInterfaceStyle.self
    case .layoutDirection: return UITraitLayoutDirection.self
    case .forceTouchCapability: return UITraitForceTouchCapability.self
    case .preferredContentSizeCategory: return UITraitPreferredContentSizeCategory.self
    case .accessibilityContrast: return UITraitAccessibilityContrast.self
    case .userInterfaceLevel: return UITraitUserInterfaceLevel.self
    case .legibilityWeight: return UITraitLegibilityWeight.self
    case .activeAppearance: return UITraitActiveAppearance.self
    }
  }

  /// The key used in change sets and registrations.
  var key: TraitKey { TraitKey(definition) }

  /// Whether a change of this trait can change how colors resolve (§2.5 of the behavior notes).
  var affectsColorAppearance: Bool {
    switch self {
    case .userInterfaceStyle, .accessibilityContrast, .userInterfaceLevel, .displayGamut: return true
    default: return false
    }
  }

  /// Looks up the system trait a definition type stands for.
  static func of(_ trait: any UITraitDefinition.Type) -> SystemTrait? {
    (trait as? any SystemTraitDefinition.Type)?.systemTrait
  }
}

/// Conformed to by the public system trait definitions so they map onto storage fields.
protocol SystemTraitDefinition: UITraitDefinition {
  static var systemTrait: SystemTrait { get }
}
