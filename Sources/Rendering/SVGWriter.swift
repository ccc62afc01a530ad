import Foundation

/// Builds SVG markup: elements with escaped attributes and numbers written the same way on every
/// platform, so snapshots compare as text.
public struct SVGWriter: Sendable {
  /// The markup written so far.
  public private(set) var markup = ""
  private var depth = 0
  /// The app font files embedded so far (`embedFontFace(family:file:)`), in the order met.
  public private(set) var fontFiles: [URL] = []

  /// An empty writer.
  public init() {}

  /// A number with at most two decimals and no trailing zeros (`12`, `12.5`, `-0.25`).
  ///
  /// Written from whole hundredths with integer arithmetic: the same text `%.2f` gives for the
  /// value rounded to hundredths, without a formatter call per number (drawings hold millions).
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let scaled = (value * 100).rounded()
    guard abs(scaled) < 1e15 else {
      // Beyond exact hundredths (only broken layouts get there): the formatter, as before.
      let rounded = scaled / 100
      if rounded == rounded.rounded(), abs(rounded) < 9e18 { return String(Int(rounded)) }
      var text = String(format: "%.2f", rounded)
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      return text
    }
    let hundredths = Int(scaled)
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return String(hundredths / 100) }
    let sign = hundredths < 0 ? "-" : ""
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return fraction < 10 ? "\(sign)\(whole).0\(fraction)" : "\(sign)\(whole).\(fraction)"
  }

  /// A number with at most two decimals (from a `CGFloat`).
  public static func number(_ value: CGFloat) -> String { number(Double(value)) }

  /// Text escaped for element content and attribute values.
  public static func escape(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    appendEscaped(text, to: &result)
    return result
  }

  /// Whether `text` holds a markup character or a control character other than tab and newline
  /// (checked on bytes: most text has neither, and is written as it is).
  private static func needsEscaping(_ text: String) -> Bool {
    text.utf8.contains { byte in
      byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "\"") || (byte < 0x20 && byte != 0x09 && byte != 0x0A)
    }
  }

  private static func appendEscaped(_ text: String, to result: inout String) {
    guard needsEscaping(text) else {
      result += text
      return
    }
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
  }

  private mutating func appendAttributes(_ attributes: [(String, String)]) {
    for (name, value) in attributes {
      markup += " "
      markup += name
      markup += "=\""
      Self.appendEscaped(value, to: &markup)
      markup += "\""
    }
  }

  private mutating func indent() {
    for _ in 0..<depth { markup += "  " }
  }

  /// A childless element: `<name a="…"/>`.
  public mutating func element(_ name: String, _ attributes: [(String, String)]) {
    indent()
    markup += "<"
    markup += name
    appendAttributes(attributes)
    markup += "/>\n"
  }

  /// An element holding text: `<name a="…">text</name>`.
  public mutating func element(_ name: String, _ attributes: [(String, String)], text: String) {
    indent()
    markup += "<"
    markup += name
    appendAttributes(attributes)
    markup += ">"
    Self.appendEscaped(text, to: &markup)
    markup += "</"
    markup += name
    markup += ">\n"
  }

  /// Opens an element whose children follow; close it with `close(_:)`.
  public mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    indent()
    markup += "<"
    markup += name
    appendAttributes(attributes)
    markup += ">\n"
    depth += 1
  }

  /// Closes the element opened last.
  public mutating func close(_ name: String) {
    depth = max(0, depth - 1)
    indent()
    markup += "</"
    markup += name
    markup += ">\n"
  }

  /// Markup written elsewhere (already escaped), indented as a child.
  public mutating func raw(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      indent()
      markup += line
      markup += "\n"
    }
  }

  /// Embeds a font file as an `@font-face` of `family` (a name safe in single quotes), once per
  /// file, so a viewer draws text in the app's font without having it installed. An unreadable
  /// file embeds nothing: the text falls back to the next family listed.
  public mutating func embedFontFace(family: String, file: URL) {
    guard !fontFiles.contains(file) else { return }
    fontFiles.append(file)
    guard let data = try? Data(contentsOf: file) else { return }
    let format = file.pathExtension.lowercased() == "otf" ? "opentype" : "truetype"
    raw(
      "<style>@font-face{font-family:'\(family)';src:url(data:font/\(file.pathExtension.lowercased());base64,"
        + data.base64EncodedString() + ") format('\(format)');}</style>")
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
