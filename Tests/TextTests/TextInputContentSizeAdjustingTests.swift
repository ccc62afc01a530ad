import Foundation
import Testing

@testable import AdaptiveKit

/// Text fields and text views with `adjustsFontForContentSizeCategory` take the new category's
/// text-style font when their traits change, as labels do; without it, or with a custom font,
/// they keep theirs.
@Suite @MainActor struct TextInputContentSizeAdjustingTests {
  @Test func textFieldFollowsTheCategory() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 15")))
    let adjusting = UITextField()
    adjusting.borderStyle = .roundedRect
    adjusting.font = .preferredFont(forTextStyle: .body)
    adjusting.adjustsFontForContentSizeCategory = true
    let fixed = UITextField()
    fixed.font = .preferredFont(forTextStyle: .body)
    let custom = UITextField()
    custom.font = .systemFont(ofSize: 17)
    custom.adjustsFontForContentSizeCategory = true
    for field in [adjusting, fixed, custom] { simulator.window.addSubview(field) }
    #expect(adjusting.intrinsicContentSize.height == 34)
    simulator.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(adjusting.font?.pointSize == 53)
    #expect(adjusting.intrinsicContentSize.height == 72, "the field re-measures its 53-point line")
    #expect(fixed.font?.pointSize == 17)
    #expect(custom.font?.pointSize == 17, "a font without a text style scales only through UIFontMetrics")
    simulator.preferredContentSizeCategory = .extraSmall
    #expect(adjusting.font?.pointSize == 14)
  }

  @Test func textViewFollowsTheCategory() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 15")))
    let adjusting = UITextView()
    adjusting.font = .preferredFont(forTextStyle: .footnote)
    adjusting.adjustsFontForContentSizeCategory = true
    let fixed = UITextView()
    fixed.font = .preferredFont(forTextStyle: .footnote)
    simulator.window.addSubview(adjusting)
    simulator.window.addSubview(fixed)
    simulator.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(adjusting.font?.pointSize == 44)
    #expect(fixed.font?.pointSize == 13)
  }

  @Test func labelsFieldsAndTextViewsAdoptUIContentSizeCategoryAdjusting() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 15")))
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    let field = UITextField()
    field.font = .preferredFont(forTextStyle: .body)
    let views: [any UIContentSizeCategoryAdjusting & UIView] = [label, field, UITextView()]
    for view in views {
      view.adjustsFontForContentSizeCategory = true
      simulator.window.addSubview(view)
    }
    simulator.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(label.font.pointSize == 53, "set through the protocol, the label follows the category")
    #expect(field.font?.pointSize == 53)
  }

  @Test func documentAttributeReachesTheRuntimeViews() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
      <objects>
      <view contentMode="scaleToFill" id="root">
      <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
      <subviews>
      <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" adjustsFontForContentSizeCategory="YES" id="field">
      <rect key="frame" x="16" y="16" width="200" height="34"/>
      <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      <textInputTraits key="textInputTraits"/>
      </textField>
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" adjustsFontForContentSizeCategory="YES" id="notes">
      <rect key="frame" x="16" y="60" width="200" height="100"/>
      <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      <textInputTraits key="textInputTraits"/>
      </textView>
      </subviews>
      </view>
      </objects>
      </document>
      """
    let objects = try UINib(data: Data(xml.utf8), bundle: nil).loadObjects(withOwner: nil)
    let root = try #require(objects.first as? UIView)
    let field = try #require(root.subviews.first as? UITextField)
    let notes = try #require(root.subviews.last as? UITextView)
    #expect(field.adjustsFontForContentSizeCategory)
    #expect(notes.adjustsFontForContentSizeCategory)
  }
}
