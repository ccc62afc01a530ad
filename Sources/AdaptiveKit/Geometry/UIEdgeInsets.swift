/// Insets for each edge of a rectangle, in points.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// Creates insets from the four edge values.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Zero insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// Zero insets.
  public static let zero = UIEdgeInsets()

  public var description: String { "{\(top.cleanString), \(left.cleanString), \(bottom.cleanString), \(right.cleanString)}" }
}

extension CGRect {
  /// The rectangle shrunk by the insets (UIKit's `inset(by:)`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// Insets that follow the layout direction: leading and trailing instead of left and right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Creates insets from the four edge values.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Zero insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Zero insets.
  public static let zero = NSDirectionalEdgeInsets()

  /// The left/right insets for a layout direction.
  func edgeInsets(for direction: UITraitEnvironmentLayoutDirection) -> UIEdgeInsets {
    direction == .rightToLeft
      ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  public var description: String {
    "{\(top.cleanString), \(leading.cleanString), \(bottom.cleanString), \(trailing.cleanString)}"
  }
}

extension UIEdgeInsets {
  /// The directional insets for a layout direction.
  func directional(for direction: UITraitEnvironmentLayoutDirection) -> NSDirectionalEdgeInsets {
    direction == .rightToLeft
      ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
      : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }
}

/// A horizontal and vertical offset.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat

  /// Creates an offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Zero offset.
  public init() { self.init(horizontal: 0, vertical: 0) }

  /// Zero offset.
  public static let zero = UIOffset()
}

/// The edges of a rectangle, as an option set.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension CGFloat {
  /// Whole numbers without a fraction ("20"), others as Swift prints them ("20.5").
  var cleanString: String {
    if !isFinite { return String(describing: self) }
    return self == rounded() && Swift.abs(self) < 1e15 ? String(Int(self)) : String(describing: Double(self))
  }
}
