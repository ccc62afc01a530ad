import Foundation

extension StoryboardXML {
  /// A custom static cell (`id`, content `id-content`) holding one wrapping Body label
  /// (`id-label`, `text`, `color` its colour element) pinned to the content view's margins, 44
  /// high on a 393-point table; `rowHeight` an attribute for the cell's own row height.
  public static func marginLabelCell(
    id: String, y: Double, text: String, color: String = #"<nil key="textColor"/>"#, rowHeight: String = ""
  ) -> String {
    """
    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" \(rowHeight) id="\(id)">
      <rect key="frame" x="0.0" y="\(y)" width="393" height="44"/>
      <autoresizingMask key="autoresizingMask"/>
      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-content">
        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
        <autoresizingMask key="autoresizingMask"/>
        <subviews>
          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
            <rect key="frame" x="20" y="11" width="353" height="22"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            \(color)
            <nil key="highlightedColor"/>
          </label>
        </subviews>
        <constraints>
          <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leadingMargin" id="\(id)-l"/>
          <constraint firstAttribute="trailingMargin" secondItem="\(id)-label" secondAttribute="trailing" id="\(id)-t"/>
          <constraint firstItem="\(id)-label" firstAttribute="top" secondItem="\(id)-content" secondAttribute="topMargin" id="\(id)-top"/>
          <constraint firstAttribute="bottomMargin" secondItem="\(id)-label" secondAttribute="bottom" id="\(id)-b"/>
        </constraints>
      </tableViewCellContentView>
    </tableViewCell>
    """
  }
}
