import Foundation
@testable import Lint
import Testing

/// `adaptive layout --format json` writes its dump without `JSONEncoder`; its bytes must stay the
/// encoder's, so scripts and stored dumps compare equal across the change.
@Suite("LayoutDump's JSON is JSONEncoder's")
struct LayoutDumpJSONTests {
  /// What the dump wrote before its own writer, and what it must still match.
  private static func encoded(_ dump: LayoutDump) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(dump), as: UTF8.self)
  }

  private static func view(_ id: String, frame: [Double], stored: [Double]?, parent: String?) -> LayoutDump.View {
    LayoutDump.View(
      id: id, className: "UILabel", parent: parent, frame: frame, windowFrame: frame.map { $0 + 0.25 },
      storedFrame: stored, isAmbiguous: id.count % 2 == 0, isHidden: id.count % 3 == 0)
  }

  private static func dump(views: [LayoutDump.View], strings: [String] = [], empty: Bool = false) -> LayoutDump {
    let traits = LayoutDump.Traits(
      horizontalSizeClass: "compact", verticalSizeClass: "regular", userInterfaceIdiom: "phone", displayScale: 3,
      description: "<UITraitCollection: \"quoted\" \\ / é 🎉>")
    let constraints = strings.enumerated().map { index, text in
      LayoutDump.Constraint(
        id: "c\(index)", description: text, firstItem: "v\(index)", firstAttribute: "leading", relation: "equal",
        secondItem: index.isMultiple(of: 2) ? nil : "root", secondAttribute: index.isMultiple(of: 2) ? nil : "trailing",
        multiplier: index.isMultiple(of: 3) ? 1 : 0.5, constant: Double(index) - 2.5, priority: 999)
    }
    let root = LayoutDump.Root(
      sceneID: empty ? nil : "scene/1", rootID: "root", device: "iPhone 15", orientation: "portrait", traitCollection: traits,
      views: views, constraints: empty ? [] : constraints, conflicts: empty ? [] : strings)
    return LayoutDump(file: "/tmp/a b/Main.storyboard", roots: empty ? [root, root] : [root])
  }

  @Test("Numbers: whole, fractional, negative, zero and minus zero, tiny and huge")
  func numbers() throws {
    let values: [Double] = [
      0, -0.0, 1, -1, 16, 70.5, -12.25, 1.0 / 3, 2.0 / 3 * 1000, 1e-5, 0.1 + 0.2, 393, 146_752, 999_999_999,
      1e9, 123_456_789_012_345, 999_999_999_999_999, 1e15, 1e15 + 1, 9_007_199_254_740_992, 1e16, 1e17, 1e300,
      -1e15, -3.5e15, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 0.5, 1234.5678,
    ]
    let views = stride(from: 0, to: values.count, by: 2).map { start in
      let frame = (0..<4).map { values[(start + $0) % values.count] }
      return Self.view("v\(start)", frame: frame, stored: start.isMultiple(of: 4) ? frame.reversed() : nil, parent: start == 0 ? nil : "root")
    }
    let dump = Self.dump(views: views)
    #expect(try dump.jsonString() == Self.encoded(dump))
  }

  @Test("Strings: quotes, backslashes, slashes, every control character, non-ASCII")
  func strings() throws {
    var strings = (0..<0x20).map { "a\(Character(Unicode.Scalar(UInt8($0))))b" }
    strings += ["\"", "\\", "/", "\u{7F}", "\u{2028}\u{2029}", "é", "日本語", "🎉👩‍👩‍👧", "", "<NSLayoutConstraint 'x'.top == UIView:2.top + 5>"]
    let dump = Self.dump(views: [Self.view("v", frame: [1, 2, 3, 4], stored: nil, parent: nil)], strings: strings)
    #expect(try dump.jsonString() == Self.encoded(dump))
  }

  @Test("Empty arrays and absent optionals")
  func empty() throws {
    let dump = Self.dump(views: [], empty: true)
    #expect(try dump.jsonString() == Self.encoded(dump))
    let none = LayoutDump(file: "x", roots: [])
    #expect(try none.jsonString() == Self.encoded(none))
  }

  @Test("A number that is not finite is an error, as with the encoder", arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(value: Double) {
    let dump = Self.dump(views: [Self.view("v", frame: [0, value, 1, 1], stored: nil, parent: nil)])
    #expect(throws: EncodingError.self) { try dump.jsonString() }
    #expect(throws: EncodingError.self) { try Self.encoded(dump) }
  }
}
