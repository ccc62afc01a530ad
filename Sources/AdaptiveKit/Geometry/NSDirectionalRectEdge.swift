/// Edges of a rectangle named by reading direction, so leading and trailing swap in right-to-left
/// layouts (iOS 13); `UIButton.Configuration.imagePlacement` takes one.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The edges as bits, with UIKit's values.
  public let rawValue: UInt
  /// Creates a set of edges from UIKit's bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge: left in left-to-right layouts.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge: right in left-to-right layouts.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
