import AdaptiveKit
import Foundation
import Testing

/// A malformed format, the sentence UIKit raises and where its caret goes.
struct VisualFormatErrorCase: Sendable, CustomStringConvertible {
  let format: String
  let message: String
  let position: Int?
  var options: NSLayoutConstraint.FormatOptions = []
  var description: String { format }
}

/// The malformed formats, shared by the throwing and logging tests.
enum VisualFormatErrorCases {
  static func unknownMetric(_ name: String) -> String {
    "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
  }

  static let syntaxCases: [VisualFormatErrorCase] = [
    .init(format: "", message: "It's an empty string.", position: nil),
    .init(format: "H:|-[a]-|\u{00E9}", message: "It contains non-ASCII characters.", position: nil),
    .init(format: "H", message: "Expected ':' after 'H' to specify horizontal arrangement", position: 1),
    .init(format: "V|[a]", message: "Expected ':' after 'V' to specify vertical arrangement", position: 1),
    .init(format: "|", message: "Expected a connection after the '|' character", position: 1),
    .init(format: "H:|", message: "Expected a connection after the '|' character", position: 3),
    .init(format: "H:", message: "Expected a view", position: 2),
    .init(format: "a", message: "Expected a view", position: 0),
    .init(format: "H: |-[a]", message: "Expected a view", position: 2),
    .init(format: "|-|", message: "Expected a view", position: 2),
    .init(format: "[", message: "Expected a view", position: 1),
    .init(
      format: "[1a]",
      message:
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
      position: 1),
    .init(
      format: "H:|-[a", message: "Expected a ']' here. That is how you give the end of a view.", position: 6),
    .init(
      format: "[a(", message: "Unexpectedly ran out of character fodder in the middle of parsing a view", position: 3),
    .init(
      format: "[a(>=50",
      message: "A predicate on a view's thickness must end with ')' and the view must end with ']'", position: 7),
    .init(format: "[a(50)", message: "Expected ']' after specifying thickness.", position: 6),
    .init(format: "[a(=50)]", message: "Unknown relation. Must be ==, >=, or <=", position: 4),
    .init(format: "[a(<50)]", message: "Unknown relation. Must be ==, >=, or <=", position: 4),
    .init(
      format: "[a]--[b]",
      message:
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
      position: 4),
    .init(
      format: "[a]-10,20-[b]",
      message:
        "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
      position: 6),
    .init(format: "[a]-10[b]", message: "Expected a '-' here", position: 6),
    .init(
      format: "[a]-(10,20]",
      message: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
      position: 10),
    .init(format: "[a]-", message: "Expected more input", position: 4),
    .init(format: "[a]-(", message: "Expected more input", position: 5),
    .init(
      format: "[a]-()-[b]",
      message: "Expected a number or key from the metrics dictionary, but encountered something else", position: 5),
    .init(
      format: "[a(.5)]",
      message: "Expected a number or key from the metrics dictionary, but encountered something else", position: 3),
    .init(
      format: "[a(-x)]",
      message: "Expected a number or a key from the metrics dictionary, but encountered something else", position: 3),
    .init(format: "[a]b", message: "Expected a view or '|'", position: 3),
    .init(format: "[a]-10-", message: "Expected a view or '|'", position: 7),
    .init(format: "|-[a]-|-[b]", message: "Expected the end of the format string", position: 7),
    .init(format: "[a][b]||", message: "Expected the end of the format string", position: 7),
  ]

  static let semanticCases: [VisualFormatErrorCase] = [
    .init(format: "H:|-[missing]-|", message: "missing is not a key in the views dictionary.", position: 12),
    .init(format: "[a(==missing)]", message: unknownMetric("missing"), position: 12),
    .init(format: "[a]-gap-[b]", message: unknownMetric("gap"), position: 7),
    .init(format: "[a(50@p)]", message: unknownMetric("p"), position: 7),
    .init(
      format: "[a]-b-[c]",
      message:
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
      position: 5),
    .init(
      format: "[a(50@2000)]",
      message:
        "Invalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
      position: 10),
    .init(format: "[a(50@0)]", message: "Invalid priority specified: 0. Priority must be greater than 0", position: 7),
    .init(format: "[a(50@-1)]", message: "Invalid priority specified: -1. Priority must be greater than 0", position: 8),
    .init(format: "[a(50@b)]", message: "Invalid priority specified: 0. Priority must be greater than 0", position: 7),
    .init(
      format: "H:[a]-[b]",
      message:
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
      position: 9, options: .alignAllLeading),
    .init(
      format: "[a][b]",
      message:
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
      position: 6, options: .alignAllCenterX),
    .init(
      format: "V:[a]-[b]",
      message:
        "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
      position: 9, options: .alignAllTop),
    .init(
      format: "H:[a]-[b]", message: "BaselineToBaseline format option not valid for horizontal layout", position: 9,
      options: .spacingBaselineToBaseline),
    .init(format: "[a(1e999)]", message: "Constraint constants must be finite numbers, not inf.", position: 8),
    .init(format: "[a]-(-inf)-[b]", message: "Constraint constants must be finite numbers, not -inf.", position: 9),
    // Names are checked as UIKit meets them: before a later syntax error.
    .init(format: "[missing]-[a", message: "missing is not a key in the views dictionary.", position: 8),
    .init(format: "[a(50,x", message: unknownMetric("x"), position: 7),
  ]
}

@MainActor
@Suite("Visual Format Language: UIKit's parse errors")
struct VisualFormatErrorTests {
  @Test("Syntax errors: UIKit's sentence and caret", arguments: VisualFormatErrorCases.syntaxCases)
  func syntax(_ expected: VisualFormatErrorCase) {
    expectError(expected)
  }

