import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// iOS 7–8 drew a picker only at its wheel heights (162, 180 or 216 points), centred on the frame
/// its constraints give; Interface Builder stored Xcode 6 documents so (matrix-ios-kit's picker
/// pinned into a 119-point cell is stored 162 high at y −21.5). From Xcode 7 the picker takes the
/// height its constraints give.
@MainActor
@Suite("Xcode 6 pickers snap to iOS 8's wheel heights, centred")
struct PickerWheelHeightSnapTests {
  static func frame(toolsVersion: String, slot: Int) throws -> CGRect? {
    let text = StoryboardXML.oneScene(
      toolsVersion: toolsVersion,
      subviews: """
        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pick">
            <rect key="frame" x="0.0" y="100" width="375" height="\(slot)"/>
        </pickerView>
        """,
      constraints: """
        <constraint firstItem="pick" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p-l"/>
        <constraint firstAttribute="trailing" secondItem="pick" secondAttribute="trailing" id="p-t"/>
        <constraint firstItem="pick" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p-y"/>
        <constraint firstItem="pick" firstAttribute="height" constant="\(slot)" id="p-h"/>
        """)
    let document = try IBDocument(xmlString: text, fileName: "Picker.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    return layout.frame(ofViewWithID: "pick")
  }

  @Test("Xcode 6: a 119-point slot draws a 162-point picker centred on it; 200 draws 180; 250 draws 216")
  func xcode6Snaps() throws {
    #expect(try Self.frame(toolsVersion: "6751", slot: 119) == CGRect(x: 0, y: 78.5, width: 375, height: 162))
    #expect(try Self.frame(toolsVersion: "6751", slot: 200) == CGRect(x: 0, y: 110, width: 375, height: 180))
    #expect(try Self.frame(toolsVersion: "6751", slot: 250) == CGRect(x: 0, y: 117, width: 375, height: 216))
  }

  @Test("Xcode 7 and later: the picker is the height its constraints give")
  func laterDoesNotSnap() throws {
    #expect(try Self.frame(toolsVersion: "9527", slot: 119) == CGRect(x: 0, y: 100, width: 375, height: 119))
    #expect(try Self.frame(toolsVersion: "22505", slot: 119) == CGRect(x: 0, y: 100, width: 375, height: 119))
  }
}
