/// A tokenized Swift file with the declarations, imports, directives and `#selector`s porting
/// rewrites, found by walking its tokens (never by matching raw text).
struct ScannedFile {
  /// The path relative to its source folder.
  let path: String
  let tokens: [SwiftToken]
  var types: [TypeDeclaration] = []
  var members: [MemberDeclaration] = []
  var imports: [ImportDeclaration] = []
  var directives: [ConditionDirective] = []
  /// The `#selector` tokens.
  var selectors: [Int] = []
  /// The `#keyPath` tokens.
  var keyPaths: [Int] = []
  /// Matching brace, parenthesis and bracket tokens, both ways.
  var partner: [Int: Int] = [:]

  /// Tokenizes and scans `source`.
  init(path: String, source: String) throws(SwiftLexer.Failure) {
    self.path = path
    tokens = try SwiftLexer.tokenize(source)
    var scanner = DeclarationScanner(tokens: tokens)
    scanner.scan()
    types = scanner.types
    members = scanner.members
    imports = scanner.imports
    directives = scanner.directives
    selectors = scanner.selectors
    keyPaths = scanner.keyPaths
    partner = scanner.partner
  }

  /// The index of the next significant token after `index`, if any.
  func nextSignificant(after index: Int) -> Int? {
    var next = index + 1
    while next < tokens.count, tokens[next].isTrivia { next += 1 }
    return next < tokens.count ? next : nil
  }

  /// The text of tokens `range`, exactly as written.
  func text(_ range: Range<Int>) -> String { tokens[range].map(\.text).joined() }

  /// The text of the significant tokens of `range` joined by single spaces where the source had
  /// any space, comments left out.
  func compactText(_ range: Range<Int>) -> String { tokens[range].compactText }
}
