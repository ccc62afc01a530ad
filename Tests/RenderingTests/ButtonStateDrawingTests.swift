import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A button that selects itself when it wakes, as app code toggling a button does.
final class SelectedInCodeButton: UIButton {
  override func awakeFromNib() {
    super.awakeFromNib()
    isSelected = true
  }
}

/// A button that disables itself and gives its disabled state a title and a colour of its own.
final class DisabledInCodeButton: UIButton {
  override func awakeFromNib() {
    super.awakeFromNib()
    setTitle("Wait", for: .disabled)
    setTitleColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1), for: .disabled)
    isEnabled = false
  }
}

/// A button that disables itself and sets nothing for the disabled state.
final class PlainlyDisabledButton: UIButton {
  override func awakeFromNib() {
    super.awakeFromNib()
    isEnabled = false
  }
}

/// A legacy (non-configured) button is drawn in the state it is in at draw time — selected,
/// disabled or highlighted — with that state's title and title colour, falling back to the
/// normal state's where the state has none, as UIKit's per-state lookup does.
@MainActor
@Suite("A legacy button is drawn in its current state")
struct ButtonStateDrawingTests {
  static func button(id: String, customClass: String, type: String = "custom") -> String {
    """
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="\(type)" lineBreakMode="middleTruncation" customClass="\(customClass)" id="\(id)">
    <rect key="frame" x="20" y="40" width="200" height="30"/>
    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    <state key="normal" title="Off">
    <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </state>
    <state key="selected" title="On">
    <color key="titleColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </state>
    </button>
    """
  }

  @Test("A button selected in awakeFromNib shows its selected state's title and colour")
  func selectedInCode() throws {
    UIStoryboard.register(SelectedInCodeButton.self, forClassName: "SelectedInCodeButton")
    let markup = try ControlStateFromObjectsTests.markup(
      of: "selected", Self.button(id: "selected", customClass: "SelectedInCodeButton"))
    #expect(markup.contains(">On<"))
    #expect(!markup.contains(">Off<"), "not the normal title")
    #expect(markup.contains("fill=\"#00ff00\""), "the selected state's colour")
  }

  @Test("A button disabled in code shows the disabled title and colour code set, undimmed")
  func disabledWithOwnColour() throws {
    UIStoryboard.register(DisabledInCodeButton.self, forClassName: "DisabledInCodeButton")
    let markup = try ControlStateFromObjectsTests.markup(
      of: "disabled", Self.button(id: "disabled", customClass: "DisabledInCodeButton"))
    #expect(markup.contains(">Wait<"))
    #expect(markup.contains("fill=\"#0000ff\""), "the disabled state's own colour, not dimmed")
  }

  @Test("A button disabled in code without disabled content shows the normal state's, dimmed")
  func disabledFallsBackToNormal() throws {
    UIStoryboard.register(PlainlyDisabledButton.self, forClassName: "PlainlyDisabledButton")
    let markup = try ControlStateFromObjectsTests.markup(
      of: "plain", Self.button(id: "plain", customClass: "PlainlyDisabledButton"))
    #expect(markup.contains(">Off<"))
    #expect(markup.contains("fill=\"rgba(255,0,0,\(SVGWriter.number(ControlDrawing.disabledAlpha)))\""))
  }

  @Test("A document's selected button shows its selected title")
  func selectedInDocument() throws {
    let markup = try ControlStateFromObjectsTests.markup(
      of: "doc", Self.button(id: "doc", customClass: "").replacingOccurrences(of: " customClass=\"\"", with: " selected=\"YES\""))
    #expect(markup.contains(">On<"))
  }
}
