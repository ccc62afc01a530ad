import AdaptiveKit
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("A segmented control's frame reaches 1 point below its alignment rect")
struct SegmentedControlAlignmentRectTests {
  @Test("Auto Layout sees 31 points of height; the frame is 32 (unconfirmed as UIKit's own figures)")
  func metrics() {
    let control = UISegmentedControl(items: ["First", "Second"])
    #expect(control.intrinsicContentSize.height == 31)
    #expect(control.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
    control.sizeToFit()
    #expect(control.frame.height == 32)
    #expect(control.frame.width == control.intrinsicContentSize.width)
  }

  @Test("A 44-point height constraint gives a 45-point frame (Andy0570's sample stores 45)")
  func heightConstraint() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let control = UISegmentedControl(items: ["White", "Black"])
    control.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(control)
    NSLayoutConstraint.activate([
      control.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 32),
      control.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -32),
      control.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      control.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(control.frame == CGRect(x: 32, y: 40, width: 311, height: 45))
  }

  @Test("In a vertical stack the next view starts one point inside the control's frame")
  func inStackView() {
    let control = UISegmentedControl(items: ["for 100g", "per portion"])
    let below = UIView()
    below.heightAnchor.constraint(equalToConstant: 59).isActive = true
    let stack = UIStackView(arrangedSubviews: [control, below])
    stack.axis = .vertical
    stack.spacing = 10
    stack.frame = CGRect(x: 0, y: 0, width: 355, height: 100)
    stack.layoutIfNeeded()
    #expect(control.frame == CGRect(x: 0, y: 0, width: 355, height: 32))
    // openfoodfacts' product form stores the view after its 32-point control 41 points down.
    #expect(below.frame.minY == 41)
  }

  @Test("Before Xcode 11 the control's frame is 29 high and a view pinned 8 below starts 7 below it")
  func legacyStoryboard() throws {
    let frames = try ["sg", "bx"].map { id in
      try IBControlLayout.frame(
        of: id, toolsVersion: "11762", plugIn: "11757",
        subviews: """
          <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg">
              <rect key="frame" x="20" y="100" width="121" height="29"/>
              <segments>
                  <segment title="First"/>
                  <segment title="Second"/>
              </segments>
          </segmentedControl>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx">
              <rect key="frame" x="20" y="136" width="100" height="10"/>
              <constraints>
                  <constraint firstAttribute="height" constant="10" id="bx-h"/>
                  <constraint firstAttribute="width" constant="100" id="bx-w"/>
              </constraints>
          </view>
          """,
        constraints: """
          \(IBControlLayout.pinned("sg"))
          <constraint firstItem="bx" firstAttribute="leading" secondItem="sg" secondAttribute="leading" id="bx-l"/>
          <constraint firstItem="bx" firstAttribute="top" secondItem="sg" secondAttribute="bottom" constant="8" id="bx-t"/>
          """)
    }
    #expect(frames[0].minY == 100)
    #expect(frames[0].height == 29)
    #expect(frames[1].minY == 136)
  }
}
