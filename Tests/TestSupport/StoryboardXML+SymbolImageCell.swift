import Foundation

extension StoryboardXML {
  /// A one-scene storyboard (Xcode 15, 393-point phone) whose static table with automatic row
  /// heights holds one Basic-style cell (`cell`, content view `cell-content`) showing the
  /// unconfigured `info.circle` symbol (`cell-image`, 20 × 19 at Large) before a Body label
  /// (`cell-text`), stored where the fixture puts them at Large.
  public static let symbolImageCellScene: String = phoneStaticTableScene(
    cells: """
      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="cell-text" imageView="cell-image" style="IBUITableViewCellStyleDefault" id="cell">
          <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cell-content">
              <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                  <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="About this app" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" id="cell-text">
                      <rect key="frame" x="55" y="12" width="318" height="20.5"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                      <nil key="textColor"/>
                      <nil key="highlightedColor"/>
                  </label>
                  <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="cell-image">
                      <rect key="frame" x="20" y="12.5" width="20" height="19"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <imageReference key="image" image="info.circle" catalog="system"/>
                  </imageView>
              </subviews>
          </tableViewCellContentView>
      </tableViewCell>
      """,
    resources: #"<image name="info.circle" catalog="system" width="128" height="121"/>"#)
}
