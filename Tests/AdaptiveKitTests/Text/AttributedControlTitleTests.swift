import AdaptiveKit
import Foundation
import Testing

/// Text fields and buttons measure attributed text and titles per run, as labels do.
@MainActor
@Suite("Text fields and buttons size themselves by their attributed text's runs")
struct AttributedControlTitleTests {
  static let kern: CGFloat = 3

  @Test("a text field's attributed text sets its text and font and widens it by its kern")
  func textFieldAttributedText() {
    let font = UIFont.systemFont(ofSize: 20)
    let plain = UITextField()
    plain.text = "Search"
    plain.font = font
    let field = UITextField()
    field.attributedText = NSAttributedString(string: "Search", attributes: [.font: font, .kern: Self.kern])
    #expect(field.text == "Search")
    #expect(field.font == font)
    #expect(abs(field.intrinsicContentSize.width - plain.intrinsicContentSize.width - 6 * Self.kern) <= 1)
    field.text = "Search"
    #expect(field.intrinsicContentSize == plain.intrinsicContentSize, "setting text drops the kern")
  }

  @Test("an attributed placeholder measures in its own font until text is typed")
  func textFieldAttributedPlaceholder() {
    let field = UITextField()
    field.font = UIFont.systemFont(ofSize: 14)
    field.placeholder = "Name"
    let plainWidth = field.intrinsicContentSize.width
    field.attributedPlaceholder = NSAttributedString(string: "Name", attributes: [.font: UIFont.systemFont(ofSize: 28)])
    #expect(field.placeholder == "Name")
    #expect(field.intrinsicContentSize.width > plainWidth * 1.5)
    field.placeholder = "Name"
    #expect(field.intrinsicContentSize.width == plainWidth, "setting placeholder drops the attributes")
  }

  @Test("a button's attributed title measures in its runs' fonts, not the title label's")
  func buttonAttributedTitle() {
    let plain = UIButton(type: .custom)
    plain.setTitle("Continue", for: .normal)
    let button = UIButton(type: .custom)
    let large = UIFont.systemFont(ofSize: 30)
    button.setAttributedTitle(NSAttributedString(string: "Continue", attributes: [.font: large]), for: .normal)
    let reference = UIButton(type: .custom)
    reference.titleLabel?.font = large
    reference.setTitle("Continue", for: .normal)
    #expect(plain.intrinsicContentSize != reference.intrinsicContentSize)
    #expect(button.intrinsicContentSize == reference.intrinsicContentSize)
  }
}
