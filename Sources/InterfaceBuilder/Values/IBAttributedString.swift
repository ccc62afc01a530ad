/// An `<attributedString>`: text fragments with their attributes (font, colour, paragraph style).
public struct IBAttributedString: Equatable, Sendable {
  /// One `<fragment content=…>` (or `<fragment><string key="content">…`).
  public struct Fragment: Equatable, Sendable {
    /// The fragment's text.
    public var content: String
    /// The `NSFont` attribute.
    public var font: IBFont?
    /// The `NSColor` attribute.
    public var color: IBColor?
    /// The `NSParagraphStyle` element, kept whole.
    public var paragraphStyle: IBXMLElement?
    /// Every attribute element, in order.
    public var attributes: [IBXMLElement]
  }

  /// The property the string sets (`attributedText`, …).
  public var key: String?
  /// The fragments, in order.
  public var fragments: [Fragment]

  /// The plain text.
  public var string: String { fragments.map(\.content).joined() }

  /// Reads an `<attributedString>` element.
  public init?(_ element: IBXMLElement?) {
    guard let element, element.name == "attributedString" else { return nil }
    key = element.key
    fragments = element.children(named: "fragment").map { fragment in
      let attributes = fragment.firstChild(named: "attributes")?.elements ?? []
      return Fragment(
        content: fragment["content"] ?? fragment.child(key: "content")?.text ?? "",
        font: IBFont(attributes.first { $0.key == "NSFont" }),
        color: IBColor(attributes.first { $0.key == "NSColor" }),
        paragraphStyle: attributes.first { $0.key == "NSParagraphStyle" },
        attributes: attributes)
    }
  }
}
