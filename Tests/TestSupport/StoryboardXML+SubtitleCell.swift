import Foundation

extension StoryboardXML {
  /// A self-sizing subtitle-style static cell (`id`, content view `id-content`, labels `id-text`
  /// and `id-detail`) with Body "Contact support" over Caption 1 "help@example.com", stored where
  /// Xcode 15 lays them out at Large on a 393-point phone.
  public static func subtitleCell(
    id: String, y: Double = 0, height: Double = 55.5, contentWidth: Double = 393, accessoryType: String? = nil
  ) -> String {
    let accessory = accessoryType.map { " accessoryType=\"\($0)\"" } ?? ""
    return """
      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default"\(accessory) indentationWidth="10" textLabel="\(id)-text" detailTextLabel="\(id)-detail" style="IBUITableViewCellStyleSubtitle" id="\(id)">
        <rect key="frame" x="0.0" y="\(y)" width="393" height="\(height)"/>
        <autoresizingMask key="autoresizingMask"/>
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-content">
          <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="\(height)"/>
          <autoresizingMask key="autoresizingMask"/>
          <subviews>
            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Contact support" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" id="\(id)-text">
              <rect key="frame" x="20" y="9" width="127" height="20.5"/>
              <autoresizingMask key="autoresizingMask"/>
              <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
              <nil key="textColor"/>
              <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="help@example.com" textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" id="\(id)-detail">
              <rect key="frame" x="20" y="32.5" width="110" height="14.5"/>
              <autoresizingMask key="autoresizingMask"/>
              <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
              <nil key="textColor"/>
              <nil key="highlightedColor"/>
            </label>
          </subviews>
        </tableViewCellContentView>
      </tableViewCell>
      """
  }
}
