/// One node of the lossless XML tree that backs an `IBDocument`.
public enum IBXMLNode: Equatable, Sendable {
  /// A child element.
  case element(IBXMLElement)
  /// Character data (entities expanded). Formatting whitespace between elements is not kept.
  case text(String)
  /// A `<![CDATA[…]]>` section, kept as such.
  case cdata(String)
  /// A comment such as `<!--List View Controller-->` (the text between the delimiters).
  case comment(String)
  /// A processing instruction (the text between `<?` and `?>`).
  case processingInstruction(String)

  /// The element, when this node is one.
  public var element: IBXMLElement? {
    if case .element(let element) = self { return element }
    return nil
  }
}
