/// The priority of a constraint or of content hugging/compression resistance: 1…1000, where 1000
/// is required and everything below is optional, a higher priority satisfied before a lower one.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority from a number.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// A required constraint (1000).
  public static let required = UILayoutPriority(1000)
  /// The priority of a button's hugging resistance (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// The level at which a drag can resize a split view (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The level at which a scene stays the same size during a drag (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// The level at which a drag cannot resize a scene (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// Content hugging of most views (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The level `systemLayoutSizeFitting(_:)` uses to prefer the fitting size (50).
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

  public var description: String {
    rawValue == rawValue.rounded() ? String(Int(saturating: rawValue)) : String(describing: rawValue)
  }
}
