/// A font from `<fontDescription>` (views) or `<font>` (attributed strings), format notes §8.
public struct IBFont: Hashable, Sendable {
  /// What kind of font this is.
  public enum Kind: Hashable, Sendable {
    /// The system font, with an optional weight (`ultraLight` … `black`).
    case system(weight: String?)
    /// The bold system font.
    case boldSystem
    /// The italic system font.
    case italicSystem
    /// A Dynamic Type text style such as `UICTFontTextStyleBody`.
    case textStyle(String)
    /// A font by PostScript name, with its family when written.
    case named(String, family: String?)
    /// A `metaFont` of an attributed string (`system`, `systemBold`, …).
    case metaFont(String)
    /// A `type=` the decoder does not know; the raw value is kept.
    case other(String)
  }

  /// The property the font sets (`fontDescription`, `font`, `NSFont`).
  public var key: String?
  /// The font kind.
  public var kind: Kind
  /// The point size; `nil` for text styles, which size with the content size category.
  public var pointSize: Double?

  /// Creates a font.
  public init(key: String? = nil, kind: Kind, pointSize: Double?) {
    self.key = key
    self.kind = kind
    self.pointSize = pointSize
  }

  /// Reads a `<fontDescription>` or `<font>` element.
  public init?(_ element: IBXMLElement?) {
    guard let element else { return nil }
    switch element.name {
    case "fontDescription":
      let kind: Kind
      if let style = element["style"] {
        kind = .textStyle(style)
      } else if let name = element["name"] {
        kind = .named(name, family: element["family"])
      } else {
        switch element["type"] {
        case "system", nil: kind = .system(weight: element["weight"])
        case "boldSystem": kind = .boldSystem
        case "italicSystem": kind = .italicSystem
        case let other?: kind = .other(other)
        }
      }
      self.init(key: element.key, kind: kind, pointSize: element.double("pointSize"))
    case "font":
      let kind: Kind
      if let name = element["name"] {
        kind = .named(name, family: element["family"])
      } else if let meta = element["metaFont"] {
        kind = .metaFont(meta)
      } else {
        kind = .system(weight: nil)
      }
      self.init(key: element.key, kind: kind, pointSize: element.double("size"))
    default:
      return nil
    }
  }
}
