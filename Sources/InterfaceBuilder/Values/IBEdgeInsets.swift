/// Edge insets from `<edgeInsets>`, `<directionalEdgeInsets>` or `<inset minX= minY= maxX= maxY=>`.
public struct IBEdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: Double
  /// The left inset (leading when `isDirectional`).
  public var left: Double
  /// The bottom inset.
  public var bottom: Double
  /// The right inset (trailing when `isDirectional`).
  public var right: Double
  /// `true` for `directionalEdgeInsets` (leading/trailing instead of left/right).
  public var isDirectional: Bool

  /// Creates insets.
  public init(top: Double, left: Double, bottom: Double, right: Double, isDirectional: Bool = false) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
    self.isDirectional = isDirectional
  }

  /// Reads an `edgeInsets`, `directionalEdgeInsets` or `inset` element; missing components are 0.
  public init?(_ element: IBXMLElement?) {
    guard let element else { return nil }
    switch element.name {
    case "edgeInsets":
      self.init(
        top: element.double("top") ?? 0, left: element.double("left") ?? 0,
        bottom: element.double("bottom") ?? 0, right: element.double("right") ?? 0)
    case "directionalEdgeInsets":
      self.init(
        top: element.double("top") ?? 0, left: element.double("leading") ?? 0,
        bottom: element.double("bottom") ?? 0, right: element.double("trailing") ?? 0,
        isDirectional: true)
    case "inset":
      self.init(
        top: element.double("minY") ?? 0, left: element.double("minX") ?? 0,
        bottom: element.double("maxY") ?? 0, right: element.double("maxX") ?? 0)
    default:
      return nil
    }
  }
}
