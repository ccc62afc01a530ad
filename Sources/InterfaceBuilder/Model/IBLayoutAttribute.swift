/// A constraint attribute name (`leading`, `centerY`, `topMargin`, …), kept as written.
public struct IBLayoutAttribute: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The name as written in the file.
  public var rawValue: String

  /// Creates an attribute from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The name.
  public var description: String { rawValue }

  /// No attribute (a constant-only constraint's second attribute).
  public static let notAnAttribute = IBLayoutAttribute(rawValue: "notAnAttribute")
  /// `left`.
  public static let left = IBLayoutAttribute(rawValue: "left")
  /// `right`.
  public static let right = IBLayoutAttribute(rawValue: "right")
  /// `top`.
  public static let top = IBLayoutAttribute(rawValue: "top")
  /// `bottom`.
  public static let bottom = IBLayoutAttribute(rawValue: "bottom")
  /// `leading`.
  public static let leading = IBLayoutAttribute(rawValue: "leading")
  /// `trailing`.
  public static let trailing = IBLayoutAttribute(rawValue: "trailing")
  /// `width`.
  public static let width = IBLayoutAttribute(rawValue: "width")
  /// `height`.
  public static let height = IBLayoutAttribute(rawValue: "height")
  /// `centerX`.
  public static let centerX = IBLayoutAttribute(rawValue: "centerX")
  /// `centerY`.
  public static let centerY = IBLayoutAttribute(rawValue: "centerY")
  /// `baseline` (last baseline).
  public static let baseline = IBLayoutAttribute(rawValue: "baseline")
  /// `lastBaseline`.
  public static let lastBaseline = IBLayoutAttribute(rawValue: "lastBaseline")
  /// `firstBaseline`.
  public static let firstBaseline = IBLayoutAttribute(rawValue: "firstBaseline")
  /// `leftMargin`.
  public static let leftMargin = IBLayoutAttribute(rawValue: "leftMargin")
  /// `rightMargin`.
  public static let rightMargin = IBLayoutAttribute(rawValue: "rightMargin")
  /// `topMargin`.
  public static let topMargin = IBLayoutAttribute(rawValue: "topMargin")
  /// `bottomMargin`.
  public static let bottomMargin = IBLayoutAttribute(rawValue: "bottomMargin")
  /// `leadingMargin`.
  public static let leadingMargin = IBLayoutAttribute(rawValue: "leadingMargin")
  /// `trailingMargin`.
  public static let trailingMargin = IBLayoutAttribute(rawValue: "trailingMargin")
  /// `centerXWithinMargins`.
  public static let centerXWithinMargins = IBLayoutAttribute(rawValue: "centerXWithinMargins")
  /// `centerYWithinMargins`.
  public static let centerYWithinMargins = IBLayoutAttribute(rawValue: "centerYWithinMargins")

  /// `true` for the margin-relative attributes.
  public var isMarginRelative: Bool { rawValue.hasSuffix("Margin") || rawValue.hasSuffix("WithinMargins") }
}
