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
}
