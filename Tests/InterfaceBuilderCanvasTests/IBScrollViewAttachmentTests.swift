import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Apple's Auto Layout Guide, "Working with Scroll Views": constraints between the edges or
/// margins of a scroll view and its content attach to the content area; those between the
/// height, width or centers attach to the scroll view's frame.
@MainActor
@Suite("Scroll view constraints attach edges and margins to the content, centers and sizes to the frame")
struct IBScrollViewAttachmentTests {
  static func frames(subviews: String, constraints: String) throws -> [String: CGRect] {
    let text = StoryboardXML.oneScene(
      subviews: """
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
        \(subviews)
            </subviews>
            <edgeInsets key="layoutMargins" top="8" left="12" bottom="8" right="12"/>
        </scrollView>
        """,
      constraints: """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-t"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-l"/>
        <constraint firstItem="root" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s-r"/>
        <constraint firstItem="root" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s-b"/>
        \(constraints)
        """)
    let document = try IBDocument(data: Data(text.utf8), fileName: "Scroll.storyboard")
    let controller = try #require(document.scenes.first?.viewController)
    let root = try #require(controller.view)
    let layout = SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    return Dictionary(layout.entries.map { ($0.source.id, $0.view.frame) }, uniquingKeysWith: { first, _ in first })
  }

  static func plainView(_ id: String) -> String {
    """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
    </view>
    """
  }

  /// Constraints pinning view "wide", of a fixed size, to the scroll view's four edges: it is the content.
  static func content(width: Int, height: Int) -> String {
    """
    <constraint firstItem="wide" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="w-t"/>
    <constraint firstItem="wide" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="w-l"/>
    <constraint firstItem="scroll" firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" id="w-r"/>
    <constraint firstItem="scroll" firstAttribute="bottom" secondItem="wide" secondAttribute="bottom" id="w-b"/>
    <constraint firstAttribute="width" constant="\(width)" id="w-w" firstItem="wide"/>
    <constraint firstAttribute="height" constant="\(height)" id="w-h" firstItem="wide"/>
    """
  }

  @Test("A view whose bottom is the scroll view's centerY ends halfway down the frame, not the content")
  func centerAttachesToFrame() throws {
    // The content's height follows from the two views, so only the frame's center fixes it.
    let frames = try Self.frames(
      subviews: Self.plainView("a") + "\n" + Self.plainView("b"),
      constraints: """
        <constraint firstItem="a" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="5" id="a-t"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="5" id="a-l"/>
        <constraint firstItem="a" firstAttribute="width" secondItem="scroll" secondAttribute="width" constant="-10" id="a-w"/>
        <constraint firstItem="a" firstAttribute="bottom" secondItem="scroll" secondAttribute="centerY" constant="-5" id="a-b"/>
        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="b-t"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="b-l"/>
        <constraint firstItem="b" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="b-r"/>
        <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" id="b-h"/>
        <constraint firstItem="scroll" firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="5" id="b-b"/>
        """)
    #expect(frames["a"] == CGRect(x: 5, y: 5, width: 365, height: 323.5))
    #expect(frames["b"] == CGRect(x: 5, y: 338.5, width: 365, height: 323.5))
  }

  @Test("A view centred on the scroll view sits at the frame's center while the content is wider")
  func centerXAttachesToFrame() throws {
    let frames = try Self.frames(
      subviews: Self.plainView("wide") + "\n" + Self.plainView("centred"),
      constraints: """
        \(Self.content(width: 1000, height: 100))
        <constraint firstItem="centred" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="c-x"/>
        <constraint firstItem="centred" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c-t"/>
        <constraint firstAttribute="width" constant="75" id="c-w" firstItem="centred"/>
        <constraint firstAttribute="height" constant="20" id="c-h" firstItem="centred"/>
        """)
    #expect(frames["wide"] == CGRect(x: 0, y: 0, width: 1000, height: 100))
    #expect(frames["centred"] == CGRect(x: 150, y: 0, width: 75, height: 20))
  }

  @Test("The scroll view's trailing and bottom margins lie inside the content's edges")
  func marginsAttachToContent() throws {
    let frames = try Self.frames(
      subviews: Self.plainView("wide") + "\n" + Self.plainView("corner"),
      constraints: """
        \(Self.content(width: 1000, height: 900))
        <constraint firstItem="scroll" firstAttribute="trailingMargin" secondItem="corner" secondAttribute="trailing" id="c-r"/>
        <constraint firstItem="scroll" firstAttribute="bottomMargin" secondItem="corner" secondAttribute="bottom" id="c-b"/>
        <constraint firstAttribute="width" constant="40" id="c-w" firstItem="corner"/>
        <constraint firstAttribute="height" constant="30" id="c-h" firstItem="corner"/>
        """)
    // 1000 − 12 − 40 and 900 − 8 − 30: the content's far corner moved in by the margins.
    #expect(frames["corner"] == CGRect(x: 948, y: 862, width: 40, height: 30))
  }
}
