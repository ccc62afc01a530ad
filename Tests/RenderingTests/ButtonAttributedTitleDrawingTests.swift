import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A button that replaces its attributed title with a green one when it wakes, as app code does.
final class RetitledAttributedButton: UIButton {
  override func awakeFromNib() {
    super.awakeFromNib()
    setAttributedTitle(
      NSAttributedString(
        string: "Changed", attributes: [.foregroundColor: UIColor(red: 0, green: 1, blue: 0, alpha: 1)]),
      for: .normal)
  }
}

/// A button's attributed title is drawn from the app's button (`attributedTitle(for:)`), with
/// its text and colour: what the loader gave it from the document, or what code set after.
@MainActor
@Suite("A button's attributed title is drawn from the app's button")
struct ButtonAttributedTitleDrawingTests {
  static func button(id: String, customClass: String = "") -> String {
    """
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" \(customClass.isEmpty ? "" : "customClass=\"\(customClass)\" ")id="\(id)">
    <rect key="frame" x="20" y="40" width="200" height="30"/>
    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    <state key="normal">
    <attributedString key="attributedTitle">
    <fragment content="Styled">
    <attributes>
    <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    <font key="NSFont" metaFont="system" size="15"/>
    </attributes>
    </fragment>
    </attributedString>
    </state>
    </button>
    """
  }

  @Test("The document's attributed title is drawn in its own colour")
  func fromDocument() throws {
    let markup = try ControlStateFromObjectsTests.markup(of: "styled", Self.button(id: "styled"))
    #expect(markup.contains(">Styled<"))
    #expect(markup.contains("fill=\"#ff0000\""), "the fragment's red, not the tint")
  }

  @Test("An attributed title code sets after loading is drawn, not the document's")
  func fromCode() throws {
    UIStoryboard.register(RetitledAttributedButton.self, forClassName: "RetitledAttributedButton")
    let markup = try ControlStateFromObjectsTests.markup(
      of: "changed", Self.button(id: "changed", customClass: "RetitledAttributedButton"))
    #expect(markup.contains(">Changed<"))
    #expect(!markup.contains(">Styled<"), "not the document's title")
    #expect(markup.contains("fill=\"#00ff00\""), "the code's colour")
  }
}
