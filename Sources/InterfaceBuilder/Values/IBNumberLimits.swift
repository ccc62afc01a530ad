/// The ranges the numbers of a document must lie in, and what is read instead of a number outside
/// them.
///
/// Every consumer (decode, lint, layout, render, serve) reads numeric attributes through
/// `IBXMLElement.double(_:)` and `int(_:)`, which apply these limits, and the decoder reports each
/// value outside them once, as a located `ib.invalid-value` warning naming the attribute, the value
/// and what is read instead. So a number is judged in one place and every command sees the same
/// value: text that is not a finite number (`nan`, `inf`, `1e400`) is read as absent (the
/// property's default), and a finite number outside its range is read as the nearest bound.
public enum IBNumberLimits {
  /// The largest magnitude of a coordinate, length, spacing, inset or constraint constant, in points.
  ///
  /// The largest screen is 1,366 points; the corpus's largest stored value is 9,741.5 (the height
  /// of long scroll content) and scene positions on the canvas reach 8,145. A million is a hundred
  /// times that, keeps thousandths of a point exact in a `Double`, converts to `Int` on every
  /// platform, and multiplied by `maximumMultiplier` stays far inside what the solver resolves
  /// (`1e308` made the solver's rows overflow to infinity and `Int(…)` trap).
  public static let maximumCoordinate = 1_000_000.0
  /// The largest magnitude of a constraint multiplier (the corpus uses 0.17 to 10).
  public static let maximumMultiplier = 1_000.0
  /// Layout priorities: UIKit raises for a constraint priority outside 1…1000, and Interface
  /// Builder offers the same range for content hugging and compression resistance.
  public static let priorities: ClosedRange<Double> = 1...1_000
  /// The largest font size in points (the corpus's largest is 250); sizes are never negative.
  public static let maximumFontSize = 1_000.0
  /// The largest count of lines, pages, taps or touches: drawing a page control or a label walks
  /// every one, so a count in the billions would hang the renderer.
  public static let maximumCount = 10_000.0

  /// A range and what the property means when the attribute is absent (for messages).
  public struct Limit: Sendable, Hashable {
    /// The values accepted; others are read as the nearest bound.
    public var range: ClosedRange<Double>
    /// What is read when the value is not a finite number (the property's default).
    public var whenAbsent: String
    /// The elements the limit applies to; `nil` for every element with the attribute.
    public var elements: Set<String>?
  }

  /// The limit of `attribute` on an element named `element`, or `nil` when the attribute is not a
  /// number the decoder checks.
  public static func limit(of attribute: String, on element: String) -> Limit? {
    table[attribute]?.first { $0.elements?.contains(element) ?? true }
  }

  /// `value` moved into the range of `attribute` on `element` (unchanged when there is none).
  public static func clamped(_ value: Double, attribute: String, on element: String) -> Double {
    guard let range = limit(of: attribute, on: element)?.range else { return value }
    return min(max(value, range.lowerBound), range.upperBound)
  }

  private static let coordinates = -maximumCoordinate...maximumCoordinate
  private static let unit: ClosedRange<Double> = 0...1
  private static let fontSizes = 0...maximumFontSize
  private static let counts = 0...maximumCount

  /// The limits of each attribute name, most specific first (an attribute can mean different
  /// things on different elements).
  private static let table: [String: [Limit]] = {
    var table: [String: [Limit]] = [:]
    func add(_ names: [String], _ range: ClosedRange<Double>, absent: String, on elements: Set<String>? = nil) {
      for name in names { table[name, default: []].append(Limit(range: range, whenAbsent: absent, elements: elements)) }
    }
    add(["x", "y", "width", "height"], coordinates, absent: "0")
    add(["constant"], coordinates, absent: "0", on: ["constraint"])
    add(["constant"], coordinates, absent: "the constraint's own constant", on: ["variation"])
    add(["multiplier"], -maximumMultiplier...maximumMultiplier, absent: "1", on: ["constraint"])
    add(["priority"], priorities, absent: "1000 (required)", on: ["constraint"])
    add(["horizontalHuggingPriority", "verticalHuggingPriority"], priorities, absent: "250")
    add(["horizontalCompressionResistancePriority", "verticalCompressionResistancePriority"], priorities, absent: "750")
    add(["top", "left", "bottom", "right", "leading", "trailing"], coordinates, absent: "0",
        on: ["edgeInsets", "directionalEdgeInsets", "inset"])
    add(["minX", "minY", "maxX", "maxY"], coordinates, absent: "0", on: ["inset"])
    add(
      [
        "spacing", "minimumLineSpacing", "minimumInteritemSpacing", "rowHeight", "estimatedRowHeight",
        "sectionHeaderHeight", "sectionFooterHeight", "preferredMaxLayoutWidth", "indentationWidth",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
      ], coordinates, absent: "the default")
    add(["pointSize"], fontSizes, absent: "the font's default size", on: ["fontDescription"])
    add(["size"], fontSizes, absent: "the font's default size", on: ["font"])
    add(["minimumFontSize"], fontSizes, absent: "no minimum")
    add(["alpha", "minimumScaleFactor", "progress"], unit, absent: "the default (1 for alpha, 0 otherwise)")
    add(["red", "green", "blue", "white"], unit, absent: "0", on: ["color"])
    add(["numberOfLines", "numberOfPages", "currentPage"], counts, absent: "the default")
    add(["value", "minValue", "maxValue", "minimumValue", "maximumValue"], coordinates, absent: "the default",
        on: ["slider", "stepper"])
    return table
  }()
}
