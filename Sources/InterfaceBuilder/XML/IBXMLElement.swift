/// An XML element with its attributes in file order, its children and its source location.
///
/// This is the canonical, lossless storage of an `IBDocument`: every element and attribute of the
/// file is kept, known or not. Equality compares content only (names, attributes, children), never
/// source positions.
public struct IBXMLElement: Equatable, Sendable {
  /// The element name, such as `constraint`.
  public var name: String
  /// The attributes in file order.
  public var attributes: [IBXMLAttribute]
  /// The child nodes in file order.
  public var children: [IBXMLNode]
  /// Where the element's `<` is in the source file.
  public var location: IBSourceLocation
  /// Byte range of the whole element in the source; `nil` once the element or a descendant is edited.
  var sourceRange: Range<Int>?
  /// Byte range of the start tag in the source; `nil` once the attributes are edited.
  var startTagRange: Range<Int>?

  /// Creates an element that does not come from a source file.
  public init(
    name: String, attributes: [IBXMLAttribute] = [], children: [IBXMLNode] = [],
    location: IBSourceLocation = .unknown
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.location = location
    self.sourceRange = nil
    self.startTagRange = nil
  }

  /// Creates an element from name/value pairs, in order.
  public init(_ name: String, _ attributes: KeyValuePairs<String, String>, children: [IBXMLNode] = []) {
    self.init(
      name: name, attributes: attributes.map { IBXMLAttribute(name: $0.key, value: $0.value) },
      children: children)
  }

  /// Compares content only; source positions do not take part.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.children == rhs.children
  }
}
