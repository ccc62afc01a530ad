/// A rectangle in points, as stored by `<rect key="frame" x= y= width= height=/>`.
public struct IBRect: Hashable, Sendable {
  /// The origin's x coordinate.
  public var x: Double
  /// The origin's y coordinate.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Reads a `<rect>` element; missing components are 0.
  public init?(_ element: IBXMLElement?) {
    guard let element, element.name == "rect" else { return nil }
    self.init(
      x: element.double("x") ?? 0, y: element.double("y") ?? 0,
      width: element.double("width") ?? 0, height: element.double("height") ?? 0)
  }

  /// The size part.
  public var size: IBSize { IBSize(width: width, height: height) }
  /// The origin.
  public var origin: IBPoint { IBPoint(x: x, y: y) }
}
