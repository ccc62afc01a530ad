import Foundation
import Lint
import Testing

/// `accessibility.missing-label`: image-only controls and accessible images VoiceOver cannot name.
@MainActor
@Suite("accessibility.missing-label: image-only controls without an accessibility label")
struct MissingAccessibilityLabelTests {
  static let rule = "accessibility.missing-label"

  static func button(_ id: String, _ inner: String, attributes: String = "") -> String {
    """
    <button opaque="NO" contentMode="scaleToFill" buttonType="system" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
    \(inner)
    </button>
    """
  }

  @Test("An image-only button, an image-only configuration button and an accessible image view are found")
  func found() {
    let content = """
      <subviews>
          ⚑\(Self.button("b-1", #"<state key="normal" image="trash-icon"/>"#))
          ⚑\(Self.button("b-2", #"<buttonConfiguration key="configuration" style="plain" image="heart-fill"/>"#))
          ⚑<imageView contentMode="scaleToFill" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="i-1">
              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
              <accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
          </imageView>
      </subviews>
      """
    let document = MarkedDocument.storyboard(MarkedDocument.scene("a", content: content), initial: "a")
    let findings = document.findings(of: Self.rule)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.map(\.objectID) == ["b-1", "b-2", "i-1"])
    #expect(findings.first?.message == "image-only button ('trash-icon') has no accessibility label; VoiceOver reads the image's file name or nothing")
    #expect(findings.allSatisfy { $0.severity == .warning && $0.fixHint != nil })
  }

  @Test("A tappable image view (user interaction on, a tap recognizer attached) is found; one without a recognizer is not")
  func tappableImage() {
    let content = """
      <subviews>
          ⚑<imageView userInteractionEnabled="YES" contentMode="scaleToFill" image="avatar" translatesAutoresizingMaskIntoConstraints="NO" id="i-1">
              <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
              <connections><outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="g-1"/></connections>
          </imageView>
          <imageView userInteractionEnabled="YES" contentMode="scaleToFill" image="banner" translatesAutoresizingMaskIntoConstraints="NO" id="i-2">
              <rect key="frame" x="0.0" y="50" width="40" height="40"/>
          </imageView>
      </subviews>
      """
    let document = MarkedDocument.storyboard(MarkedDocument.scene("a", content: content), initial: "a")
    let findings = document.findings(of: Self.rule)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.message.hasPrefix("tappable image view ('avatar') has no accessibility label") == true)
  }

  @Test("Titles, labels, runtime labels, SF Symbols, self-labelled types and hidden elements are not findings")
  func notFound() {
    let content = """
      <subviews>
          \(Self.button("t-1", #"<state key="normal" title="Delete" image="trash-icon"/>"#))
          \(Self.button("t-2", #"<buttonConfiguration key="configuration" style="plain" image="heart-fill" title="Like"/>"#))
          \(Self.button("l-1", #"<state key="normal" image="trash-icon"/><accessibility key="accessibilityConfiguration" label="Delete"/>"#))
          \(Self.button("r-1", #"""
            <state key="normal" image="trash-icon"/>
            <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Delete"/></userDefinedRuntimeAttributes>
            """#))
          \(Self.button("s-1", #"<state key="normal" image="trash" catalog="system"/>"#))
          \(Self.button("s-2", #"<state key="normal" image="info"/>"#, attributes: #"buttonType="infoLight""#).replacingOccurrences(of: #"buttonType="system" "#, with: ""))
          \(Self.button("h-1", #"<state key="normal" image="decoration"/><accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>"#))
          <imageView contentMode="scaleToFill" image="backdrop" translatesAutoresizingMaskIntoConstraints="NO" id="i-2">
              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
          </imageView>
      </subviews>
      """
    let document = MarkedDocument.storyboard(MarkedDocument.scene("a", content: content), initial: "a")
    #expect(document.findings(of: Self.rule).map(\.objectID) == [])
  }

  @Test("An image-only bar button item is found; titled, system and symbol items are not")
  func barButtonItems() {
    let scene = """
      <scene sceneID="n-s">
          <objects>
              <viewController id="n" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="n-v">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  </view>
                  <navigationItem key="navigationItem" title="Inbox" id="n-i">
                      <rightBarButtonItems>
                          ⚑<barButtonItem image="filter-icon" id="bb-1"/>
                          <barButtonItem title="Edit" id="bb-2"/>
                          <barButtonItem systemItem="add" id="bb-3"/>
                          <barButtonItem image="line.3.horizontal" catalog="system" id="bb-4"/>
                      </rightBarButtonItems>
                  </navigationItem>
              </viewController>
          </objects>
      </scene>
      """
    let document = MarkedDocument.storyboard(scene, initial: "n")
    let findings = document.findings(of: Self.rule)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.message.hasPrefix("image-only bar button item ('filter-icon')") == true)
  }
}
