import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("A text field's left and right views show by their modes and move the text rectangle")
struct TextFieldOverlayViewTests {
  private func field(_ border: UITextField.BorderStyle = .roundedRect) -> UITextField {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = border
    return field
  }

  @Test("Without overlay views the text sits inside the border's padding")
  func plainTextRect() {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 34)
    #expect(field().textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
    #expect(field(.none).textRect(forBounds: bounds) == bounds)
    #expect(field().borderRect(forBounds: bounds) == bounds)
  }

  @Test("A left view shown always sits at the left edge, centred, and the text starts after it")
  func leftView() {
    let field = field()
    let padding = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    field.leftView = padding
    #expect(field.textRect(forBounds: field.bounds).minX == 7)
    field.leftViewMode = .always
    #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 163, height: 34))
    field.layoutIfNeeded()
    #expect(padding.superview === field)
    #expect(padding.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
  }

  @Test("A right view ends the text rectangle; whileEditing and unlessEditing follow editing")
  func rightViewModes() {
    let field = field()
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    field.rightView = icon
    field.rightViewMode = .whileEditing
    #expect(field.textRect(forBounds: field.bounds).maxX == 193)
    #expect(field.becomeFirstResponder())
    #expect(field.isEditing)
    #expect(field.rightViewRect(forBounds: field.bounds) == CGRect(x: 176, y: 5, width: 24, height: 24))
    #expect(field.textRect(forBounds: field.bounds).maxX == 176)
    field.layoutIfNeeded()
    #expect(icon.superview === field)
    field.rightViewMode = .unlessEditing
    field.layoutIfNeeded()
    #expect(icon.superview == nil)
    #expect(field.placeholderRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
  }

  @Test("The natural width includes the overlay views that show")
  func intrinsicWidth() {
    let field = field()
    field.text = "Hello"
    let plain = field.intrinsicContentSize.width
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    field.leftViewMode = .always
    #expect(field.intrinsicContentSize.width == plain + 30)
  }
}

/// A delegate recording what the field asks and tells it.
@MainActor
private final class FieldDelegate: NSObject, UITextFieldDelegate {
  var calls: [String] = []
  var allowsEnd = true
  var allowsReturn = true
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    calls.append("shouldBegin")
    return true
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    calls.append("shouldEnd")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
    calls.append("shouldChange \(range.location) \(string)")
    return string != "!"
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    calls.append("shouldReturn")
    return allowsReturn
  }
}

@MainActor
@Suite("A text field asks and tells its delegate as editing begins, changes the text and ends")
struct TextFieldDelegateTests {
  @Test("Begin, type, return and end run the delegate and the editing events in UIKit's order")
  func editingSequence() {
    let field = UITextField(frame: .zero)
    let delegate = FieldDelegate()
    field.delegate = delegate
    var events: [String] = []
    field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
    field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
    field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
    #expect(!field._typeText("x"))
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(field._typeText("Hi"))
    #expect(!field._typeText("!"))
    #expect(field.text == "Hi")
    #expect(field._pressReturn())
    delegate.allowsEnd = false
    #expect(!field.resignFirstResponder())
    #expect(field.isEditing)
    delegate.allowsEnd = true
    #expect(field.resignFirstResponder())
    #expect(!field.isEditing)
    #expect(
      delegate.calls == [
        "shouldBegin", "didBegin", "shouldChange 0 Hi", "shouldChange 2 !", "shouldReturn", "shouldEnd", "shouldEnd", "didEnd",
      ])
    #expect(events == ["begin", "changed", "end"])
  }

  @Test("A disabled field cannot begin editing")
  func disabled() {
    let field = UITextField(frame: .zero)
    field.isEnabled = false
    #expect(!field.becomeFirstResponder())
    #expect(!field.isEditing)
  }
}
