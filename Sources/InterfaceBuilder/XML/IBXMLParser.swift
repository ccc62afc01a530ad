/// A syntax problem found by the XML tokenizer, before it is given a file name.
struct IBXMLSyntaxError: Error {
  var id: IBDiagnosticID
  var offset: Int
  var message: String
  var notes: [(offset: Int, message: String)] = []
}

/// The result of tokenizing a file: the root element plus what surrounds it.
struct IBXMLParseResult: Sendable {
  var root: IBXMLElement
  /// The text of the `<?xml …?>` declaration, between `<?` and `?>`, when present.
  var declaration: String?
  /// Comments and processing instructions before the root element.
  var prolog: [IBXMLNode]
  /// Comments and processing instructions after the root element.
  var epilog: [IBXMLNode]
  /// The byte offset of each line start, for turning offsets into line and column.
  var lineStarts: [Int]
}

/// A small, strict XML tokenizer over UTF-8 bytes that builds the lossless `IBXMLElement` tree.
///
/// Foundation's `XMLParser` reports attributes as an unordered dictionary and gives no byte ranges,
/// so it cannot round-trip attribute order or support byte-preserving edits. This tokenizer keeps
/// both and never processes DTDs or entities beyond the five predefined ones and character
/// references: a `<!DOCTYPE` is refused outright, so external entities can never be resolved.
struct IBXMLParser: ~Copyable {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position: Int
  private let maximumDepth: Int
  let lineStarts: [Int]
  /// The elements opened and not yet closed, innermost last.
  private var stack: [OpenElement] = []

  private struct OpenElement {
    var element: IBXMLElement
    var nameStart: Int
    var nameEnd: Int
    var pendingWhitespace: Range<Int>?
  }

  /// Creates a tokenizer over `bytes`, starting at `start` (after a byte-order mark).
  init(bytes: UnsafeBufferPointer<UInt8>, start: Int, maximumDepth: Int) {
    self.bytes = bytes
    self.position = start
    self.maximumDepth = maximumDepth
    self.lineStarts = IBXMLParser.lineStarts(of: bytes)
  }

