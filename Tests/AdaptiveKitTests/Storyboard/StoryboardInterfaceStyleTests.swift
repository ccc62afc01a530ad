@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A view's Interface Style (`interfaceStyle`, or a runtime attribute naming
/// `overrideUserInterfaceStyle`) and a button's pointer interaction reach the views a storyboard
/// builds at run time, and the appearance reaches the view's subtree.
@MainActor
@Suite("Interface style and pointer interaction load from the document")
struct StoryboardInterfaceStyleTests {
  @Test("interfaceStyle=\"dark\" overrides the view's appearance for its subtree")
  func interfaceStyleAttribute() throws {
    let view = try RuntimeViewAttributeTests.views(
      """
      <view contentMode="scaleToFill" interfaceStyle="dark" id="dark">
          <rect key="frame" x="0" y="0" width="100" height="100"/>
          <subviews>
              <view contentMode="scaleToFill" id="child">
                  <rect key="frame" x="0" y="0" width="50" height="50"/>
              </view>
          </subviews>
      </view>
      <view contentMode="scaleToFill" interfaceStyle="light" id="light">
          <rect key="frame" x="0" y="100" width="100" height="100"/>
      </view>
      <view contentMode="scaleToFill" id="plain">
          <rect key="frame" x="0" y="200" width="100" height="100"/>
      </view>
      """)
    let dark = try #require(view("dark"))
    #expect(dark.overrideUserInterfaceStyle == .dark)
    #expect(dark.traitCollection.userInterfaceStyle == .dark)
    #expect(try #require(view("child")).traitCollection.userInterfaceStyle == .dark)
    #expect(try #require(view("light")).overrideUserInterfaceStyle == .light)
    #expect(try #require(view("plain")).overrideUserInterfaceStyle == .unspecified)
  }

  @Test("A runtime attribute overrideUserInterfaceStyle = 2 makes the view dark")
  func runtimeAttribute() throws {
    let view = try RuntimeViewAttributeTests.views(
      """
      <view contentMode="scaleToFill" id="styled">
          <rect key="frame" x="0" y="0" width="100" height="100"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="number" keyPath="overrideUserInterfaceStyle">
                  <integer key="value" value="2"/>
              </userDefinedRuntimeAttribute>
          </userDefinedRuntimeAttributes>
      </view>
      """)
    #expect(try #require(view("styled")).overrideUserInterfaceStyle == .dark)
  }

  @Test("pointerInteraction=\"YES\" enables the button's pointer interaction; it is off by default")
  func pointerInteraction() throws {
    let view = try RuntimeViewAttributeTests.views(
      """
      <button opaque="NO" contentMode="scaleToFill" pointerInteraction="YES" buttonType="system" lineBreakMode="middleTruncation" id="pointer">
          <rect key="frame" x="0" y="0" width="100" height="30"/>
          <state key="normal" title="Go"/>
      </button>
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" id="plain">
          <rect key="frame" x="0" y="40" width="100" height="30"/>
          <state key="normal" title="Stay"/>
      </button>
      """)
    #expect(try #require(view("pointer") as? UIButton).isPointerInteractionEnabled)
    #expect(!(try #require(view("plain") as? UIButton).isPointerInteractionEnabled))
  }
}
