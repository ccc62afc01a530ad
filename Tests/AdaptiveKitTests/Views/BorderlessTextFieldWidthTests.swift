import AdaptiveKit
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("A borderless text field is its text's width plus about 4 points")
struct BorderlessTextFieldWidthTests {
  static func width(text: String, font: String, toolsVersion: String, plugIn: String, device: String) throws -> CGFloat {
    try IBControlLayout.frame(
      of: "tf", toolsVersion: toolsVersion, plugIn: plugIn, device: device,
      subviews: """
        <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="\(text)" textAlignment="center" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
            <rect key="frame" x="20" y="100" width="97" height="30"/>
            <fontDescription key="fontDescription" \(font)/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """,
      constraints: IBControlLayout.pinned("tf")
    ).width
  }

  @Test("Charts' \"500\" field in 15-point Helvetica Neue Light is 30 wide (Xcode 9; its text is 25.0)")
  func helveticaNeueDigits() throws {
    let font = #"name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="15""#
    #expect(try Self.width(text: "500", font: font, toolsVersion: "13196", plugIn: "13173", device: "retina4_7") == 30)
  }

  @Test("A meme editor's TOP and BOTTOM fields in 14-point System are 32 and 64 wide (Xcode 10)")
  func systemCapitals() throws {
    let font = #"type="system" pointSize="14""#
    #expect(try Self.width(text: "TOP", font: font, toolsVersion: "14313.18", plugIn: "14283.14", device: "retina5_5") == 32)
    #expect(try Self.width(text: "BOTTOM", font: font, toolsVersion: "14313.18", plugIn: "14283.14", device: "retina5_5") == 64)
  }

  @Test("The allowance is the borderless style's: a rounded-rect field keeps its own 14 points of room")
  func onlyBorderless() {
    let borderless = UITextField()
    borderless.text = "500"
    let rounded = UITextField()
    rounded.text = "500"
    rounded.borderStyle = .roundedRect
    #expect(rounded.intrinsicContentSize.width - borderless.intrinsicContentSize.width >= 9)
    #expect(rounded.intrinsicContentSize.width - borderless.intrinsicContentSize.width <= 10)
  }
}
