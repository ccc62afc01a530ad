/// One attribute of an XML element, kept in file order with its decoded value.
public struct IBXMLAttribute: Equatable, Sendable {
  /// The attribute name, such as `firstItem`.
  public var name: String
  /// The decoded value (entities expanded).
  public var value: String
  /// The byte offset of the attribute name in the source file; `-1` when created by an edit.
  public var sourceOffset: Int

  /// Creates an attribute.
  public init(name: String, value: String, sourceOffset: Int = -1) {
    self.name = name
    self.value = value
    self.sourceOffset = sourceOffset
  }

  /// Compares name and value only; source positions do not take part.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.value == rhs.value
  }
}
