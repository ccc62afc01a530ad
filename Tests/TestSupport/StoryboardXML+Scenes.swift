extension StoryboardXML {
  /// A Xcode 15 (22505) storyboard for an iPhone 11 whose scenes are `scenes` (each a controller
  /// element with its view and connections, wrapped here in its scene) and whose initial
  /// controller is `initial`.
  public static func document(initial: String, scenes: [String]) -> String {
    let wrapped = scenes.enumerated().map { index, controller in
      """
              <scene sceneID="scene\(index)">
                  <objects>
      \(indented(controller, by: 16))
                  </objects>
              </scene>
      """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <scenes>
      \(wrapped.joined(separator: "\n"))
          </scenes>
      </document>
      """
  }

  /// The second scene of the table and collection fixtures: a plain controller `vc2` with the
  /// storyboard identifier "Detail", which their cells' segues show.
  static let detailScene = """
    <scene sceneID="s2">
        <objects>
            <viewController storyboardIdentifier="Detail" id="vc2" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root2">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
            </viewController>
        </objects>
    </scene>
    """

  /// A plain controller `id` whose empty root view is `id-root`: a segue destination.
  public static func plainController(_ id: String) -> String {
    """
    <viewController id="\(id)" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="\(id)-root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
        </view>
    </viewController>
    """
  }
}
