import Testing

@testable import Porting

@Suite("Swift lexer keeps every character and reads literals and comments whole")
struct SwiftLexerTests {
  static let tricky = ###"""
    let a = "import UIKit \(b("#selector(x)")) end" // #selector(y)
    /* outer /* inner #selector(z) */ still comment */
    let raw = #"a "quoted" \(not) #selector(q)"#
    let interpolatedRaw = #"value \#(f("\(g)"))"#
    let multi = """
      @objc line "quoted"
      \(h)
      """
    let g: Array<Array<Int>> = [[1e-5, 0x1p-3, 1...2]]
    let regex = #/a/b/#
    """###

  @Test func tokensJoinBackIntoTheSource() throws {
    let tokens = try SwiftLexer.tokenize(Self.tricky)
    #expect(tokens.map(\.text).joined() == Self.tricky)
  }

  @Test func stringsCommentsAndRawStringsAreSingleTokens() throws {
    let tokens = try SwiftLexer.tokenize(Self.tricky)
    let strings = tokens.filter { $0.kind == .string }.map(\.text)
    #expect(strings.contains(##""import UIKit \(b("#selector(x)")) end""##))
    #expect(strings.contains(##"#"a "quoted" \(not) #selector(q)"#"##))
    #expect(strings.contains(##"#"value \#(f("\(g)"))"#"##))
    #expect(strings.contains("#/a/b/#"))
    #expect(tokens.contains { $0.kind == .blockComment && $0.text.hasSuffix("still comment */") })
    // The only #selector and @objc tokens are inside literals and comments.
    #expect(!tokens.contains { $0.kind == .pound && $0.text == "#selector" })
    #expect(!tokens.contains { $0.kind == .attribute })
  }

  @Test func genericsCloseOneAngleAtATime() throws {
    let tokens = try SwiftLexer.tokenize("let g: Array<Array<Int>> = []")
    #expect(tokens.filter { $0.is(">") }.count == 2)
  }

  @Test func tokensKnowTheirLines() throws {
    let tokens = try SwiftLexer.tokenize(Self.tricky)
    #expect(tokens.first { $0.text == "raw" }?.line == 3)
    #expect(tokens.first { $0.text == "regex" }?.line == 10)
  }

  @Test(arguments: [
    ("let s = \"open\nlet t = 1", 1, "unterminated string literal"),
    ("let a = 1\n/* open /* nested */", 2, "unterminated block comment"),
    ("let a = 1\n\n let m = \"\"\"\n text", 3, "unterminated string literal"),
  ])
  func unterminatedLiteralsNameTheirLine(source: String, line: Int, problem: String) {
    #expect(throws: SwiftLexer.Failure(line: line, problem: problem)) { try SwiftLexer.tokenize(source) }
  }
}