  @Test("Names, metrics, priorities and options: UIKit's sentence and caret", arguments: VisualFormatErrorCases.semanticCases)
  func semantic(_ expected: VisualFormatErrorCase) {
    expectError(expected)
  }

  @Test("The description is UIKit's exception reason, caret under the offending character")
  func exceptionText() throws {
    let button = UIView()
    UIView().addSubview(button)
    let error = #expect(throws: NSLayoutConstraint.VisualFormatError.self) {
      try NSLayoutConstraint.validatedConstraints(withVisualFormat: "H:|-[button", metrics: nil, views: ["button": button])
    }
    #expect(
      error?.description
        == "Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view. \nH:|-[button \n           ^"
    )
    #expect(error?.format == "H:|-[button")
    #expect(error?.position == 11)
    let empty = NSLayoutConstraint.VisualFormatError(message: "It's an empty string.", format: "", position: nil)
    #expect(empty.description == "Unable to parse constraint format: It's an empty string.")
  }

  @Test("UIKit's signature logs the same text to AdaptiveKitLog and returns no constraints")
  func logging() {
    let fixture = VisualFormatFixture()
    for expected in VisualFormatErrorCases.syntaxCases + VisualFormatErrorCases.semanticCases {
      let (constraints, messages) = AdaptiveKitLog.shared.capture {
        NSLayoutConstraint.constraints(
          withVisualFormat: expected.format, options: expected.options, metrics: nil, views: fixture.views)
      }
      #expect(constraints.isEmpty, "\(expected.format)")
      #expect(messages.count == 1, "\(expected.format)")
      #expect(messages.first?.category == .visualFormat)
      let reference = NSLayoutConstraint.VisualFormatError(
        message: expected.message, format: expected.format, position: expected.position)
      #expect(messages.first?.text == reference.description, "\(expected.format)")
    }
  }

  @Test("A valid format logs nothing")
  func validFormatLogsNothing() {
    let fixture = VisualFormatFixture()
    let (constraints, messages) = AdaptiveKitLog.shared.capture {
      NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-|", metrics: nil, views: fixture.views)
    }
    #expect(constraints.count == 2)
    #expect(messages.isEmpty)
  }

  @Test("'|' needs a superview beside it")
  func noSuperview() {
    let lonely = UIView()
    for (format, position) in [("|[v]", 4), ("[v]-|", 5), ("V:|-(>=0)-[v(10)]", 17)] {
      let error = #expect(throws: NSLayoutConstraint.VisualFormatError.self) {
        try NSLayoutConstraint.validatedConstraints(withVisualFormat: format, metrics: nil, views: ["v": lonely])
      }
      #expect(
        error?.message == "Unable to interpret '|' character, because the related view doesn't have a superview",
        "\(format)")
      #expect(error?.position == position, "\(format)")
    }
  }

  @Test("Views values must be views or layout guides; metrics values numbers")
  func wrongValueTypes() {
    let notAView = #expect(throws: NSLayoutConstraint.VisualFormatError.self) {
      try NSLayoutConstraint.validatedConstraints(withVisualFormat: "[a]", metrics: nil, views: ["a": "label"])
    }
    #expect(notAView?.message == "NSLayoutConstraint for String: Constraint items must each be a view or layout guide.")
    #expect(notAView?.position == 2)
    let notANumber = #expect(throws: NSLayoutConstraint.VisualFormatError.self) {
      try NSLayoutConstraint.validatedConstraints(
        withVisualFormat: "[a(m)]", metrics: ["m": "10"], views: ["a": UIView()])
    }
    #expect(notANumber?.message == "The value of metric \"m\" is a String, not a number.")
    #expect(notANumber?.position == 4)
  }

  @Test("No input crashes: random strings over the grammar's alphabet")
  func fuzz() {
    let fixture = VisualFormatFixture()
    let alphabet = Array("HV:|-[]()<=>@,.0123456789abcgx_ e-\u{00E9}")
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    let fixed = ["|", "-", "[", "(", "@", "[a(", "|-(", "[a]-(>=", "[a(nan)]", "[a(1e308)]-(1e308)-[b]", "V:"]
    var formats = fixed
    for _ in 0..<3000 {
      let length = next() % 16
      formats.append(String((0..<length).map { _ in alphabet[next() % alphabet.count] }))
    }
    for format in formats {
      do {
        let constraints = try NSLayoutConstraint.validatedConstraints(
          withVisualFormat: format, options: [], metrics: ["x": 4, "g": CGFloat.nan], views: fixture.views)
        #expect(constraints.allSatisfy { $0.constant.isFinite && !$0.isActive }, "\(format)")
      } catch {
        #expect(!error.message.isEmpty)
        if let position = error.position { #expect((0...format.utf8.count).contains(position), "\(format)") }
      }
    }
  }

  private func expectError(_ expected: VisualFormatErrorCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let fixture = VisualFormatFixture()
    let error = #expect(throws: NSLayoutConstraint.VisualFormatError.self, sourceLocation: sourceLocation) {
      try NSLayoutConstraint.validatedConstraints(
        withVisualFormat: expected.format, options: expected.options, metrics: nil, views: fixture.views)
    }
    #expect(error?.message == expected.message, sourceLocation: sourceLocation)
    #expect(error?.position == expected.position, sourceLocation: sourceLocation)
    #expect(error?.format == expected.format, sourceLocation: sourceLocation)
  }
}
