/// The attributes of one start tag as byte ranges in the source, so a conversion can change one
/// value or insert an attribute without writing the tag afresh (its quoting, spacing and the
/// order of the other attributes stay as they are).
struct IBStartTagAttributes {
  /// One attribute's place in the source.
  struct Attribute {
    var name: String
    /// The whole `name="value"`, quotes included.
    var range: Range<Int>
    /// The value between the quotes.
    var valueRange: Range<Int>
  }

  var attributes: [Attribute] = []

  /// Scans the start tag `bytes[tag]` (from `<` to `>`). Values are taken as written, entity
  /// references included; the names Xcode writes never need them.
  init(_ bytes: [UInt8], tag: Range<Int>) {
    var index = tag.lowerBound + 1
    // The element name.
    while index < tag.upperBound, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
      bytes[index] != UInt8(ascii: "/")
    {
      index += 1
    }
    while index < tag.upperBound {
      while index < tag.upperBound, Self.isSpace(bytes[index]) { index += 1 }
      let nameStart = index
      while index < tag.upperBound, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
        bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/")
      {
        index += 1
      }
      guard index > nameStart else { break }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
      while index < tag.upperBound, Self.isSpace(bytes[index]) { index += 1 }
      guard index < tag.upperBound, bytes[index] == UInt8(ascii: "=") else { break }
      index += 1
      while index < tag.upperBound, Self.isSpace(bytes[index]) { index += 1 }
      guard index < tag.upperBound, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { break }
      let quote = bytes[index]
      let valueStart = index + 1
      index = valueStart
      while index < tag.upperBound, bytes[index] != quote { index += 1 }
      guard index < tag.upperBound else { break }
      attributes.append(Attribute(name: name, range: nameStart..<(index + 1), valueRange: valueStart..<index))
      index += 1
    }
  }

  /// The attribute `name`, when the tag has it.
  subscript(name: String) -> Attribute? { attributes.first { $0.name == name } }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }
}
