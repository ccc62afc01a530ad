/// Reads a visual format string into a `VisualFormatAST` the way UIKit's parser does: one VisualFormatCharacter
/// character at a time, no whitespace allowed, stopping at the first syntax error with UIKit's
/// sentence and caret offset.
struct VisualFormatParser {
  typealias Failure = NSLayoutConstraint.VisualFormatError

  private let format: String
  private let chars: [UInt8]
  private var index = 0
  private var ast = VisualFormatAST()

  private init(format: String) {
    self.format = format
    chars = Array(format.utf8)
  }

  /// Parses `format`; a syntax error ends the tree and is stored in it.
  static func parse(_ format: String) -> VisualFormatAST {
    var parser = VisualFormatParser(format: format)
    do throws(Failure) {
      try parser.parseFormat()
    } catch {
      parser.ast.syntaxError = error
    }
    return parser.ast
  }

  // MARK: Grammar

  /// `(<orientation>:)? (|<connection>)? <view> (<connection><view>)* (<connection>|)?`
  private mutating func parseFormat() throws(Failure) {
    guard !chars.isEmpty else { throw Failure(message: VisualFormatMessage.emptyString, format: format, position: nil) }
    guard chars.allSatisfy({ $0 < 0x80 }) else {
      throw Failure(message: VisualFormatMessage.nonASCII, format: format, position: nil)
    }
    if peek == VisualFormatCharacter.h || peek == VisualFormatCharacter.v {
      let vertical = peek == VisualFormatCharacter.v
      ast.axis = vertical ? .vertical : .horizontal
      index += 1
      guard peek == VisualFormatCharacter.colon else {
        throw failure(vertical ? VisualFormatMessage.colonAfterV : VisualFormatMessage.colonAfterH)
      }
      index += 1
    }
    if peek == VisualFormatCharacter.bar {
      index += 1
      ast.elements.append(.superview(end: index))
      guard !atEnd else { throw failure(VisualFormatMessage.connectionAfterBar) }
      try parseConnection()
    }
    try parseView()
    while !atEnd {
      try parseConnection()
      switch peek {
      case VisualFormatCharacter.openBracket:
        try parseView()
      case VisualFormatCharacter.bar:
        index += 1
        ast.elements.append(.superview(end: index))
        guard atEnd else { throw failure(VisualFormatMessage.endOfFormat) }
      default:
        throw failure(VisualFormatMessage.viewOrBar)
      }
    }
  }

  /// Nothing (flush), `-` (standard) or `-<predicateList>-`.
  private mutating func parseConnection() throws(Failure) {
    guard peek == VisualFormatCharacter.dash else {
      ast.elements.append(.connection(.flush))
      return
    }
    index += 1
    if peek == VisualFormatCharacter.bar || peek == VisualFormatCharacter.openBracket {
      ast.elements.append(.connection(.standard))
      return
    }
    var predicates: [VisualFormatAST.Predicate] = []
    defer { ast.elements.append(.connection(.predicates(predicates))) }
    if peek == VisualFormatCharacter.dash { throw failure(VisualFormatMessage.ambiguousMinus) }
    if peek == VisualFormatCharacter.openParenthesis {
      index += 1
      try parsePredicateList(into: &predicates)
      guard peek == VisualFormatCharacter.closeParenthesis else { throw failure(VisualFormatMessage.closingParenthesis) }
      index += 1
    } else {
      try parsePredicate(into: &predicates)
    }
    switch peek {
    case VisualFormatCharacter.dash: index += 1
    case VisualFormatCharacter.comma: throw failure(VisualFormatMessage.dashBeforeList)
    default: throw failure(VisualFormatMessage.dash)
    }
  }

  /// `[<viewName>(<predicateListWithParens>)?]`
  private mutating func parseView() throws(Failure) {
    guard peek == VisualFormatCharacter.openBracket else { throw failure(VisualFormatMessage.view) }
    index += 1
    guard !atEnd else { throw failure(VisualFormatMessage.view) }
    let name = scanName()
    guard !name.isEmpty else { throw failure(VisualFormatMessage.viewName) }
    var view = VisualFormatAST.View(name: name, nameEnd: index)
    defer { ast.elements.append(.view(view)) }
    switch peek {
    case VisualFormatCharacter.closeBracket:
      index += 1
    case VisualFormatCharacter.openParenthesis:
      index += 1
      guard !atEnd else { throw failure(VisualFormatMessage.ranOutInView) }
      try parsePredicateList(into: &view.predicates)
      guard peek == VisualFormatCharacter.closeParenthesis else { throw failure(VisualFormatMessage.thicknessEnd) }
      index += 1
      guard peek == VisualFormatCharacter.closeBracket else { throw failure(VisualFormatMessage.bracketAfterThickness) }
      index += 1
    default:
      throw failure(VisualFormatMessage.closingBracket)
    }
    view.end = index
  }

