extension StoryboardXML {
  /// A storyboard whose initial scene is a `collectionViewController` (`vc1`, optionally of a
  /// custom class) with a flow-layout collection view `cv1` holding `content` (`<cells>`, section
  /// views), and a plain destination scene `vc2` for segues.
  public static func collectionViewControllerScene(
    customClass: String? = nil, layoutAttributes: String = #"minimumLineSpacing="10" minimumInteritemSpacing="10""#,
    itemSize: (width: Double, height: Double) = (50, 50), headerHeight: Double = 0,
    sectionInset: String = #"minX="0.0" minY="0.0" maxX="0.0" maxY="0.0""#, content: String
  ) -> String {
    let custom = customClass.map { " customClass=\"\($0)\" customModule=\"AdaptiveKitTests\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <collectionViewController id="vc1"\(custom) sceneMemberID="viewController">
                          <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv1">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <collectionViewFlowLayout key="collectionViewLayout" \(layoutAttributes) id="fl1">
                                  <size key="itemSize" width="\(itemSize.width)" height="\(itemSize.height)"/>
                                  <size key="headerReferenceSize" width="0.0" height="\(headerHeight)"/>
                                  <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                  <inset key="sectionInset" \(sectionInset)/>
                              </collectionViewFlowLayout>
      \(indented(content, by: 28))
                              <connections>
                                  <outlet property="dataSource" destination="vc1" id="cds-cv-001"/>
                                  <outlet property="delegate" destination="vc1" id="cdl-cv-001"/>
                              </connections>
                          </collectionView>
                      </collectionViewController>
                  </objects>
              </scene>
      \(detailScene)
          </scenes>
      </document>
      """
  }
}
