/// The `<autoresizingMask>` flags, mirroring `UIView.AutoresizingMask`.
public struct IBAutoresizingMask: OptionSet, Hashable, Sendable {
  /// The raw bits, in UIKit's order.
  public var rawValue: UInt

  /// Creates a mask from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// `flexibleMinX`: flexible left margin.
  public static let flexibleLeftMargin = IBAutoresizingMask(rawValue: 1 << 0)
  /// `widthSizable`.
  public static let flexibleWidth = IBAutoresizingMask(rawValue: 1 << 1)
  /// `flexibleMaxX`: flexible right margin.
  public static let flexibleRightMargin = IBAutoresizingMask(rawValue: 1 << 2)
  /// `flexibleMinY`: flexible top margin.
  public static let flexibleTopMargin = IBAutoresizingMask(rawValue: 1 << 3)
  /// `heightSizable`.
  public static let flexibleHeight = IBAutoresizingMask(rawValue: 1 << 4)
  /// `flexibleMaxY`: flexible bottom margin.
  public static let flexibleBottomMargin = IBAutoresizingMask(rawValue: 1 << 5)

  private static let attributeNames: [(String, IBAutoresizingMask)] = [
    ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
    ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
    ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
  ]

  /// Reads an `<autoresizingMask>` element; an element without attributes is the empty mask.
  public init?(_ element: IBXMLElement?) {
    guard let element, element.name == "autoresizingMask" else { return nil }
    var mask: IBAutoresizingMask = []
    for (name, flag) in Self.attributeNames where element.bool(name) == true { mask.insert(flag) }
    self = mask
  }
}
