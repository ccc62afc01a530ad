import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

@MainActor
@Suite("A slider takes the height and insets of the iOS plug-in that drew the document")
struct IBEraSliderSizeTests {
  /// A slider pinned 20 from both sides and 100 from the top, with a view pinned 8 below it, as
  /// nRF-Mesh's Xcode 26 cells lay out their sliders.
  static func frames(toolsVersion: String, plugIn: String) throws -> (slider: CGRect, below: CGRect) {
    let subviews = """
      <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" minValue="0.0" maxValue="31" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
          <rect key="frame" x="20" y="100" width="335" height="34"/>
      </slider>
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bl">
          <rect key="frame" x="20" y="142" width="335" height="1"/>
          <constraints>
              <constraint firstAttribute="height" constant="1" id="bl-h"/>
          </constraints>
      </view>
      """
    let constraints = IBControlLayout.pinned("sl") + "\n" + """
      <constraint firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" constant="20" id="sl-r"/>
      <constraint firstItem="bl" firstAttribute="top" secondItem="sl" secondAttribute="bottom" constant="8" id="bl-t"/>
      <constraint firstItem="bl" firstAttribute="leading" secondItem="sl" secondAttribute="leading" id="bl-l"/>
      <constraint firstItem="bl" firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" id="bl-r"/>
      """
    let slider = try IBControlLayout.frame(
      of: "sl", toolsVersion: toolsVersion, plugIn: plugIn, subviews: subviews, constraints: constraints)
    let below = try IBControlLayout.frame(
      of: "bl", toolsVersion: toolsVersion, plugIn: plugIn, subviews: subviews, constraints: constraints)
    return (slider, below)
  }

  @Test("Xcode 26 draws a 34-point slider with no insets: the frame is the constraints' rect")
  func xcode26() throws {
    let (slider, below) = try Self.frames(toolsVersion: "24506", plugIn: "24504")
    #expect(slider == CGRect(x: 20, y: 100, width: 335, height: 34))
    #expect(below.minY == 142)
  }

  @Test("Earlier plug-ins draw a 31-point frame reaching 2 points past each side and 1 below")
  func beforeXcode26() throws {
    let (slider, below) = try Self.frames(toolsVersion: "22505", plugIn: "22504")
    #expect(slider == CGRect(x: 18, y: 100, width: 339, height: 31))
    #expect(below.minY == 138)
  }
}
