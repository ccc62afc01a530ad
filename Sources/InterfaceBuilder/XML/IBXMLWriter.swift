/// Writes the element tree back to XML bytes in the layout Xcode uses.
///
/// Two modes: canonical (everything generated, 4-space indentation, attributes in stored order,
/// empty elements as `<x/>`), and source-preserving, where every element whose `sourceRange` is
/// still valid is copied byte for byte from the original file and only edited elements are
/// generated, so an edit shows up as the smallest possible diff.
struct IBXMLWriter {
  private(set) var output: [UInt8] = []
  /// The original file, for the source-preserving mode.
  private let source: [UInt8]?
  /// One level of indentation.
  private let indentUnit: [UInt8]
  /// The line break: `\n`, or `\r\n` when the source uses it.
  private let newline: [UInt8]

  init(source: [UInt8]?, indentUnit: [UInt8], capacity: Int) {
    self.source = source
    self.indentUnit = indentUnit
    if let source, let index = source.firstIndex(of: 0x0A), index > 0, source[index - 1] == 0x0D {
      newline = [0x0D, 0x0A]
    } else {
      newline = [0x0A]
    }
    output.reserveCapacity(capacity)
  }

  /// The whitespace before an original element on its source line, when it starts its line.
  private func originalIndent(of element: IBXMLElement) -> [UInt8]? {
    guard let source, element.location.isKnown, element.location.offset <= source.count else { return nil }
    let start = element.location.offset - (element.location.column - 1)
    guard start >= 0 else { return nil }
    let prefix = source[start..<element.location.offset]
    guard prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
    return Array(prefix)
  }

  // MARK: - Elements

  /// Writes `element` (without leading indentation or trailing newline).
  mutating func write(_ element: IBXMLElement, indent: [UInt8]) {
    if let source, let range = element.sourceRange {
      output.append(contentsOf: source[range])
      return
    }
    let indent = originalIndent(of: element) ?? indent
    let childIndent = indent + indentUnit
    if let source, let startTag = element.startTagRange, !isSelfClosing(startTag, in: source),
      !element.children.isEmpty
    {
      output.append(contentsOf: source[startTag])
    } else {
      writeStartTagOpening(element)
      if element.children.isEmpty {
        append("/>")
        return
      }
      output.append(UInt8(ascii: ">"))
    }
    let inline = element.children.contains { node in
      switch node {
      case .text, .cdata: true
      default: false
      }
    }
    if inline {
      for node in element.children { write(node, indent: childIndent) }
    } else {
      var siblingIndent = childIndent
      for node in element.children {
        if case .element(let child) = node, let original = originalIndent(of: child) { siblingIndent = original }
        output.append(contentsOf: newline)
        output.append(contentsOf: siblingIndent)
        write(node, indent: siblingIndent)
      }
      output.append(contentsOf: newline)
      output.append(contentsOf: indent)
    }
    append("</")
    append(element.name)
    output.append(UInt8(ascii: ">"))
  }

  mutating func write(_ node: IBXMLNode, indent: [UInt8]) {
    switch node {
    case .element(let element): write(element, indent: indent)
    case .text(let text): appendEscaped(text, isAttribute: false)
    case .cdata(let text):
      append("<![CDATA[")
      append(text)
      append("]]>")
    case .comment(let text):
      append("<!--")
      append(text)
      append("-->")
    case .processingInstruction(let text):
      append("<?")
      append(text)
      append("?>")
    }
  }

  private mutating func writeStartTagOpening(_ element: IBXMLElement) {
    output.append(UInt8(ascii: "<"))
    append(element.name)
    for attribute in element.attributes {
      output.append(0x20)
      append(attribute.name)
      append("=\"")
      appendEscaped(attribute.value, isAttribute: true)
      output.append(UInt8(ascii: "\""))
    }
  }

  private func isSelfClosing(_ startTag: Range<Int>, in source: [UInt8]) -> Bool {
    startTag.count >= 2 && source[startTag.upperBound - 2] == UInt8(ascii: "/")
  }

  // MARK: - Bytes

  mutating func append(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  mutating func append(bytes: ArraySlice<UInt8>) {
    output.append(contentsOf: bytes)
  }

  private mutating func appendEscaped(_ text: String, isAttribute: Bool) {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): append("&amp;")
      case UInt8(ascii: "<"): append("&lt;")
      case UInt8(ascii: ">"): append("&gt;")
      case UInt8(ascii: "\"") where isAttribute: append("&quot;")
      case 0x0A where isAttribute: append("&#10;")
      case 0x09 where isAttribute: append("&#9;")
      case 0x0D: append("&#13;")
      default: output.append(byte)
      }
    }
  }
}