  static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 40 + 1)
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
    return starts
  }

  /// The 1-based line and column of a byte offset.
  static func location(of offset: Int, lineStarts: [Int]) -> IBSourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return IBSourceLocation(line: low + 1, column: offset - lineStarts[low] + 1, offset: offset)
  }

  private func location(of offset: Int) -> IBSourceLocation {
    IBXMLParser.location(of: offset, lineStarts: lineStarts)
  }

  // MARK: - Document

  mutating func parseDocument() throws(IBXMLSyntaxError) -> IBXMLParseResult {
    do {
      return try parseContent()
    } catch var error {
      // At the end of a truncated file, say which element was left open.
      if error.offset >= bytes.count, let open = stack.last?.element, error.notes.isEmpty {
        error.message += "; <\(open.name)> is not closed"
        error.notes.append((open.location.offset, "<\(open.name)> opened here"))
      }
      throw error
    }
  }

  private mutating func parseContent() throws(IBXMLSyntaxError) -> IBXMLParseResult {
    var declaration: String?
    var prolog: [IBXMLNode] = []
    var epilog: [IBXMLNode] = []
    var root: IBXMLElement?
    stack.reserveCapacity(64)
    let end = bytes.count

    while position < end {
      let textStart = position
      while position < end && bytes[position] != UInt8(ascii: "<") { position += 1 }
      if position > textStart {
        if stack.isEmpty {
          if !isWhitespace(textStart..<position) {
            let what = root == nil ? "before the root element" : "after the root element"
            throw syntax(textStart, "text is not allowed \(what)")
          }
        } else {
          try appendTextToInnermost(textStart..<position)
        }
      }
      guard position < end else { break }
      let tagStart = position
      let next = byte(at: position + 1)
      if next == UInt8(ascii: "/") {
        guard var open = stack.popLast() else {
          throw syntax(tagStart, "end tag without a matching start tag")
        }
        try parseEndTag(for: open)
        if open.element.children.isEmpty, let whitespace = open.pendingWhitespace {
          open.element.children.append(.text(decodeText(whitespace)))
        }
        open.element.sourceRange = open.element.location.offset..<position
        if stack.isEmpty {
          root = open.element
        } else {
          stack[stack.count - 1].element.children.append(.element(open.element))
        }
      } else if next == UInt8(ascii: "!") {
        if matches("<!--", at: position) {
          let body = try parseDelimited(open: "<!--", close: "-->", what: "comment")
          let node = IBXMLNode.comment(string(body))
          if stack.isEmpty {
            if root == nil { prolog.append(node) } else { epilog.append(node) }
          } else {
            stack[stack.count - 1].element.children.append(node)
          }
        } else if matches("<![CDATA[", at: position) {
          guard !stack.isEmpty else { throw syntax(tagStart, "CDATA section outside the root element") }
          let body = try parseDelimited(open: "<![CDATA[", close: "]]>", what: "CDATA section")
          stack[stack.count - 1].element.children.append(.cdata(normalizedNewlines(string(body))))
        } else if matches("<!DOCTYPE", at: position) {
          throw IBXMLSyntaxError(
            id: .doctypeForbidden, offset: tagStart,
            message:
              "document type declarations are not allowed in Interface Builder files (DTDs and external entities are never processed)"
          )
        } else {
          throw syntax(tagStart, "unexpected markup '<!'")
        }
      } else if next == UInt8(ascii: "?") {
        let body = try parseDelimited(open: "<?", close: "?>", what: "processing instruction")
        let text = string(body)
        let isDeclaration = text.hasPrefix("xml") && (text.count == 3 || text.utf8.dropFirst(3).first.map(isSpace) == true)
        if isDeclaration {
          guard root == nil, stack.isEmpty, prolog.isEmpty, declaration == nil,
            isWhitespace(0..<tagStart) || tagStart <= 3
          else { throw syntax(tagStart, "the XML declaration must be at the very start of the file") }
          declaration = text
        } else if stack.isEmpty {
          if root == nil { prolog.append(.processingInstruction(text)) } else {
            epilog.append(.processingInstruction(text))
          }
        } else {
          stack[stack.count - 1].element.children.append(.processingInstruction(text))
        }
      } else {
        if stack.isEmpty && root != nil {
          throw syntax(tagStart, "a second root element is not allowed; the document ended at the first one")
        }
        if stack.count >= maximumDepth {
          throw IBXMLSyntaxError(
            id: .nestingTooDeep, offset: tagStart,
            message: "elements are nested more than \(maximumDepth) levels deep")
        }
        var open = try parseStartTag()
        if byte(at: position - 2) == UInt8(ascii: "/") {
          open.element.sourceRange = tagStart..<position
          if stack.isEmpty { root = open.element } else {
            stack[stack.count - 1].element.children.append(.element(open.element))
          }
        } else {
          stack.append(open)
        }
      }
    }
    if let open = stack.last {
      let name = open.element.name
      throw IBXMLSyntaxError(
        id: .malformedXML, offset: end,
        message: "unexpected end of file: <\(name)> is not closed (the file is truncated)",
        notes: [(open.element.location.offset, "<\(name)> opened here")])
    }
    guard let root else {
      throw syntax(end, "the file contains no root element")
    }
    return IBXMLParseResult(
      root: root, declaration: declaration, prolog: prolog, epilog: epilog, lineStarts: lineStarts)
  }

  // MARK: - Tags

  private mutating func parseStartTag() throws(IBXMLSyntaxError) -> OpenElement {
    let tagStart = position
    position += 1
    let nameRange = try parseName(what: "element name")
    var element = IBXMLElement(name: string(nameRange))
    element.location = location(of: tagStart)
    var seenNames: Set<String>?
    while true {
      let hadSpace = skipWhitespace()
      guard position < bytes.count else {
        throw IBXMLSyntaxError(
          id: .malformedXML, offset: bytes.count,
          message: "unexpected end of file inside the start tag of <\(element.name)> (the file is truncated)",
          notes: [(tagStart, "<\(element.name)> starts here")])
      }
      let current = bytes[position]
      if current == UInt8(ascii: ">") {
        position += 1
        break
      }
      if current == UInt8(ascii: "/") {
        guard byte(at: position + 1) == UInt8(ascii: ">") else {
          throw syntax(position, "expected '/>' to close the empty element <\(element.name)>")
        }
        position += 2
        break
      }
      guard hadSpace else {
        throw syntax(position, "expected whitespace, '>' or '/>' in the start tag of <\(element.name)>")
      }
      let attributeStart = position
      let attributeName = try parseName(what: "attribute name")
      _ = skipWhitespace()
      guard byte(at: position) == UInt8(ascii: "=") else {
        throw syntax(position, "expected '=' after the attribute name '\(string(attributeName))'")
      }
      position += 1
      _ = skipWhitespace()
      let quote = byte(at: position)
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
        throw syntax(position, "expected a quoted value for the attribute '\(string(attributeName))'")
      }
      position += 1
      let valueStart = position
      var needsDecoding = false
      while position < bytes.count && bytes[position] != quote {
        let value = bytes[position]
        if value == UInt8(ascii: "<") {
          throw syntax(position, "'<' is not allowed in an attribute value (write &lt;)")
        }
        if value == UInt8(ascii: "&") || value == 0x09 || value == 0x0A || value == 0x0D { needsDecoding = true }
        position += 1
      }
      guard position < bytes.count else {
        throw IBXMLSyntaxError(
          id: .malformedXML, offset: bytes.count,
          message: "unexpected end of file inside an attribute value (the file is truncated)",
          notes: [(attributeStart, "the attribute starts here")])
      }
      let valueRange = valueStart..<position
      position += 1
      let name = string(attributeName)
      // Linear search for the usual handful of attributes; a set once there are many, so a
      // hostile element with thousands of attributes cannot make this quadratic.
      if element.attributes.count == 16 { seenNames = Set(element.attributes.map(\.name)) }
      let isDuplicate: Bool
      if let inserted = seenNames?.insert(name).inserted {
        isDuplicate = !inserted
      } else {
        isDuplicate = element.attributes.contains { $0.name == name }
      }
      if isDuplicate {
        let first = element.attributes.first { $0.name == name }?.sourceOffset ?? attributeStart
        throw IBXMLSyntaxError(
          id: .malformedXML, offset: attributeStart,
          message: "duplicate attribute '\(name)' on <\(element.name)>",
          notes: [(first, "first '\(name)' here")])
      }
      let value = needsDecoding ? try decode(valueRange, isAttribute: true) : string(valueRange)
      element.attributes.append(IBXMLAttribute(name: name, value: value, sourceOffset: attributeStart))
    }
    element.startTagRange = tagStart..<position
    return OpenElement(element: element, nameStart: nameRange.lowerBound, nameEnd: nameRange.upperBound)
  }

  private mutating func parseEndTag(for open: OpenElement) throws(IBXMLSyntaxError) {
    let tagStart = position
    position += 2
    let nameRange = try parseName(what: "element name")
    let openName = UnsafeBufferPointer(rebasing: bytes[open.nameStart..<open.nameEnd])
    let closeName = UnsafeBufferPointer(rebasing: bytes[nameRange])
    guard openName.elementsEqual(closeName) else {
      throw IBXMLSyntaxError(
        id: .malformedXML, offset: tagStart,
        message: "mismatched end tag </\(string(nameRange))>; expected </\(open.element.name)>",
        notes: [(open.element.location.offset, "<\(open.element.name)> opened here")])
    }
    _ = skipWhitespace()
    guard byte(at: position) == UInt8(ascii: ">") else {
      if position >= bytes.count {
        throw syntax(position, "unexpected end of file inside the end tag </\(open.element.name)> (the file is truncated)")
      }
      throw syntax(position, "expected '>' to close the end tag </\(open.element.name)>")
    }
    position += 1
  }

  private mutating func parseName(what: String) throws(IBXMLSyntaxError) -> Range<Int> {
    let start = position
    guard position < bytes.count, isNameStart(bytes[position]) else {
      if position >= bytes.count {
        throw syntax(position, "unexpected end of file where an \(what) was expected (the file is truncated)")
      }
      throw syntax(position, "expected an \(what)")
    }
    position += 1
    while position < bytes.count && isNameByte(bytes[position]) { position += 1 }
    return start..<position
  }

  private mutating func parseDelimited(open: StaticString, close: StaticString, what: String)
    throws(IBXMLSyntaxError) -> Range<Int>
  {
    let start = position
    position += open.utf8CodeUnitCount
    let bodyStart = position
    while position < bytes.count {
      if bytes[position] == close.utf8Start[0] && matches(close, at: position) {
        let body = bodyStart..<position
        position += close.utf8CodeUnitCount
        return body
      }
      position += 1
    }
    throw IBXMLSyntaxError(
      id: .malformedXML, offset: bytes.count,
      message: "unexpected end of file inside a \(what) (the file is truncated)",
      notes: [(start, "the \(what) starts here")])
  }

  // MARK: - Text

  private mutating func appendTextToInnermost(_ range: Range<Int>) throws(IBXMLSyntaxError) {
    let top = stack.count - 1
    if isWhitespace(range) {
      if stack[top].element.children.isEmpty { stack[top].pendingWhitespace = range }
      return
    }
    // A text run is never adjacent to another one, so any pending whitespace belongs to an earlier,
    // already separated run and is formatting only.
    stack[top].pendingWhitespace = nil
    var needsDecoding = false
    for index in range where bytes[index] == UInt8(ascii: "&") || bytes[index] == 0x0D {
      needsDecoding = true
      break
    }
    let text = needsDecoding ? try decode(range, isAttribute: false) : string(range)
    stack[top].element.children.append(.text(text))
  }

  private func decodeText(_ range: Range<Int>) -> String {
    normalizedNewlines(string(range))
  }

  private func normalizedNewlines(_ text: String) -> String {
    guard text.utf8.contains(0x0D) else { return text }
    return text.replacingCarriageReturns()
  }

  /// Expands entity and character references; normalizes whitespace in attribute values.
  private func decode(_ range: Range<Int>, isAttribute: Bool) throws(IBXMLSyntaxError) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      let value = bytes[index]
      if value == UInt8(ascii: "&") {
        var cursor = index + 1
        while cursor < range.upperBound && bytes[cursor] != UInt8(ascii: ";") && cursor - index < 12 {
          cursor += 1
        }
        guard cursor < range.upperBound, bytes[cursor] == UInt8(ascii: ";") else {
          throw syntax(index, "'&' must start an entity reference such as &amp;")
        }
        let name = string(index + 1..<cursor)
        switch name {
        case "lt": output.append(UInt8(ascii: "<"))
        case "gt": output.append(UInt8(ascii: ">"))
        case "amp": output.append(UInt8(ascii: "&"))
        case "quot": output.append(UInt8(ascii: "\""))
        case "apos": output.append(UInt8(ascii: "'"))
        default:
          var scalarValue: UInt32?
          if name.hasPrefix("#x") || name.hasPrefix("#X") {
            scalarValue = UInt32(name.dropFirst(2), radix: 16)
          } else if name.hasPrefix("#") {
            scalarValue = UInt32(name.dropFirst(1), radix: 10)
          } else {
            throw syntax(
              index, "undefined entity '&\(name);' (only the five XML entities and character references are allowed)")
          }
          guard let scalarValue, let scalar = Unicode.Scalar(scalarValue), scalarValue != 0 else {
            throw syntax(index, "invalid character reference '&\(name);'")
          }
          output.append(contentsOf: String(Character(scalar)).utf8)
        }
        index = cursor + 1
      } else if value == 0x0D {
        output.append(isAttribute ? 0x20 : 0x0A)
        index += 1
        if byte(at: index) == 0x0A { index += 1 }
      } else if isAttribute && (value == 0x09 || value == 0x0A) {
        output.append(0x20)
        index += 1
      } else {
        output.append(value)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  // MARK: - Bytes

  private func syntax(_ offset: Int, _ message: String) -> IBXMLSyntaxError {
    let truncated = offset >= bytes.count && !message.contains("truncated")
    return IBXMLSyntaxError(
      id: .malformedXML, offset: offset, message: truncated ? message + " (the file is truncated)" : message)
  }

  private func byte(at index: Int) -> UInt8? {
    index >= 0 && index < bytes.count ? bytes[index] : nil
  }

  private func matches(_ literal: StaticString, at index: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let pointer = literal.utf8Start
    for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
    return true
  }

  private func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private mutating func skipWhitespace() -> Bool {
    let start = position
    while position < bytes.count && isSpace(bytes[position]) { position += 1 }
    return position > start
  }

  private func isWhitespace(_ range: Range<Int>) -> Bool {
    for index in range where !isSpace(bytes[index]) { return false }
    return true
  }
}

@inline(__always)
private func isSpace(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
}

@inline(__always)
private func isNameStart(_ byte: UInt8) -> Bool {
  (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A
    || byte >= 0x80
}

@inline(__always)
private func isNameByte(_ byte: UInt8) -> Bool {
  isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
}

extension String {
  /// Replaces CR LF and lone CR with LF, as XML end-of-line handling requires.
  fileprivate func replacingCarriageReturns() -> String {
    var output: [UInt8] = []
    output.reserveCapacity(utf8.count)
    var previousWasCR = false
    for byte in utf8 {
      if byte == 0x0D {
        output.append(0x0A)
        previousWasCR = true
      } else {
        if !(byte == 0x0A && previousWasCR) { output.append(byte) }
        previousWasCR = false
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
