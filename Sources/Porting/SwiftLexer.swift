/// Splits Swift source into tokens that keep every character: strings (raw, multi-line, with
/// interpolations holding further strings), nested block comments and attributes are single
/// tokens, so rewriting never touches text inside a literal or a comment.
public struct SwiftLexer {
  /// A literal or comment that does not end before the file does.
  public struct Failure: Error, Equatable, Sendable {
    /// The 1-based line where the unterminated construct starts.
    public let line: Int
    /// What is unterminated.
    public let problem: String
  }

  private let scalars: [Unicode.Scalar]
  private var position = 0
  private var line = 1

  /// Prepares to tokenize `source`.
  public init(_ source: String) { scalars = Array(source.unicodeScalars) }

  /// All tokens of the source, in order.
  public static func tokenize(_ source: String) throws(Failure) -> [SwiftToken] {
    var lexer = SwiftLexer(source)
    var tokens: [SwiftToken] = []
    while let token = try lexer.next() { tokens.append(token) }
    return tokens
  }

  /// The next token, or nil at the end.
  public mutating func next() throws(Failure) -> SwiftToken? {
    guard position < scalars.count else { return nil }
    let start = position
    let startLine = line
    let kind = try scanToken()
    let text = String(String.UnicodeScalarView(scalars[start..<position]))
    return SwiftToken(kind: kind, text: text, line: startLine, offset: start)
  }

  private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    position + ahead < scalars.count ? scalars[position + ahead] : nil
  }

  private mutating func advance() {
    if scalars[position] == "\n" { line += 1 }
    position += 1
  }

  private mutating func scanToken() throws(Failure) -> SwiftToken.Kind {
    let scalar = scalars[position]
    switch scalar {
    case " ", "\t":
      while let next = peek(), next == " " || next == "\t" { advance() }
      return .space
    case "\n", "\r":
      while let next = peek(), next == "\n" || next == "\r" || next == " " || next == "\t" { advance() }
      return .newline
    case "/" where peek(1) == "/":
      while let next = peek(), next != "\n", next != "\r" { advance() }
      return .lineComment
    case "/" where peek(1) == "*":
      try scanBlockComment()
      return .blockComment
    case "\"":
      try scanString(hashes: 0)
      return .string
    case "#":
      var hashes = 0
      while peek(hashes) == "#" { hashes += 1 }
      if peek(hashes) == "\"" {
        for _ in 0..<hashes { advance() }
        try scanString(hashes: hashes)
        return .string
      }
      if hashes == 1, peek(1) == "/" {
        try scanExtendedRegex()
        return .string
      }
      let hashStart = position
      advance()
      while let next = peek(), Self.isIdentifierContinuation(next) { advance() }
      return position > hashStart + 1 ? .pound : .punctuation
    case "@":
      advance()
      while let next = peek(), Self.isIdentifierContinuation(next) { advance() }
      return .attribute
    case "`":
      advance()
      while let next = peek(), next != "`", next != "\n" { advance() }
      if peek() == "`" { advance() }
      return .identifier
    case "0"..."9":
      scanNumber()
      return .number
    default:
      if Self.isIdentifierStart(scalar) || scalar == "$" {
        advance()
        while let next = peek(), Self.isIdentifierContinuation(next) { advance() }
        return .identifier
      }
      advance()
      return .punctuation
    }
  }

  private mutating func scanBlockComment() throws(Failure) {
    let startLine = line
    var depth = 0
    repeat {
      guard position < scalars.count else { throw Failure(line: startLine, problem: "unterminated block comment") }
      if peek() == "/", peek(1) == "*" {
        depth += 1
        advance()
        advance()
      } else if peek() == "*", peek(1) == "/" {
        depth -= 1
        advance()
        advance()
      } else {
        advance()
      }
    } while depth > 0
  }

  /// Scans a string literal starting at its opening quote, after any `#`s of a raw string.
  private mutating func scanString(hashes: Int) throws(Failure) {
    let startLine = line
    let multiline = peek(1) == "\"" && peek(2) == "\""
    let quotes = multiline ? 3 : 1
    for _ in 0..<quotes { advance() }
    while true {
      guard let scalar = peek() else { throw Failure(line: startLine, problem: "unterminated string literal") }
      if !multiline, scalar == "\n" || scalar == "\r" {
        throw Failure(line: startLine, problem: "unterminated string literal")
      }
      if scalar == "\\", matchesHashes(after: 1, count: hashes) {
        for _ in 0...hashes { advance() }
        if peek() == "(" {
          try scanInterpolation()
        } else if position < scalars.count {
          advance()
        }
        continue
      }
      if scalar == "\"", (0..<quotes).allSatisfy({ peek($0) == "\"" }), matchesHashes(after: quotes, count: hashes) {
        for _ in 0..<(quotes + hashes) { advance() }
        return
      }
      advance()
    }
  }

  private func matchesHashes(after offset: Int, count: Int) -> Bool {
    (0..<count).allSatisfy { peek(offset + $0) == "#" }
  }

  /// Scans `( … )` of an interpolation, whose code may hold strings, comments and parentheses.
  private mutating func scanInterpolation() throws(Failure) {
    let startLine = line
    var depth = 0
    repeat {
      guard let scalar = peek() else { throw Failure(line: startLine, problem: "unterminated string interpolation") }
      switch scalar {
      case "(":
        depth += 1
        advance()
      case ")":
        depth -= 1
        advance()
      case "\"":
        try scanString(hashes: 0)
      case "#" where peek(1) == "\"" || peek(1) == "#":
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
          for _ in 0..<hashes { advance() }
          try scanString(hashes: hashes)
        } else {
          advance()
        }
      case "/" where peek(1) == "*":
        try scanBlockComment()
      default:
        advance()
      }
    } while depth > 0
  }

  /// `#/ … /#`, an extended regular expression literal.
  private mutating func scanExtendedRegex() throws(Failure) {
    let startLine = line
    advance()
    advance()
    while true {
      guard let scalar = peek() else { throw Failure(line: startLine, problem: "unterminated regular expression literal") }
      if scalar == "\\" {
        advance()
        if position < scalars.count { advance() }
        continue
      }
      if scalar == "/", peek(1) == "#" {
        advance()
        advance()
        return
      }
      advance()
    }
  }

  private mutating func scanNumber() {
    advance()
    while let next = peek() {
      if Self.isIdentifierContinuation(next) {
        advance()
      } else if next == ".", let after = peek(1), ("0"..."9").contains(after) {
        advance()
      } else if (next == "-" || next == "+"), let previous = position > 0 ? scalars[position - 1] : nil,
        previous == "e" || previous == "E" || previous == "p" || previous == "P", !isHexadecimalMantissa(previous)
      {
        advance()
      } else {
        return
      }
    }
  }

  /// Whether an `e`/`E` just scanned is a hexadecimal digit rather than an exponent marker.
  private func isHexadecimalMantissa(_ marker: Unicode.Scalar) -> Bool {
    guard marker == "e" || marker == "E" else { return false }
    var index = position - 1
    while index > 0, Self.isIdentifierContinuation(scalars[index - 1]) || scalars[index - 1] == "." { index -= 1 }
    return index + 1 < scalars.count && scalars[index] == "0" && (scalars[index + 1] == "x" || scalars[index + 1] == "X")
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isXIDStart || (scalar.value > 0x7F && scalar.properties.isAlphabetic)
  }

  static func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isXIDContinue || (scalar.value > 0x7F && scalar.properties.isAlphabetic)
  }
}
