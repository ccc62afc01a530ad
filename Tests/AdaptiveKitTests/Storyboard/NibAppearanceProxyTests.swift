import AdaptiveKit
import Foundation
import Testing

// Each test styles its own classes: proxies are global, as in UIKit.
@MainActor final class NibThemedLabel: UILabel {}
@MainActor final class NibThemedPanel: UIView {}
/// A themed label whose own code sets its colour when it wakes from the nib.
@MainActor final class AwakeThemedLabel: UILabel {
  override func awakeFromNib() {
    super.awakeFromNib()
    textColor = .systemGreen
  }
}

/// Values decoded from a nib do not count as set directly: appearance proxies style them when
/// the view enters a window, while what code sets after loading wins over the proxy.
///
/// Evidence (UIKit's documentation says only that proxies apply when a view enters a window):
/// rdar://24470115 (iOS 9.2) — a button whose title colour Interface Builder sets for every
/// state shows `UIButton.appearance()`'s colour; rdar://46368973 (iOS 12.1) — a disabled title
/// colour set in Interface Builder is ignored when the proxy sets one. Both are public reports
/// against UIKit of this behaviour; `StoryboardSceneBuilder+DecodedAppearance.swift` has it.
@MainActor
@Suite("Appearance proxies style a nib's decoded values, not code's")
struct NibAppearanceProxyTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
            <view contentMode="scaleToFill" id="content">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Decoded" customClass="NibThemedLabel" id="decoded">
                        <rect key="frame" x="16" y="20" width="100" height="21"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Awake" customClass="AwakeThemedLabel" id="awake">
                        <rect key="frame" x="16" y="60" width="100" height="21"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                    <view contentMode="scaleToFill" customClass="NibThemedPanel" id="panel">
                        <rect key="frame" x="16" y="100" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                    <view contentMode="scaleToFill" customClass="NibThemedPanel" id="coded">
                        <rect key="frame" x="16" y="150" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                </subviews>
            </view>
        </objects>
    </document>
    """

  @Test("Decoded colours take the proxies' values on entering a window; colours code set keep theirs")
  func decodedValuesAreStyled() throws {
    UIStoryboard.register(NibThemedLabel.self, forClassName: "NibThemedLabel")
    UIStoryboard.register(AwakeThemedLabel.self, forClassName: "AwakeThemedLabel")
    UIStoryboard.register(NibThemedPanel.self, forClassName: "NibThemedPanel")
    NibThemedLabel.appearance().textColor = .systemBlue
    AwakeThemedLabel.appearance().textColor = .systemBlue
    NibThemedPanel.appearance().backgroundColor = .systemYellow
    let content = try #require(
      try UINib(data: Data(Self.xib.utf8), bundle: nil).loadObjects(withOwner: nil).first as? UIView)
    let decoded = try #require(content.subviews[0] as? UILabel)
    let awake = try #require(content.subviews[1] as? UILabel)
    let panel = content.subviews[2]
    let coded = content.subviews[3]
    #expect(decoded.textColor != .systemBlue, "proxies wait for a window")
    #expect(awake.textColor == .systemGreen)
    coded.backgroundColor = .systemPurple  // as an owner's or controller's code would after loading
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let root = UIViewController()
    simulator.window.rootViewController = root
    simulator.window.makeKeyAndVisible()
    root.view.addSubview(content)
    #expect(decoded.textColor == .systemBlue, "the document's red is a decoded value")
    #expect(awake.textColor == .systemGreen, "awakeFromNib's green was set by code")
    #expect(panel.backgroundColor == .systemYellow)
    #expect(coded.backgroundColor == .systemPurple)
  }
}
