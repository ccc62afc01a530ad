import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// Shipped apps carry constraints whose item was deleted; Xcode opens and compiles such files, and
/// the constraint takes no part in the layout while every other constraint still holds.
@MainActor
@Suite("A constraint naming a missing item is dropped at load; the scene still lays out")
struct DanglingConstraintLoadingTests {
  @Test("The dangling constraint is a warning and the label keeps its other constraints")
  func danglingConstraintIsDropped() throws {
    let xml = StoryboardXML.oneScene(
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="100" width="80" height="40"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b-l"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b-t"/>
        <constraint firstItem="box" firstAttribute="width" constant="80" id="b-w"/>
        <constraint firstItem="box" firstAttribute="height" constant="40" id="b-h"/>
        <constraint firstItem="gone-aa-bbb" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="8" id="b-g"/>
        """)
    let document = try IBDocument(xmlString: xml, fileName: "Dangling.storyboard")
    #expect(document.warnings.contains { $0.id == .danglingReference && $0.objectID == "b-g" })
    let controller = try #require(try UIStoryboard(document: document, bundle: .main).loadInitialViewController())
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    let box = try #require(controller.view.subviews.first)
    #expect(box.frame == CGRect(x: 20, y: 100, width: 80, height: 40))
  }
}
