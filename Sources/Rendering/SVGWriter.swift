import Foundation

/// Builds SVG markup: elements with escaped attributes and numbers written the same way on every
/// platform, so snapshots compare as text.
public struct SVGWriter: Sendable {
  /// The markup written so far.
  public private(set) var markup = ""
  private var depth = 0

  /// An empty writer.
  public init() {}

  /// A number with at most two decimals and no trailing zeros (`12`, `12.5`, `-0.25`).
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// A number with at most two decimals (from a `CGFloat`).
  public static func number(_ value: CGFloat) -> String { number(Double(value)) }

  /// Text escaped for element content and attribute values.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default:
        // Control characters are not allowed in XML 1.0; they never reach the drawing.
        if let scalar = character.unicodeScalars.first, scalar.value < 0x20, scalar != "\t", scalar != "\n" {
          continue
        }
        result.append(character)
      }
    }
    return result
  }

  private static func attributeText(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  private mutating func indent() { markup += String(repeating: "  ", count: depth) }

  /// A childless element: `<name a="…"/>`.
  public mutating func element(_ name: String, _ attributes: [(String, String)]) {
    indent()
    markup += "<\(name)\(Self.attributeText(attributes))/>\n"
  }

  /// An element holding text: `<name a="…">text</name>`.
  public mutating func element(_ name: String, _ attributes: [(String, String)], text: String) {
    indent()
    markup += "<\(name)\(Self.attributeText(attributes))>\(Self.escape(text))</\(name)>\n"
  }

  /// Opens an element whose children follow; close it with `close(_:)`.
  public mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    indent()
    markup += "<\(name)\(Self.attributeText(attributes))>\n"
    depth += 1
  }

  /// Closes the element opened last.
  public mutating func close(_ name: String) {
    depth = max(0, depth - 1)
    indent()
    markup += "</\(name)>\n"
  }

  /// Markup written elsewhere (already escaped), indented as a child.
  public mutating func raw(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      indent()
      markup += line + "\n"
    }
  }

  // MARK: Shapes

  /// A rectangle, optionally rounded, filled and stroked.
  public mutating func rect(
    _ frame: CGRect, radius: CGFloat = 0, fill: String? = nil, stroke: String? = nil, strokeWidth: CGFloat = 1,
    extra: [(String, String)] = []
  ) {
    var attributes: [(String, String)] = [
      ("x", Self.number(frame.minX)), ("y", Self.number(frame.minY)),
      ("width", Self.number(max(0, frame.width))), ("height", Self.number(max(0, frame.height))),
    ]
    if radius > 0 {
      attributes.append(("rx", Self.number(radius)))
      attributes.append(("ry", Self.number(radius)))
    }
    attributes.append(("fill", fill ?? "none"))
    if let stroke {
      attributes.append(("stroke", stroke))
      attributes.append(("stroke-width", Self.number(strokeWidth)))
    }
    element("rect", attributes + extra)
  }

  /// A circle.
  public mutating func circle(center: CGPoint, radius: CGFloat, fill: String? = nil, stroke: String? = nil,
    strokeWidth: CGFloat = 1)
  {
    var attributes: [(String, String)] = [
      ("cx", Self.number(center.x)), ("cy", Self.number(center.y)), ("r", Self.number(max(0, radius))),
      ("fill", fill ?? "none"),
    ]
    if let stroke {
      attributes.append(("stroke", stroke))
      attributes.append(("stroke-width", Self.number(strokeWidth)))
    }
    element("circle", attributes)
  }

  /// A straight line.
  public mutating func line(from start: CGPoint, to end: CGPoint, stroke: String, width: CGFloat = 1,
    extra: [(String, String)] = [])
  {
    element(
      "line",
      [
        ("x1", Self.number(start.x)), ("y1", Self.number(start.y)), ("x2", Self.number(end.x)),
        ("y2", Self.number(end.y)), ("stroke", stroke), ("stroke-width", Self.number(width)),
      ] + extra)
  }

  /// An open polyline (chevrons, checkmarks).
  public mutating func polyline(_ points: [CGPoint], stroke: String, width: CGFloat) {
    let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
    element(
      "polyline",
      [
        ("points", list), ("fill", "none"), ("stroke", stroke), ("stroke-width", Self.number(width)),
        ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
      ])
  }
}
