import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A text field that fills itself in and colours its text when it wakes from the storyboard.
final class PrefilledField: UITextField {
  override func awakeFromNib() {
    super.awakeFromNib()
    text = "Filled"
    textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  }
}

/// A text view that recolours its text when it wakes from the storyboard.
final class RecolouredTextView: UITextView {
  override func awakeFromNib() {
    super.awakeFromNib()
    textColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
  }
}

/// A button that colours its title when it wakes from the storyboard.
final class RecolouredTitleButton: UIButton {
  override func awakeFromNib() {
    super.awakeFromNib()
    setTitleColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1), for: .normal)
  }
}

/// Text fields, text views and buttons are drawn with what the app's views hold: text and colours
/// code set, and a button's tint inherited from its superview, as UIKit draws them.
@MainActor
@Suite("Text fields, text views and buttons are drawn from the app's views")
struct ControlAppearanceFromObjectsTests {
  static func svg(_ subviews: String) throws -> String {
    try SceneRenderer(document: try RenderingFixtures.scene(subviews)).render(
      sceneID: "vc", configuration: RenderingFixtures.phone
    ).svg.body
  }

  @Test("A text field's text and colour set in awakeFromNib are drawn, not the document's placeholder")
  func textField() throws {
    UIStoryboard.register(PrefilledField.self, forClassName: "PrefilledField")
    let body = try Self.svg(
      """
      <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Empty" customClass="PrefilledField" id="field">
      <rect key="frame" x="20" y="40" width="200" height="34"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textField>
      """)
    let field = try ViewAppearanceFromObjectsTests.ownMarkup(of: "field", in: body)
    #expect(field.contains("Filled"))
    #expect(!field.contains("Empty"))
    #expect(field.contains("fill=\"#ff0000\""))
  }

  @Test("A text view's colour set in awakeFromNib is drawn")
  func textView() throws {
    UIStoryboard.register(RecolouredTextView.self, forClassName: "RecolouredTextView")
    let body = try Self.svg(
      """
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" customClass="RecolouredTextView" id="notes">
      <rect key="frame" x="20" y="100" width="200" height="100"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textView>
      """)
    #expect(try ViewAppearanceFromObjectsTests.ownMarkup(of: "notes", in: body).contains("fill=\"#008000\""))
  }

  @Test("A system button inside a tinted view takes that tint, as UIKit's tint inheritance gives it")
  func inheritedTint() throws {
    let body = try Self.svg(
      """
      <view contentMode="scaleToFill" id="panel">
      <rect key="frame" x="20" y="240" width="200" height="60"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <subviews>
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="go">
      <rect key="frame" x="10" y="10" width="80" height="30"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <state key="normal" title="Go"/>
      </button>
      </subviews>
      <color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """)
    let button = try ViewAppearanceFromObjectsTests.ownMarkup(of: "go", in: body)
    #expect(button.contains("fill=\"#ff0000\""), "the panel's red, not the default blue")
    #expect(!button.contains("fill=\"#007aff\""))
  }

  @Test("A button's title colour set in awakeFromNib is drawn, not the document's")
  func titleColourFromCode() throws {
    UIStoryboard.register(RecolouredTitleButton.self, forClassName: "RecolouredTitleButton")
    let body = try Self.svg(
      """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" customClass="RecolouredTitleButton" id="blue">
      <rect key="frame" x="20" y="320" width="120" height="30"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <state key="normal" title="Recoloured">
      <color key="titleColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </state>
      </button>
      """)
    let button = try ViewAppearanceFromObjectsTests.ownMarkup(of: "blue", in: body)
    #expect(button.contains("fill=\"#0000ff\""), "the colour code set")
    #expect(!button.contains("fill=\"#00ff00\""), "not the document's green")
  }
}
