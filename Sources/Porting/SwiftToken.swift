/// One token of Swift source, trivia included, so a file's tokens joined give back its text exactly.
public struct SwiftToken: Equatable, Sendable {
  /// What a token is, as far as porting needs to tell.
  public enum Kind: Equatable, Sendable {
    /// Spaces and tabs.
    case space
    /// One or more line breaks, with the spaces between them.
    case newline
    /// `// …` up to the end of the line.
    case lineComment
    /// `/* … */`, nested comments included.
    case blockComment
    /// A name or keyword, backticked names included.
    case identifier
    /// `#if`, `#selector`, `#available`…
    case pound
    /// `@objc`, `@IBOutlet`… (the name only; arguments follow as tokens).
    case attribute
    /// A whole string literal: single-line, multi-line or raw, interpolations included.
    case string
    /// An integer or floating-point literal.
    case number
    /// One punctuation or operator character.
    case punctuation
  }

  /// The token's kind.
  public let kind: Kind
  /// The token's exact text.
  public let text: String
  /// The 1-based line the token starts on.
  public let line: Int
  /// The offset of the token's first character in the file's unicode scalars.
  public let offset: Int

  /// The offset just past the token.
  public var end: Int { offset + text.unicodeScalars.count }

  /// Whether the token is whitespace or a comment.
  public var isTrivia: Bool {
    switch kind {
    case .space, .newline, .lineComment, .blockComment: true
    default: false
    }
  }

  /// Whether the token is the identifier or punctuation `text`.
  public func `is`(_ text: String) -> Bool {
    (kind == .identifier || kind == .punctuation || kind == .pound || kind == .attribute) && self.text == text
  }
}

extension Collection where Element == SwiftToken {
  /// The significant tokens' text joined by single spaces where the source had any space,
  /// comments left out: how reports quote code.
  var compactText: String {
    var result = ""
    var pendingSpace = false
    for token in self {
      if token.isTrivia {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result += " " }
        result += token.text
        pendingSpace = false
      }
    }
    return result
  }
}
