/// Numbers as UIKit reads them (`strtod_l` in the C locale): the longest prefix that is a decimal or
/// hexadecimal float, `inf`, `infinity` or `nan`, with an optional sign.
enum VisualFormatNumber {
  private typealias Char = VisualFormatCharacter

  /// The number starting at `start` and the offset after it, or nil when none starts there.
  static func scan(_ chars: [UInt8], from start: Int) -> (value: Double, end: Int)? {
    var index = start
    var negative = false
    if index < chars.count, chars[index] == Char.dash || chars[index] == Char.plus {
      negative = chars[index] == Char.dash
      index += 1
    }
    if let end = word("infinity", in: chars, at: index) ?? word("inf", in: chars, at: index) {
      return (negative ? -.infinity : .infinity, end)
    }
    if var end = word("nan", in: chars, at: index) {
      end = nanPayloadEnd(chars, from: end)
      return (negative ? -.nan : .nan, end)
    }
    let bodyStart = index
    let isHex = hexPrefix(chars, at: index)
    if isHex { index += 2 }
    func isDigit(_ char: UInt8) -> Bool { isHex ? Char.isHexDigit(char) : Char.isDigit(char) }
    var digits = 0
    while index < chars.count, isDigit(chars[index]) {
      index += 1
      digits += 1
    }
    if index < chars.count, chars[index] == Char.dot {
      index += 1
      while index < chars.count, isDigit(chars[index]) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else { return nil }
    index = exponentEnd(chars, from: index, marker: isHex ? UInt8(ascii: "p") : UInt8(ascii: "e"))
    let text = String(decoding: chars[bodyStart..<index], as: UTF8.self)
    guard let magnitude = Double(text) else { return nil }
    return (negative ? -magnitude : magnitude, index)
  }

  /// `0x` or `0X` followed by a hex digit, or by a point and a hex digit.
  private static func hexPrefix(_ chars: [UInt8], at index: Int) -> Bool {
    guard index + 2 < chars.count, chars[index] == UInt8(ascii: "0"), chars[index + 1] | 0x20 == UInt8(ascii: "x")
    else { return false }
    if Char.isHexDigit(chars[index + 2]) { return true }
    return chars[index + 2] == Char.dot && index + 3 < chars.count && Char.isHexDigit(chars[index + 3])
  }

  /// The end of an exponent (`e-3`, `p+4`) at `index`, or `index` when there is no complete one.
  private static func exponentEnd(_ chars: [UInt8], from index: Int, marker: UInt8) -> Int {
    guard index < chars.count, chars[index] | 0x20 == marker else { return index }
    var end = index + 1
    if end < chars.count, chars[end] == Char.dash || chars[end] == Char.plus { end += 1 }
    guard end < chars.count, Char.isDigit(chars[end]) else { return index }
    while end < chars.count, Char.isDigit(chars[end]) { end += 1 }
    return end
  }

  /// The end of `nan`'s optional `(n-char-sequence)`.
  private static func nanPayloadEnd(_ chars: [UInt8], from index: Int) -> Int {
    guard index < chars.count, chars[index] == Char.openParenthesis else { return index }
    var end = index + 1
    while end < chars.count, Char.isNameStart(chars[end]) || Char.isDigit(chars[end]) { end += 1 }
    return end < chars.count && chars[end] == Char.closeParenthesis ? end + 1 : index
  }

  /// The end of `word` (matched case-insensitively) at `index`.
  private static func word(_ word: String, in chars: [UInt8], at index: Int) -> Int? {
    var end = index
    for letter in word.utf8 {
      guard end < chars.count, chars[end] | 0x20 == letter else { return nil }
      end += 1
    }
    return end
  }
}
