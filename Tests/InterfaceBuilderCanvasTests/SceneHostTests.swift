import Foundation
import InterfaceBuilder
import TestSupport
import Testing

@testable import AdaptiveKit
@testable import InterfaceBuilderCanvas

/// `SceneHost`, the one host of `verify`, `render`, `lint`, `layout` and `serve`: a scene built
/// for run time or for an Xcode's canvas, filling the window of its placement.
@MainActor
@Suite("One scene host builds a scene for run time or a canvas and fills its placement")
struct SceneHostTests {
  /// An Xcode 10 scene (tools 14460) on a 4.7-inch phone: a label pinned to the safe area's top.
  static func document() throws -> IBDocument {
    let xml = StoryboardXML.oneScene(
      toolsVersion: "14460", plugIn: "14460",
      subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="16" y="20" width="42" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
        <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
        """)
    return try IBDocument(xmlString: xml, fileName: "Host.storyboard")
  }

  @Test("At run time the views are UIKit's own classes; on the canvas Interface Builder's")
  func modeChoosesTheClasses() throws {
    let document = try Self.document()
    let runTime = try SceneHost(document: document, mode: .runTime).host(
      sceneID: "s1", placement: .device(SceneFixtures.device("retina4_7"), .portrait))
    let canvas = try SceneHost(document: document).host(
      sceneID: "s1", placement: .device(SceneFixtures.device("retina4_7"), .portrait))
    let runTimeLabel = try #require(runTime.view(withID: "label"))
    #expect(type(of: runTimeLabel) == UILabel.self)
    #expect(canvas.view(withID: "label") is IBLabel)
  }

  @Test("Run time takes the simulator's default release; the canvas its Xcode's SDK")
  func modeChoosesTheRelease() throws {
    let document = try Self.document()
    let device = try SceneFixtures.device("retina4_7")
    let runTime = try SceneHost(document: document, mode: .runTime).host(sceneID: "s1", placement: .device(device, .portrait))
    let canvas = try SceneHost(document: document).host(sceneID: "s1", placement: .device(device, .portrait))
    #expect(runTime.traitCollection.uiKitRelease == .simulatorDefault)
    #expect(canvas.traitCollection.uiKitRelease == XcodeRelease(document: document).canvasRelease)
    #expect(canvas.traitCollection.uiKitRelease != .simulatorDefault)
  }

  @Test("A device placement fills the screen, a box its size, the saved placement the stored size")
  func placementsFillTheirWindow() throws {
    let document = try Self.document()
    let host = SceneHost(document: document)
    let device = try SceneFixtures.device("retina5_5")
    let onDevice = try host.host(sceneID: "s1", placement: .device(device, .landscapeLeft))
    #expect(onDevice.rootView.frame.size == device.size(in: .landscapeLeft))
    let inBox = try host.host(
      sceneID: "s1", placement: .box(CGSize(width: 200, height: 120)), insets: .explicit(.zero),
      sizeClasses: SizeClassPair(horizontal: .compact, vertical: .regular))
    #expect(inBox.rootView.frame.size == CGSize(width: 200, height: 120))
    #expect(inBox.traitCollection.horizontalSizeClass == .compact)
    let asSaved = try host.host(sceneID: "s1", placement: .asSaved)
    #expect(asSaved.rootView.frame.size == CGSize(width: 375, height: 667))
  }

  @Test("Explicit insets replace the simulated bars: the label sits below them")
  func explicitInsetsMoveTheSafeArea() throws {
    let document = try Self.document()
    let device = try SceneFixtures.device("retina4_7")
    let layout = try SceneHost(document: document).host(
      sceneID: "s1", placement: .device(device, .portrait),
      insets: .explicit(UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)))
    // The phone's status bar (20) plus the 44 given.
    #expect(layout.frame(ofViewWithID: "label")?.minY == 64)
  }

  @Test("A device that cannot take the orientation is an error naming both")
  func unsupportedOrientationIsAnError() throws {
    let document = try Self.document()
    #expect(throws: IBSceneLayoutError.unsupportedOrientation(device: try SceneFixtures.device("retina5_9").name, orientation: .portraitUpsideDown)) {
      try SceneHost(document: document).host(
        sceneID: "s1", placement: .device(SceneFixtures.device("retina5_9"), .portraitUpsideDown))
    }
  }
}
