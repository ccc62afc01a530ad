import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A storyboard scene's root view saved with `translatesAutoresizingMaskIntoConstraints="NO"` still
/// fills its screen, on the canvas and at run time: the window holding a controller's view pins it
/// to its edges. Before, such a root took its content's size (a 414-point screen solved 1,331
/// wide, a 375-point one 290).
@MainActor
@Suite("A scene's root view that translates no mask fills its screen")
struct SceneRootWithoutMaskTests {
  /// An iPhone 8 scene whose root (mask translated or not) holds a box 16 points inside its
  /// leading, trailing and top edges, which would rather be 500 wide (priority 750: a root sized
  /// by its content grows to 532), and a bar along its bottom edge.
  static func storyboard(translatesMask: Bool) -> Data {
    let text = StoryboardXML.oneScene(
      rootTranslatesMask: translatesMask,
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="16" y="16" width="343" height="40"/>
            <constraints>
                <constraint firstAttribute="height" constant="40" id="b-h"/>
                <constraint firstAttribute="width" relation="greaterThanOrEqual" priority="750" constant="500" id="b-w"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="647" width="375" height="20"/>
            <constraints>
                <constraint firstAttribute="height" constant="20" id="r-h"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="c-t"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c-y"/>
        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r-l"/>
        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="r-t"/>
        <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="r-b"/>
        """)
    return Data(text.utf8)
  }

  @Test("On the canvas the box and the bar stand where Interface Builder stored them", arguments: [true, false])
  func canvasKeepsScreenSize(translatesMask: Bool) {
    let report = IBVerifier().verify(data: Self.storyboard(translatesMask: translatesMask), fileName: "Root.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 2, "the box and the bar")
    #expect(report.views.agreeing == 2, "\(report.worst.map { "\($0.view): \($0.stored) vs \($0.solved)" })")
  }

  @Test("At run time the loaded root fills the window")
  func runTimeFillsWindow() throws {
    let document = try IBDocument(data: Self.storyboard(translatesMask: false), fileName: "Root.storyboard")
    let storyboard = UIStoryboard(document: document, name: "Root")
    let controller = try #require(storyboard.instantiateInitialViewController())
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    let bar = try #require(controller.view.subviews.last)
    #expect(bar.frame == CGRect(x: 0, y: 647, width: 375, height: 20))
  }
}
