/// The identity of one appearance property, shared by a view's setter (which marks the value as
/// set directly) and the proxies that record a value for it. Bars and controls add their own.
struct AppearanceProperty: Hashable, Sendable {
  let name: String

  static let backgroundColor = AppearanceProperty(name: "backgroundColor")
  static let tintColor = AppearanceProperty(name: "tintColor")
  static let textColor = AppearanceProperty(name: "textColor")
  static let font = AppearanceProperty(name: "font")
  static let image = AppearanceProperty(name: "image")
  static let barTintColor = AppearanceProperty(name: "barTintColor")
  static let titleTextAttributes = AppearanceProperty(name: "titleTextAttributes")
  static let largeTitleTextAttributes = AppearanceProperty(name: "largeTitleTextAttributes")
  static let standardAppearance = AppearanceProperty(name: "standardAppearance")
  static let compactAppearance = AppearanceProperty(name: "compactAppearance")
  static let scrollEdgeAppearance = AppearanceProperty(name: "scrollEdgeAppearance")
  static let compactScrollEdgeAppearance = AppearanceProperty(name: "compactScrollEdgeAppearance")
  static let shadowImage = AppearanceProperty(name: "shadowImage")
  static let unselectedItemTintColor = AppearanceProperty(name: "unselectedItemTintColor")

  /// A state-keyed property is one property per state: a proxy's `.highlighted` value never
  /// replaces a `.normal` value set on the instance.
  static func titleTextAttributes(for state: UIControl.State) -> AppearanceProperty {
    AppearanceProperty(name: "titleTextAttributes[\(state.rawValue)]")
  }
  static func titleColor(for state: UIControl.State) -> AppearanceProperty {
    AppearanceProperty(name: "titleColor[\(state.rawValue)]")
  }
  static func titleShadowColor(for state: UIControl.State) -> AppearanceProperty {
    AppearanceProperty(name: "titleShadowColor[\(state.rawValue)]")
  }
  static func image(for state: UIControl.State) -> AppearanceProperty {
    AppearanceProperty(name: "image[\(state.rawValue)]")
  }
  static func backgroundImage(for state: UIControl.State) -> AppearanceProperty {
    AppearanceProperty(name: "backgroundImage[\(state.rawValue)]")
  }
  /// A navigation bar's legacy background image for one position and metrics.
  static func backgroundImage(for position: UIBarPosition, barMetrics: UIBarMetrics) -> AppearanceProperty {
    AppearanceProperty(name: "backgroundImage[\(position.rawValue),\(barMetrics.rawValue)]")
  }
  static let contentEdgeInsets = AppearanceProperty(name: "contentEdgeInsets")
  static let titleEdgeInsets = AppearanceProperty(name: "titleEdgeInsets")
  static let imageEdgeInsets = AppearanceProperty(name: "imageEdgeInsets")
}

/// What a view remembers about appearance: the properties set on it directly (which proxies never
/// overwrite) and which proxy rules it took values from last.
struct AppearanceRecord {
  var explicitlySet: Set<AppearanceProperty> = []
  /// The rules that matched at the last application, in registry order; nil before any.
  var matchedRules: [ObjectIdentifier]?
}
