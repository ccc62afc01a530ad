/// A size in points, as stored by `<size key=… width= height=/>`.
public struct IBSize: Hashable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Reads a `<size>` element; missing components are 0.
  public init?(_ element: IBXMLElement?) {
    guard let element, element.name == "size" else { return nil }
    self.init(width: element.double("width") ?? 0, height: element.double("height") ?? 0)
  }
}
