import Foundation

extension StoryboardXML {
  /// A storyboard of one table view controller scene (`vc1`, initial, with `customClass` when
  /// given) whose table (`tv1`, of `style`) holds `content` (a `<prototypes>` or `<sections>`
  /// element) and whose controller has `connections`; a second plain scene `vc2` is there for
  /// segues to reach.
  public static func tableViewControllerScene(
    toolsVersion: String = "22505", customClass: String? = nil, style: String = "plain", dataMode: String = "prototypes",
    rowHeight: String = "-1", content: String, connections: String = ""
  ) -> String {
    let custom = customClass.map { " customClass=\"\($0)\" customModule=\"AdaptiveKitTests\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <tableViewController id="vc1"\(custom) sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="\(dataMode)" style="\(style)" separatorStyle="default" rowHeight="\(rowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv1">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      \(indented(content, by: 28))
                              <connections>
                                  <outlet property="dataSource" destination="vc1" id="tds-tv-001"/>
                                  <outlet property="delegate" destination="vc1" id="tdl-tv-001"/>
                              </connections>
                          </tableView>
                          <connections>
      \(indented(connections, by: 28))
                          </connections>
                      </tableViewController>
                  </objects>
              </scene>
      \(detailScene)
          </scenes>
      </document>
      """
  }

  /// A one-scene storyboard (Xcode 15, 393-point phone) whose full-screen static plain table
  /// (`tbl`, section `sec`) with automatic row heights holds `cells` (`<tableViewCell>` elements),
  /// with `resources` (the `<resources>` children) after the scenes.
  public static func phoneStaticTableScene(cells: String, resources: String) -> String {
    oneScene(
      device: "retina6_12", toolsVersion: "22505", plugIn: "22504", rootSize: (393, 852),
      subviews: """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <sections>
                <tableViewSection id="sec">
                    <cells>
        \(indented(cells, by: 16))
                    </cells>
                </tableViewSection>
            </sections>
        </tableView>
        """,
      constraints: """
        <constraint firstItem="tbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
        <constraint firstItem="tbl" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t2"/>
        <constraint firstItem="tbl" firstAttribute="top" secondItem="root" secondAttribute="top" id="t3"/>
        <constraint firstItem="tbl" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="t4"/>
        """
    ).replacingOccurrences(of: "</scenes>", with: "</scenes>\n<resources>\(resources)</resources>")
  }
}
