@testable import AdaptiveKit
import Foundation
import Testing

/// A `UIButton` subclass a nib names as its custom class is of the kind the document records, as
/// UIKit's `init(coder:)` decodes it: `buttonType="system"` gives a system button, no `buttonType`
/// (Interface Builder writes none for custom buttons) a custom one.
@MainActor
@Suite("A button subclass loaded from a nib keeps the document's button type")
struct RuntimeButtonSubclassTypeTests {
  final class PillButton: UIButton {}

  private static func xib(typeAttribute: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" \(typeAttribute) lineBreakMode="middleTruncation" customClass="PillButton" id="go">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
                </subviews>
            </view>
        </objects>
    </document>
    """
  }

  private func loadedButton(typeAttribute: String) throws -> UIButton {
    UIStoryboard.register(PillButton.self, forClassName: "PillButton")
    let nib = UINib(data: Data(Self.xib(typeAttribute: typeAttribute).utf8), bundle: nil)
    let root = try #require(nib.loadObjects(withOwner: nil).first as? UIView)
    let button = try #require(root.subviews.first as? UIButton)
    #expect(button is PillButton)
    return button
  }

  @Test func aSystemTypeGivesASystemButton() throws {
    let button = try loadedButton(typeAttribute: #"buttonType="system""#)
    #expect(button.buttonType == .system)
    #expect(button.titleLabel?.font.pointSize == 15)
  }

  @Test func noTypeGivesACustomButton() throws {
    let button = try loadedButton(typeAttribute: "")
    #expect(button.buttonType == .custom)
  }

  @Test func aKeyedArchiveNumberNamesTheType() {
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    coder.encode(UIButton.ButtonType.contactAdd.rawValue, forKey: "UIButtonType")
    let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: coder.encodedData)
    unarchiver?.requiresSecureCoding = false
    let button = unarchiver.flatMap { UIButton(coder: $0) }
    #expect(button?.buttonType == .contactAdd)
  }
}
