import Foundation

/// Storyboards for `adaptive verify` tests: one scene whose boxes are pinned by constraints at
/// x = 20, 90, 160, …, stored at those places plus an offset each, so a box with offset 0 agrees
/// and one with offset d disagrees by d points.
enum VerifyFixture {
  static func storyboard(offsets: [Double]) -> String {
    var subviews = ""
    var constraints = ""
    for (index, offset) in offsets.enumerated() {
      let x = 20 + 70 * Double(index)
      subviews += """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box\(index)">
                                    <rect key="frame" x="\(x + offset)" y="20" width="50" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="box\(index)-w"/>
                                        <constraint firstAttribute="height" constant="50" id="box\(index)-h"/>
                                    </constraints>
                                </view>

        """
      constraints += """
                                <constraint firstItem="box\(index)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(x)" id="box\(index)-l"/>
                                <constraint firstItem="box\(index)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="box\(index)-t"/>

        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="scene">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
      \(subviews)                        </subviews>
                              <constraints>
      \(constraints)                        </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """
  }
}
