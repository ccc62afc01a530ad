import AdaptiveKit
import Foundation
import Testing

/// `UILabel.attributedText` and the plain properties it shares with UIKit's label: setting one
/// updates the others as UIKit documents.
@MainActor
@Suite("A label's attributed text and its text, font, color, alignment and line breaks follow each other")
struct LabelAttributedTextPropertyTests {
  static let title = UIFont.boldSystemFont(ofSize: 24)

  /// "Hello" in 24-point bold red, centred with word wrapping, then " world" with no attributes.
  static func styled() -> NSAttributedString {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineBreakMode = .byWordWrapping
    let string = NSMutableAttributedString(
      string: "Hello", attributes: [.font: title, .foregroundColor: UIColor.red, .paragraphStyle: style])
    string.append(NSAttributedString(string: " world"))
    return string
  }

  @Test("setting attributedText sets text and the style properties from its first character")
  func attributedSetsPlainProperties() {
    let label = UILabel()
    label.attributedText = Self.styled()
    #expect(label.text == "Hello world")
    #expect(label.font == Self.title)
    #expect(label.textColor == UIColor.red)
    #expect(label.textAlignment == .center)
    #expect(label.lineBreakMode == .byWordWrapping)
  }

  @Test("setting text drops the attributes: the text measures in the label's font again")
  func textClearsAttributes() throws {
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 17)
    label.attributedText = Self.styled()
    label.font = UIFont.systemFont(ofSize: 17)
    label.text = "Hello world"
    let plain = UILabel()
    plain.text = "Hello world"
    #expect(label.intrinsicContentSize == plain.intrinsicContentSize)
    let attributes = try #require(label.attributedText).attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.font] as? UIFont == label.font)
    #expect(attributes[.foregroundColor] as? UIColor == label.textColor)
  }

  @Test("setting font or textColor restyles the whole attributed string")
  func fontAppliesToWholeString() throws {
    let label = UILabel()
    label.attributedText = Self.styled()
    let small = UIFont.systemFont(ofSize: 12)
    label.font = small
    label.textColor = .blue
    let string = try #require(label.attributedText)
    for location in [0, string.length - 1] {
      let attributes = string.attributes(at: location, effectiveRange: nil)
      #expect(attributes[.font] as? UIFont == small, "font at \(location)")
      #expect(attributes[.foregroundColor] as? UIColor == .blue, "color at \(location)")
    }
  }

  @Test("setting textAlignment or lineBreakMode restyles every paragraph")
  func paragraphPropertiesApplyToWholeString() throws {
    let label = UILabel()
    label.attributedText = Self.styled()
    label.textAlignment = .right
    label.lineBreakMode = .byTruncatingMiddle
    let string = try #require(label.attributedText)
    for location in [0, string.length - 1] {
      let style = try #require(string.attributes(at: location, effectiveRange: nil)[.paragraphStyle] as? NSParagraphStyle)
      #expect(style.alignment == .right, "alignment at \(location)")
      #expect(style.lineBreakMode == .byTruncatingMiddle, "line break mode at \(location)")
    }
  }

  @Test("a mutable string changed after it was set does not change the label")
  func keepsACopy() {
    let label = UILabel()
    let string = NSMutableAttributedString(string: "Hi")
    label.attributedText = string
    string.append(NSAttributedString(string: " there"))
    #expect(label.attributedText?.string == "Hi")
    #expect(label.text == "Hi")
  }

  @Test("plain text reads back with the label's font, color and paragraph style; nil clears both")
  func plainTextReadsBackAttributed() throws {
    let label = UILabel()
    #expect(label.attributedText == nil)
    label.text = "Plain"
    label.textAlignment = .center
    let string = try #require(label.attributedText)
    #expect(string.string == "Plain")
    let attributes = string.attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.font] as? UIFont == label.font)
    #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
    label.attributedText = nil
    #expect(label.text == nil)
    #expect(label.intrinsicContentSize == .zero)
  }
}
