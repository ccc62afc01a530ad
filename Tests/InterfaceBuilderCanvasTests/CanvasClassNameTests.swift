import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// The canvas draws labels, buttons and plain views with classes of its own; what a user reads —
/// constraint descriptions, the engine's conflict reports lint and `adaptive diff` quote, view
/// descriptions — names the UIKit class instead.
@MainActor
@Suite("Canvas views are named by their UIKit class in what a user reads")
struct CanvasClassNameTests {
  static let storyboard = StoryboardXML.oneScene(
    subviews: """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
          <rect key="frame" x="20" y="100" width="42" height="21"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
          <nil key="textColor"/>
          <nil key="highlightedColor"/>
      </label>
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt">
          <rect key="frame" x="20" y="200" width="46" height="30"/>
          <state key="normal" title="Save"/>
      </button>
      """,
    constraints: """
      <constraint firstItem="lb" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lb-l"/>
      <constraint firstItem="lb" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="lb-t"/>
      <constraint firstItem="bt" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bt-l"/>
      <constraint firstItem="bt" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="bt-t"/>
      """)

  @Test("A canvas label's constraints and description read UILabel, never the canvas's class")
  func labelReadsUILabel() throws {
    let layout = try SceneFixtures.canvasLayout(ofFirstSceneIn: Self.storyboard, fileName: "Names.storyboard")
    let label = try #require(layout.view(withID: "lb"))
    // The canvas's own class, outside AdaptiveKit, is what the names stand in for.
    #expect(!String(reflecting: type(of: label)).hasPrefix("AdaptiveKit."))
    #expect(label.describedClassName == "UILabel")
    #expect(label.description.hasPrefix("<UILabel: frame = "))
    let width = label.widthAnchor.constraint(equalToConstant: 100)
    #expect(width.description.contains("UILabel:"))
    #expect(!width.description.contains("IB"))
  }

  @Test("Canvas buttons and plain views read UIButton and UIView")
  func buttonsAndPlainViews() throws {
    let layout = try SceneFixtures.canvasLayout(ofFirstSceneIn: Self.storyboard, fileName: "Names.storyboard")
    let button = try #require(layout.view(withID: "bt"))
    #expect(button.describedClassName == "UIButton")
    #expect(layout.rootView.describedClassName == "UIView")
    #expect(button.centerXAnchor.description.contains("UIButton.centerX"))
  }
}
