/// A point, as stored by `<point key=… x= y=/>`.
public struct IBPoint: Hashable, Sendable {
  /// The x coordinate.
  public var x: Double
  /// The y coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Reads a `<point>` element; missing components are 0.
  public init?(_ element: IBXMLElement?) {
    guard let element, element.name == "point" else { return nil }
    self.init(x: element.double("x") ?? 0, y: element.double("y") ?? 0)
  }
}
