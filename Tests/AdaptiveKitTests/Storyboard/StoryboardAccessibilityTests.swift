import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A view's accessibility reaches UIKit: what the Identity inspector sets (element, label, hint,
/// identifier, traits) is on the loaded view, and what it leaves unset is UIKit's default for the
/// class — a label reads its text as a static text element, a button its title, an image view is
/// an image but not an element, a disabled control is not enabled.
@MainActor
@Suite("Storyboards give views their accessibility; unset values are UIKit's defaults for the class")
struct StoryboardAccessibilityTests {
  static let storyboard = StoryboardXML.oneScene(
    subviews: """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Plain" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
          <rect key="frame" x="16" y="20" width="100" height="21"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="plainLabel"/>
          </userDefinedRuntimeAttributes>
      </label>
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Inbox" translatesAutoresizingMaskIntoConstraints="NO" id="header">
          <rect key="frame" x="16" y="50" width="100" height="21"/>
          <accessibility key="accessibilityConfiguration" identifier="inboxHeader" label="Inbox, 3 unread">
              <accessibilityTraits key="traits" staticText="YES" header="YES"/>
          </accessibility>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="NO"/>
          </userDefinedRuntimeAttributes>
      </label>
      <button opaque="NO" contentMode="scaleToFill" enabled="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="send">
          <rect key="frame" x="16" y="80" width="60" height="30"/>
          <accessibility key="accessibilityConfiguration" hint="Sends the message"/>
          <state key="normal" title="Send"/>
      </button>
      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
          <rect key="frame" x="16" y="120" width="40" height="40"/>
      </imageView>
      """,
    constraints: "")

  static func views() throws -> [String: UIView] {
    let document = try IBDocument(xmlString: storyboard, fileName: "Accessibility.storyboard")
    let controller = try #require(try UIStoryboard(document: document).loadInitialViewController())
    controller.loadViewIfNeeded()
    let subviews = controller.view.subviews
    return ["plain": subviews[0], "header": subviews[1], "send": subviews[2], "photo": subviews[3]]
  }

  @Test("Unset values are UIKit's defaults: a label's text, a button's title, an image view that is no element")
  func defaults() throws {
    let views = try Self.views()
    let plain = try #require(views["plain"])
    #expect(plain.isAccessibilityElement)
    #expect(plain.accessibilityLabel == "Plain")
    #expect(plain.accessibilityTraits == .staticText)
    let photo = try #require(views["photo"])
    #expect(!photo.isAccessibilityElement)
    #expect(photo.accessibilityTraits == .image)
  }

  @Test("The document's label, identifier, hint and traits reach the view; a disabled button is not enabled")
  func documentValues() throws {
    let views = try Self.views()
    let header = try #require(views["header"])
    #expect(header.accessibilityLabel == "Inbox, 3 unread")
    #expect(header.accessibilityIdentifier == "inboxHeader")
    #expect(header.accessibilityTraits == [.staticText, .header])
    let send = try #require(views["send"])
    #expect(send.accessibilityLabel == "Send")
    #expect(send.accessibilityHint == "Sends the message")
    #expect(send.accessibilityTraits == [.button, .notEnabled])
  }

  @Test("Runtime attributes set accessibility through UIKit's keys")
  func runtimeAttributes() throws {
    let views = try Self.views()
    #expect(views["plain"]?.accessibilityIdentifier == "plainLabel")
    #expect(views["header"]?.isAccessibilityElement == false)
  }

  @Test("Interface Builder's trait names map to UIKit's traits and back; none is the empty set")
  func traitNames() {
    #expect(UIAccessibilityTraits(interfaceBuilderNames: ["header", "button", "none"]) == [.header, .button])
    #expect(UIAccessibilityTraits([.adjustable, .notEnabled]).interfaceBuilderNames == ["adjustable", "notEnabled"])
  }
}
