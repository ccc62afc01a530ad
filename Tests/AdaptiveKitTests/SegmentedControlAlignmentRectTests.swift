import AdaptiveKit
import Foundation
import Testing

/// A segmented control's frame reaches a point below its alignment rect: every view the corpus
/// pins below one sits 1 point higher than its stored frame's bottom suggests (aws-sdk-ios-samples,
/// Apple's sample code and Andy0570's samples, Xcode 6 to 11), and its height constraints are
/// stored a point shorter than its frame (28 → 29, 32 → 33, 44 → 45). Unconfirmed as UIKit's own
/// figure (no public measurement found); inferred from those samples.
@MainActor
@Suite("A segmented control's frame reaches 1 point below its alignment rect")
struct SegmentedControlAlignmentRectTests {
  @Test("Auto Layout sees 31 points of height; the frame is 32")
  func metrics() {
    let control = UISegmentedControl(items: ["One", "Two"])
    #expect(control.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
    #expect(control.intrinsicContentSize.height == 31)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    control.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(control)
    NSLayoutConstraint.activate([
      control.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      control.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(control.frame.height == 32)
  }

  @Test("A view pinned 8 points below an Xcode 8 (29-point) control starts 36 points below its top")
  func viewBelow() throws {
    let subviews = """
      <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
          <rect key="frame" x="20" y="100" width="121" height="29"/>
          <segments>
              <segment title="First"/>
              <segment title="Second"/>
          </segments>
      </segmentedControl>
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="20" y="136" width="100" height="40"/>
          <constraints>
              <constraint firstAttribute="width" constant="100" id="box-w"/>
              <constraint firstAttribute="height" constant="40" id="box-h"/>
          </constraints>
      </view>
      """
    let constraints = """
      \(IBControlLayout.pinned("seg"))
      <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="box-l"/>
      <constraint firstItem="box" firstAttribute="top" secondItem="seg" secondAttribute="bottom" constant="8" id="box-t"/>
      """
    let control = try IBControlLayout.frame(
      of: "seg", toolsVersion: "12120", plugIn: "12088", subviews: subviews, constraints: constraints)
    #expect(control.minY == 100 && control.height == 29)
    let box = try IBControlLayout.frame(
      of: "box", toolsVersion: "12120", plugIn: "12088", subviews: subviews, constraints: constraints)
    #expect(box.minY == 136)
  }
}