  /// `<predicate>(,<predicate>)*`; predicates read before an error stay in `predicates`.
  private mutating func parsePredicateList(into predicates: inout [VisualFormatAST.Predicate]) throws(Failure) {
    try parsePredicate(into: &predicates)
    while peek == VisualFormatCharacter.comma {
      index += 1
      try parsePredicate(into: &predicates)
    }
  }

  /// `(<relation>)?<objectOfPredicate>(@<priority>)?`
  private mutating func parsePredicate(into predicates: inout [VisualFormatAST.Predicate]) throws(Failure) {
    let relation = try parseRelation()
    let object = try parseOperand()
    predicates.append(.init(relation: relation, object: object, objectEnd: index, priority: nil))
    guard peek == VisualFormatCharacter.at else { return }
    index += 1
    let priority = try parseOperand()
    predicates[predicates.count - 1].priority = .init(value: priority, end: index)
  }

  /// `==`, `<=` or `>=`; `==` when absent.
  private mutating func parseRelation() throws(Failure) -> NSLayoutConstraint.Relation {
    guard let char = peek else { throw failure(VisualFormatMessage.moreInput) }
    let relation: NSLayoutConstraint.Relation
    switch char {
    case VisualFormatCharacter.less: relation = .lessThanOrEqual
    case VisualFormatCharacter.equals: relation = .equal
    case VisualFormatCharacter.greater: relation = .greaterThanOrEqual
    default: return .equal
    }
    index += 1
    guard peek == VisualFormatCharacter.equals else { throw failure(VisualFormatMessage.unknownRelation) }
    index += 1
    return relation
  }

  /// A number (as `strtod` reads it) or a C identifier.
  private mutating func parseOperand() throws(Failure) -> VisualFormatAST.Operand {
    guard let char = peek else { throw failure(VisualFormatMessage.numberOrKey) }
    if char == VisualFormatCharacter.dash || VisualFormatCharacter.isDigit(char) {
      guard let (value, end) = VisualFormatNumber.scan(chars, from: index) else {
        throw failure(VisualFormatMessage.numberOrAKey)
      }
      index = end
      return .number(value)
    }
    guard VisualFormatCharacter.isNameStart(char) else { throw failure(VisualFormatMessage.numberOrKey) }
    return .name(scanName())
  }

  // MARK: Characters

  private var atEnd: Bool { index >= chars.count }
  private var peek: UInt8? { atEnd ? nil : chars[index] }

  /// A C identifier at the current position, or "" (consuming nothing) when there is none.
  private mutating func scanName() -> String {
    guard let first = peek, VisualFormatCharacter.isNameStart(first) else { return "" }
    let start = index
    index += 1
    while let char = peek, VisualFormatCharacter.isNameStart(char) || VisualFormatCharacter.isDigit(char) { index += 1 }
    return String(decoding: chars[start..<index], as: UTF8.self)
  }

  private func failure(_ message: String) -> Failure {
    Failure(message: message, format: format, position: index)
  }
}

/// The characters the grammar uses.
enum VisualFormatCharacter {
  static let h = UInt8(ascii: "H")
  static let v = UInt8(ascii: "V")
  static let colon = UInt8(ascii: ":")
  static let bar = UInt8(ascii: "|")
  static let dash = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let dot = UInt8(ascii: ".")
  static let comma = UInt8(ascii: ",")
  static let at = UInt8(ascii: "@")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")
  static let less = UInt8(ascii: "<")
  static let equals = UInt8(ascii: "=")
  static let greater = UInt8(ascii: ">")
  static let underscore = UInt8(ascii: "_")

  static func isDigit(_ char: UInt8) -> Bool { char >= UInt8(ascii: "0") && char <= UInt8(ascii: "9") }
  static func isLetter(_ char: UInt8) -> Bool {
    (char >= UInt8(ascii: "a") && char <= UInt8(ascii: "z")) || (char >= UInt8(ascii: "A") && char <= UInt8(ascii: "Z"))
  }
  static func isNameStart(_ char: UInt8) -> Bool { char == underscore || isLetter(char) }
  static func isHexDigit(_ char: UInt8) -> Bool {
    isDigit(char) || (char | 0x20 >= UInt8(ascii: "a") && char | 0x20 <= UInt8(ascii: "f"))
  }
}
