import AdaptiveKit
import Foundation
import Testing

/// Every `<state>` of a document's button reaches the `UIButton` loaded at run time: each state's
/// title, title colour and title shadow colour, as UIButton's `init(coder:)` decodes them.
@MainActor
@Suite("A button's per-state titles and colours load at run time")
struct RuntimeButtonStateTests {
  private static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" id="go">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                        <state key="normal" title="Go">
                            <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </state>
                        <state key="highlighted" title="Going">
                            <color key="titleColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </state>
                        <state key="selected" title="Gone"/>
                        <state key="disabled">
                            <color key="titleColor" systemColor="systemGrayColor"/>
                        </state>
                    </button>
                </subviews>
            </view>
        </objects>
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

  private func button() throws -> UIButton {
    let root = try #require(try UINib(data: Data(Self.xib.utf8), bundle: nil).loadObjects(withOwner: nil).first as? UIView)
    return try #require(root.subviews.first as? UIButton)
  }

  @Test("Each state's title, and the normal title where a state names none")
  func titles() throws {
    let go = try button()
    #expect(go.title(for: .normal) == "Go")
    #expect(go.title(for: .highlighted) == "Going")
    #expect(go.title(for: .selected) == "Gone")
    #expect(go.title(for: .disabled) == "Go", "a state without a title shows the normal one")
  }

  @Test("Each state's title colour and the normal title shadow colour")
  func colours() throws {
    let go = try button()
    #expect(try components(go.titleColor(for: .normal)) == [1, 0, 0, 1])
    #expect(try components(go.titleColor(for: .highlighted)) == [0, 1, 0, 1])
    #expect(go.titleColor(for: .disabled) == .systemGray, "a system colour is UIKit's dynamic colour")
    #expect(try components(go.titleShadowColor(for: .normal)) == [0.5, 0.5, 0.5, 1])
  }
}
