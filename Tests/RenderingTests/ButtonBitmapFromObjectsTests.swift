import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A button whose class gives it a bitmap that flips in right-to-left layouts, as app code does
/// with `setImage(_:for:)` and `imageFlippedForRightToLeftLayoutDirection()`.
final class DirectionalBitmapButton: UIButton {
  override func awakeFromNib() {
    super.awakeFromNib()
    setImage(UIImage(data: ImageViewRenderFixture.png)?.imageFlippedForRightToLeftLayoutDirection(), for: .normal)
  }
}

/// A button whose class gives it a bitmap that is always drawn in its own colours.
final class OriginalBitmapButton: UIButton {
  override func awakeFromNib() {
    super.awakeFromNib()
    setImage(UIImage(data: ImageViewRenderFixture.png)?.withRenderingMode(.alwaysOriginal), for: .normal)
  }
}

/// A bitmap the app's code gives a button is drawn as UIKit's button shows it, through the one
/// image path (`ImageDrawing.draw`): in the tint where the button treats it as a template (a
/// system button's automatic images), in its own colours where it is always original, and
/// turned in a right-to-left layout where it flips for one. (A registered button class loads as
/// a system button whatever the document's `buttonType`: `UIButton.init(coder:)` does not read
/// it yet, so a custom button's own colours are not tested here.)
@MainActor
@Suite("Bitmaps code gives a button are tinted and turned as UIKit shows them")
struct ButtonBitmapFromObjectsTests {
  static func markup(customClass: String, buttonType: String, rightToLeft: Bool = false) throws -> String {
    UIStoryboard.register(DirectionalBitmapButton.self, forClassName: "DirectionalBitmapButton")
    UIStoryboard.register(OriginalBitmapButton.self, forClassName: "OriginalBitmapButton")
    let button = """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="\(buttonType)" lineBreakMode="middleTruncation" customClass="\(customClass)" id="bitmap">
      <rect key="frame" x="20" y="100" width="40" height="40"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </button>
      """
    let variant = TraitVariant(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
    let body = try TextAndButtonsFromObjectsTests.render(button, variant: variant).svg.body
    let start = try #require(body.range(of: "data-id=\"bitmap\""))
    return String(body[start.upperBound...]).components(separatedBy: "data-id=")[0]
  }

  @Test("A system button draws an automatic bitmap code gave it in its tint")
  func systemButtonTemplate() throws {
    let button = try Self.markup(customClass: "DirectionalBitmapButton", buttonType: "system")
    #expect(button.contains("<image"))
    #expect(button.contains(##"<feFlood flood-color="#ff0000""##))
  }

  @Test("An always-original bitmap keeps its own colours, even in a system button")
  func ownColours() throws {
    let original = try Self.markup(customClass: "OriginalBitmapButton", buttonType: "system")
    #expect(original.contains("<image"))
    #expect(!original.contains("feFlood"))
  }

  @Test("A bitmap that flips for right-to-left layouts is turned right to left, not left to right")
  func turnedRightToLeft() throws {
    #expect(try Self.markup(customClass: "DirectionalBitmapButton", buttonType: "custom", rightToLeft: true)
      .contains("matrix(-1 0 0 1"))
    #expect(!(try Self.markup(customClass: "DirectionalBitmapButton", buttonType: "custom")).contains("matrix(-1"))
    #expect(!(try Self.markup(customClass: "OriginalBitmapButton", buttonType: "custom", rightToLeft: true))
      .contains("matrix(-1"))
  }
}
