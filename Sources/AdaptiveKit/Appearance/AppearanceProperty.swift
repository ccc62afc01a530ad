/// The identity of one appearance property, shared by a view's setter (which marks the value as
/// set directly) and the proxies that record a value for it. Bars and controls add their own.
struct AppearanceProperty: Hashable, Sendable {
  let name: String

  static let backgroundColor = AppearanceProperty(name: "backgroundColor")
  static let tintColor = AppearanceProperty(name: "tintColor")
  static let textColor = AppearanceProperty(name: "textColor")
  static let font = AppearanceProperty(name: "font")
  static let image = AppearanceProperty(name: "image")
}

/// What a view remembers about appearance: the properties set on it directly (which proxies never
/// overwrite) and which proxy rules it took values from last.
struct AppearanceRecord {
  var explicitlySet: Set<AppearanceProperty> = []
  /// The rules that matched at the last application, in registry order; nil before any.
  var matchedRules: [ObjectIdentifier]?
}
