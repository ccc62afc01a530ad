import Foundation

extension LayoutDump {
  /// The dump as pretty-printed JSON with sorted keys, byte for byte what `JSONEncoder` writes
  /// with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, written straight into one
  /// buffer: the encoder's tree of boxed values and one string per number took 14 % of
  /// `adaptive layout --format json` on a 10,000-view form. Throws `EncodingError.invalidValue`
  /// for a non-finite number, as the encoder does.
  public func jsonString() throws -> String {
    var writer = LayoutDumpJSONWriter()
    writer.bytes.reserveCapacity(256 + roots.reduce(0) { $0 + 640 * $1.views.count + 480 * $1.constraints.count })
    try writer.write(self)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}

/// Writes a `LayoutDump` as `JSONEncoder` formats it: two-space indents, `"key" : value`, keys in
/// sorted order (spelled out per type below, in the order the encoder sorts them), an empty
/// array as `[`, a blank line and `]`, absent optionals left out.
struct LayoutDumpJSONWriter {
  var bytes: [UInt8] = []
  private var depth = 0
  /// Whether the open container has a member yet (one flag per level).
  private var hasMember: [Bool] = []

  mutating func write(_ dump: LayoutDump) throws {
    try object {
      try $0.member("file") { $0.string(dump.file) }
      try $0.member("roots") { writer in try writer.array(dump.roots) { try $0.root($1) } }
    }
  }

  private mutating func root(_ root: LayoutDump.Root) throws {
    try object {
      try $0.member("conflicts") { writer in try writer.array(root.conflicts) { $0.string($1) } }
      try $0.member("constraints") { writer in try writer.array(root.constraints) { try $0.constraint($1) } }
      try $0.member("device") { $0.string(root.device) }
      try $0.member("orientation") { $0.string(root.orientation) }
      try $0.member("rootID") { $0.string(root.rootID) }
      if let sceneID = root.sceneID { try $0.member("sceneID") { $0.string(sceneID) } }
      try $0.member("traitCollection") { try $0.traits(root.traitCollection) }
      try $0.member("views") { writer in try writer.array(root.views) { try $0.view($1) } }
    }
  }

  private mutating func traits(_ traits: LayoutDump.Traits) throws {
    try object {
      try $0.member("description") { $0.string(traits.description) }
      try $0.member("displayScale") { try $0.number(traits.displayScale) }
      try $0.member("horizontalSizeClass") { $0.string(traits.horizontalSizeClass) }
      try $0.member("userInterfaceIdiom") { $0.string(traits.userInterfaceIdiom) }
      try $0.member("verticalSizeClass") { $0.string(traits.verticalSizeClass) }
    }
  }

  private mutating func view(_ view: LayoutDump.View) throws {
    try object {
      try $0.member("className") { $0.string(view.className) }
      try $0.member("frame") { try $0.numbers(view.frame) }
      try $0.member("id") { $0.string(view.id) }
      try $0.member("isAmbiguous") { $0.bool(view.isAmbiguous) }
      try $0.member("isHidden") { $0.bool(view.isHidden) }
      if let parent = view.parent { try $0.member("parent") { $0.string(parent) } }
      if let stored = view.storedFrame { try $0.member("storedFrame") { try $0.numbers(stored) } }
      try $0.member("windowFrame") { try $0.numbers(view.windowFrame) }
    }
  }

  private mutating func constraint(_ constraint: LayoutDump.Constraint) throws {
    try object {
      try $0.member("constant") { try $0.number(constraint.constant) }
      try $0.member("description") { $0.string(constraint.description) }
      try $0.member("firstAttribute") { $0.string(constraint.firstAttribute) }
      try $0.member("firstItem") { $0.string(constraint.firstItem) }
      try $0.member("id") { $0.string(constraint.id) }
      try $0.member("multiplier") { try $0.number(constraint.multiplier) }
      try $0.member("priority") { try $0.number(constraint.priority) }
      try $0.member("relation") { $0.string(constraint.relation) }
      if let attribute = constraint.secondAttribute { try $0.member("secondAttribute") { $0.string(attribute) } }
      if let item = constraint.secondItem { try $0.member("secondItem") { $0.string(item) } }
    }
  }

  // MARK: Containers

  private mutating func object(_ body: (inout LayoutDumpJSONWriter) throws -> Void) throws {
    try container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), body)
  }

  private mutating func array<Element>(
    _ elements: [Element], _ body: (inout LayoutDumpJSONWriter, Element) throws -> Void
  ) throws {
    try container(open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { writer in
      for element in elements {
        writer.nextMember()
        try body(&writer, element)
      }
    }
  }

  private mutating func numbers(_ values: [Double]) throws {
    try array(values) { try $0.number($1) }
  }

  private mutating func container(open: UInt8, close: UInt8, _ body: (inout LayoutDumpJSONWriter) throws -> Void) throws {
    bytes.append(open)
    depth += 1
    hasMember.append(false)
    try body(&self)
    let hadMembers = hasMember.removeLast()
    depth -= 1
    // An empty container is written open, blank line, close (as the encoder does).
    if !hadMembers { bytes.append(UInt8(ascii: "\n")) }
    newline()
    bytes.append(close)
  }

  /// Starts the next member of the open container: a comma after the one before, a new line
  /// and the indent.
  private mutating func nextMember() {
    if hasMember[hasMember.count - 1] { bytes.append(UInt8(ascii: ",")) } else { hasMember[hasMember.count - 1] = true }
    newline()
  }

  private mutating func member(_ key: StaticString, _ value: (inout LayoutDumpJSONWriter) throws -> Void) throws {
    nextMember()
    bytes.append(UInt8(ascii: "\""))
    append(key)
    append("\" : ")
    try value(&self)
  }

  private mutating func newline() {
    bytes.append(UInt8(ascii: "\n"))
    for _ in 0..<depth { bytes.append(UInt8(ascii: " ")); bytes.append(UInt8(ascii: " ")) }
  }

  // MARK: Values

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  private mutating func bool(_ value: Bool) {
    append(value ? "true" : "false")
  }

  /// A number as the encoder writes it: Swift's shortest round-trip `description` without a
  /// trailing `.0`. Whole numbers below `wholeDigitsLimit` (most frames and constants) are
  /// written digit by digit; others through `description` (a string on the heap only when it is
  /// longer than 15 bytes).
  private mutating func number(_ value: Double) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: [], debugDescription: "Unable to encode Double.\(value) directly in JSON."))
    }
    if value == value.rounded(.towardZero), Swift.abs(value) < Self.wholeDigitsLimit {
      if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
      var magnitude = UInt64(Swift.abs(value))
      var divisor: UInt64 = 1
      while divisor <= magnitude / 10 { divisor *= 10 }
      repeat {
        bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / divisor))
        magnitude %= divisor
        divisor /= 10
      } while divisor > 0
      return
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Whole numbers at least this large are written as `description` writes them (which turns to
  /// an exponent somewhere above: `LayoutDumpJSONTests` checks the numbers either side).
  static let wholeDigitsLimit = 1e15

  /// A string with the encoder's escapes: quote, backslash, the named control characters and
  /// `\u00XX` for the other control characters; everything else as its UTF-8 bytes.
  private mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var start = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        start = index + 1
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
          append("u00")
          bytes.append(Self.hexDigit(byte >> 4))
          bytes.append(Self.hexDigit(byte & 0xF))
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
