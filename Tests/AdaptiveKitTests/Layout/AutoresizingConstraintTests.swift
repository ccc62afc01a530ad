import Foundation
import InterfaceBuilder
import TestSupport
import Testing

@testable import AdaptiveKit
import InterfaceBuilderCanvas

/// Autoresizing-mask constraints: a view that translates its mask follows its superview's size
/// where the mask is flexible, sharing a change among the flexible parts in proportion to their
/// sizes (UIView.autoresizingMask's documented behaviour), and keeps its frame where it is not.
@MainActor
@Suite("A view's autoresizing mask becomes constraints that follow its superview's size")
struct AutoresizingConstraintTests {
  /// A 300×200 container sized by constraints to `size`, holding `child` (TAMIC) at `frame`.
  func layOut(child frame: CGRect, mask: UIView.AutoresizingMask, containerSize size: CGSize) -> CGRect {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let child = UIView(frame: frame)
    child.autoresizingMask = mask
    container.addSubview(child)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.widthAnchor.constraint(equalToConstant: size.width),
      container.heightAnchor.constraint(equalToConstant: size.height),
    ])
    root.layoutIfNeeded()
    return child.frame
  }

  @Test("No flexible part: the frame stays as it is")
  func fixed() {
    #expect(layOut(child: CGRect(x: 10, y: 20, width: 100, height: 50), mask: [], containerSize: CGSize(width: 400, height: 300))
      == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("Flexible width and height: the margins stay, the size follows")
  func flexibleSize() {
    #expect(layOut(child: CGRect(x: 10, y: 20, width: 280, height: 160), mask: [.flexibleWidth, .flexibleHeight], containerSize: CGSize(width: 400, height: 300))
      == CGRect(x: 10, y: 20, width: 380, height: 260))
  }

  @Test("Flexible margins on both sides share the change by their sizes")
  func flexibleMargins() {
    // Margins 50 and 150 (1:3) share 100 more points: 25 and 75.
    #expect(layOut(child: CGRect(x: 50, y: 0, width: 100, height: 10), mask: [.flexibleLeftMargin, .flexibleRightMargin], containerSize: CGSize(width: 400, height: 200))
      == CGRect(x: 75, y: 0, width: 100, height: 10))
  }

  @Test("A flexible left margin keeps the right margin")
  func flexibleLeft() {
    #expect(layOut(child: CGRect(x: 190, y: 0, width: 100, height: 10), mask: [.flexibleLeftMargin], containerSize: CGSize(width: 250, height: 200))
      == CGRect(x: 140, y: 0, width: 100, height: 10))
  }

  @Test("The axis arithmetic: shares and constants")
  func axis() {
    let axis = AutoresizingAxis(offset: 10, length: 30, superLength: 100, flexible: (true, true, false))
    // 10 + 30 flexible: a change of 40 gives the margin 10 and the length 30.
    #expect(axis.offsetShare * 140 + axis.offsetConstant == 20)
    #expect(axis.lengthShare * 140 + axis.lengthConstant == 60)
    let zero = AutoresizingAxis(offset: 0, length: 20, superLength: 20, flexible: (false, false, true))
    #expect(zero.offsetShare == 0 && zero.lengthShare == 0 && zero.lengthConstant == 20)
  }

  @Test("A visual effect view is as large as its content view's constraints make it (Esri's query bar)")
  func visualEffectContent() throws {
    let xml = StoryboardXML.oneScene(
      device: "retina6_1", toolsVersion: "17505", plugIn: "17505", rootSize: (414, 896),
      subviews: """
        <visualEffectView opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
            <rect key="frame" x="8" y="52" width="398" height="10"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="fxc">
                <rect key="frame" x="0.0" y="0.0" width="398" height="10"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="8" y="8" width="100" height="34"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="34" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="fxc" secondAttribute="top" constant="8" id="bt"/>
                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="8" id="bb"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="fxc" secondAttribute="leading" constant="8" id="bl"/>
                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="8" id="br"/>
                </constraints>
            </view>
            <blurEffect style="regular"/>
        </visualEffectView>
        """,
      constraints: """
        <constraint firstItem="fx" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="f1"/>
        <constraint firstAttribute="trailing" secondItem="fx" secondAttribute="trailing" constant="8" id="f2"/>
        <constraint firstItem="fx" firstAttribute="top" secondItem="root" secondAttribute="top" constant="52" id="f3"/>
        """)
    let document = try IBDocument(xmlString: xml, fileName: "Effect.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina6_1"))
    #expect(layout.frame(ofViewWithID: "fx") == CGRect(x: 8, y: 52, width: 398, height: 50))
    #expect(layout.frame(ofViewWithID: "box") == CGRect(x: 8, y: 8, width: 382, height: 34))
  }
}
