import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// `UIVisualEffectView`: an effect behind a content view that fills the effect view, in code and
/// from storyboards (`<visualEffectView>` with `<blurEffect>` or `<vibrancyEffect>`).
@MainActor
@Suite("A visual effect view holds its effect and a content view that fills it")
struct VisualEffectViewTests {
  @Test("The content view fills the effect view and follows its size")
  func contentFills() {
    let blur = UIBlurEffect(style: .systemMaterial)
    let effectView = UIVisualEffectView(effect: blur)
    #expect(effectView.effect === blur)
    #expect(effectView.contentView.superview === effectView)
    #expect(effectView.contentView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
    effectView.layoutIfNeeded()
    #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
  }

  @Test("Constraints inside the content view size the effect view")
  func contentSizesEffectView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    effectView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(effectView)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    effectView.contentView.addSubview(box)
    NSLayoutConstraint.activate([
      effectView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      effectView.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      box.leadingAnchor.constraint(equalTo: effectView.contentView.leadingAnchor, constant: 8),
      box.trailingAnchor.constraint(equalTo: effectView.contentView.trailingAnchor, constant: -8),
      box.topAnchor.constraint(equalTo: effectView.contentView.topAnchor, constant: 8),
      box.bottomAnchor.constraint(equalTo: effectView.contentView.bottomAnchor, constant: -8),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 34),
    ])
    root.layoutIfNeeded()
    #expect(effectView.frame == CGRect(x: 10, y: 10, width: 116, height: 50))
    #expect(box.frame == CGRect(x: 8, y: 8, width: 100, height: 34))
  }

  @Test("UIKit's raw values for blur and vibrancy styles")
  func rawValues() {
    #expect(UIBlurEffect.Style.regular.rawValue == 4)
    #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8)
    #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
    let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .secondaryLabel)
    #expect(vibrancy._style == .secondaryLabel)
    #expect(vibrancy._blurEffect._style == .light)
  }

  @Test("A storyboard builds a UIVisualEffectView with its effect, its content view and their subviews")
  func fromStoryboard() throws {
    let xml = StoryboardXML.oneScene(
      device: "retina4_7", toolsVersion: "17505", plugIn: "17505",
      subviews: """
        <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
            <rect key="frame" x="20" y="100" width="120" height="60"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fxc">
                <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vib">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="vibc">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <vibrancyEffect style="secondaryLabel">
                            <blurEffect style="systemThickMaterial"/>
                        </vibrancyEffect>
                    </visualEffectView>
                </subviews>
            </view>
            <constraints>
                <constraint firstAttribute="width" constant="120" id="fw"/>
                <constraint firstAttribute="height" constant="60" id="fh"/>
            </constraints>
            <blurEffect style="prominent"/>
        </visualEffectView>
        """,
      constraints: IBControlLayout.pinned("fx") + """

        <constraint firstItem="vib" firstAttribute="leading" secondItem="fxc" secondAttribute="leading" id="v1"/>
        <constraint firstItem="vib" firstAttribute="trailing" secondItem="fxc" secondAttribute="trailing" id="v2"/>
        <constraint firstItem="vib" firstAttribute="top" secondItem="fxc" secondAttribute="top" id="v3"/>
        <constraint firstItem="vib" firstAttribute="bottom" secondItem="fxc" secondAttribute="bottom" id="v4"/>
        """)
    let document = try IBDocument(xmlString: xml, fileName: "Effects.storyboard")
    let controller = try #require(try UIStoryboard(document: document).loadInitialViewController())
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    let effectView = try #require(controller.view.subviews.first as? UIVisualEffectView)
    #expect((effectView.effect as? UIBlurEffect)?._style == .prominent)
    #expect(effectView.frame == CGRect(x: 20, y: 100, width: 120, height: 60))
    let vibrancyView = try #require(effectView.contentView.subviews.first as? UIVisualEffectView)
    let vibrancy = try #require(vibrancyView.effect as? UIVibrancyEffect)
    #expect(vibrancy._style == .secondaryLabel)
    #expect(vibrancy._blurEffect._style == .systemThickMaterial)
    #expect(vibrancyView.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
  }
}
