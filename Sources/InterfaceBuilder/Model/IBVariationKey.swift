/// A variation key such as `default`, `widthClass=compact` or `heightClass=regular-widthClass=compact`.
public struct IBVariationKey: Hashable, Sendable, CustomStringConvertible, Comparable {
  /// The key as written.
  public var rawValue: String
  /// `true` for `default`, the Any/Any base configuration.
  public var isDefault: Bool
  /// The width class the key names, `.unspecified` when it names none.
  public var widthClass: IBSizeClass
  /// The height class the key names, `.unspecified` when it names none.
  public var heightClass: IBSizeClass
  /// Other traits in the key, in order (`userInterfaceIdiom=mac`, `device=watch42mm`, …).
  public var otherTraits: [String: String]

  /// Parses a key; unknown traits are kept in `otherTraits`.
  public init(rawValue: String) {
    self.rawValue = rawValue
    isDefault = rawValue == "default"
    var width = IBSizeClass.unspecified
    var height = IBSizeClass.unspecified
    var others: [String: String] = [:]
    if !isDefault {
      for part in rawValue.split(separator: "-") {
        let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = pieces.first.map(String.init) ?? ""
        let value = pieces.count > 1 ? String(pieces[1]) : ""
        switch name {
        case "widthClass": width = IBSizeClass(rawValue: value) ?? .unspecified
        case "heightClass": height = IBSizeClass(rawValue: value) ?? .unspecified
        default: others[name] = value
        }
      }
    }
    widthClass = width
    heightClass = height
    otherTraits = others
  }

  /// Builds the key Xcode writes for a width and height class (height first; `default` for Any/Any).
  public init(widthClass: IBSizeClass, heightClass: IBSizeClass) {
    var parts: [String] = []
    if heightClass != .unspecified { parts.append("heightClass=\(heightClass.rawValue)") }
    if widthClass != .unspecified { parts.append("widthClass=\(widthClass.rawValue)") }
    self.init(rawValue: parts.isEmpty ? "default" : parts.joined(separator: "-"))
  }

  /// The base (Any/Any) key.
  public static let `default` = IBVariationKey(rawValue: "default")

  /// The key as written.
  public var description: String { rawValue }

  /// Whether the variation applies in an environment with these size classes: every class the key
  /// names must equal the environment's; keys naming other traits (idiom, device) never match.
  public func matches(widthClass width: IBSizeClass, heightClass height: IBSizeClass) -> Bool {
    guard otherTraits.isEmpty else { return false }
    if isDefault { return true }
    return (widthClass == .unspecified || widthClass == width)
      && (heightClass == .unspecified || heightClass == height)
  }

  /// Application order: the base, then height-only, then width-only (width wins ties), then both.
  public var specificity: Int {
    if isDefault { return 0 }
    switch (widthClass != .unspecified, heightClass != .unspecified) {
    case (false, false): return 0
    case (false, true): return 1
    case (true, false): return 2
    case (true, true): return 3
    }
  }

  /// Orders keys as Xcode writes sibling variations (by their text; `default` first).
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
