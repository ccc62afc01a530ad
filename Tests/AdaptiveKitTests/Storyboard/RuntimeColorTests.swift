import AdaptiveKit
import Foundation
import Testing

/// The colours a nib sets reach the views UIKit builds from it: components, system colours by
/// name, named colours falling back to the components the document stores for them, and `<nil>`.
@MainActor
@Suite("Colours a document sets reach the views loaded at run time")
struct RuntimeColorTests {
  private static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <label text="Title" id="title">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" systemColor="systemRedColor"/>
                        <color key="highlightedColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <color key="backgroundColor" name="Brand"/>
                    </label>
                    <switch opaque="NO" contentMode="scaleToFill" on="YES" id="toggle">
                        <rect key="frame" x="0.0" y="40" width="51" height="31"/>
                        <color key="onTintColor" red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </switch>
                    <view contentMode="scaleToFill" id="clear">
                        <rect key="frame" x="0.0" y="80" width="10" height="10"/>
                        <nil key="backgroundColor"/>
                        <color key="tintColor" systemColor="systemGreenColor"/>
                    </view>
                </subviews>
                <color key="backgroundColor" red="1" green="0.5" blue="0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
        </objects>
        <resources>
            <namedColor name="Brand">
                <color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
        </resources>
    </document>
    """

  private func components(_ color: UIColor?) throws -> [Double] {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    try #require(color).resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
      .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { (Double($0) * 1000).rounded() / 1000 }
  }

  private func loaded() throws -> UIView {
    try #require(try UINib(data: Data(Self.xib.utf8), bundle: nil).loadObjects(withOwner: nil).first as? UIView)
  }

  @Test("Components, system colours and a named colour's stored components")
  func applied() throws {
    let root = try loaded()
    #expect(try components(root.backgroundColor) == [1, 0.5, 0, 0.5])
    let title = try #require(root.subviews.first as? UILabel)
    #expect(title.textColor == .systemRed, "a system colour is UIKit's dynamic colour, not a copy")
    #expect(try components(title.highlightedTextColor) == [1, 1, 1, 1])
    #expect(try components(title.backgroundColor) == [0.2, 0.4, 0.6, 1], "no bundle: the document's stored components")
    let toggle = try #require(root.subviews[1] as? UISwitch)
    #expect(try components(toggle.onTintColor) == [0, 0.5, 1, 1])
  }

  @Test("<nil> leaves no background; a view's tint colour is set")
  func nilAndTint() throws {
    let clear = try loaded().subviews[2]
    #expect(clear.backgroundColor == nil)
    #expect(clear.tintColor == .systemGreen)
  }
}
