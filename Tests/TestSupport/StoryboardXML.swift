/// Inline Interface Builder XML for tests: a one-scene storyboard whose controller `vc1` has the
/// root view `root` (with a safe-area guide `safe`) holding `subviews` and `constraints`, written
/// as Xcode writes it, so each test shows only the part it is about (`rootVariations`: the root's
/// `<variation>` elements, its size-class masks). A root that does not translate
/// its mask (`rootTranslatesMask: false`) is written as Xcode writes one: the attribute, no mask.
public enum StoryboardXML {
  /// The storyboard's text.
  public static func oneScene(
    device: String = "retina4_7", toolsVersion: String = "22505", plugIn: String? = nil,
    rootSize: (width: Double, height: Double) = (375, 667), rootTranslatesMask: Bool = true,
    subviews: String, constraints: String, rootVariations: String = ""
  ) -> String {
    let rootMask =
      rootTranslatesMask
      ? "\n                        <autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>"
      : ""
    let rootAttribute = rootTranslatesMask ? "" : #" translatesAutoresizingMaskIntoConstraints="NO""#
    let dependencies =
      plugIn.map {
        """

            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\($0)"/>
            </dependencies>
        """
      } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
          <device id="\(device)" orientation="portrait" appearance="light"/>\(dependencies)
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc1" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill"\(rootAttribute) id="root">
                              <rect key="frame" x="0.0" y="0.0" width="\(number(rootSize.width))" height="\(number(rootSize.height))"/>\(rootMask)
                              <subviews>
      \(indented(subviews, by: 32))
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                              <constraints>
      \(indented(constraints, by: 32))
                              </constraints>\(rootVariations.isEmpty ? "" : "\n" + indented(rootVariations, by: 28))
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
  }

  /// A label pinned to the root by its leading edge and its top: the label's XML (`attributes`
  /// added to its element, `font` its `<fontDescription>`) and its two constraints.
  public static func pinnedLabel(
    id: String, text: String, font: String, attributes: String = "", x: Int = 16, y: Int, width: Int = 60, height: Int = 30
  ) -> (view: String, constraints: String) {
    (
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)"\(attributes.isEmpty ? "" : " " + attributes) baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
          \(font)
          <nil key="textColor"/>
          <nil key="highlightedColor"/>
      </label>

      """,
      """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(x)" id="\(id)-l"/>
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-t"/>

      """
    )
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// Re-indents `text` so its least indented line starts `spaces` columns in.
  static func indented(_ text: String, by spaces: Int) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let margin = lines.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    let pad = String(repeating: " ", count: spaces)
    return lines.map { $0.allSatisfy { $0 == " " } ? "" : pad + $0.dropFirst(margin) }.joined(separator: "\n")
  }
}
