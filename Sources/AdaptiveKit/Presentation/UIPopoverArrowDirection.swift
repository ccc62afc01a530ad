/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The arrow points up: the popover is below its source.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down: the popover is above its source.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left: the popover is to the right of its source.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right: the popover is to the left of its source.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not known yet (before the popover is laid out).
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
