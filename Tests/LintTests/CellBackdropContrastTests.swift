import AdaptiveKit
import Foundation
import Lint
import Testing

/// `accessibility.contrast` reads a table cell's text against the cell: its own background, or
/// UIKit's default cell colour for its table style, not the table's background behind it.
@MainActor
@Suite("accessibility.contrast: a cell's text against the cell's own background")
struct CellBackdropContrastTests {
  static let rule = InsufficientContrast.metadata.id
  /// #767676: 4.54:1 on white (passes AA), 4.06:1 on the grouped table's #F2F2F7 (fails), 3.7:1
  /// on the dark grouped cell's #1C1C1E (fails), 4.62:1 on black (passes).
  static let grey767 = #"red="0.46274509803921571" green="0.46274509803921571" blue="0.46274509803921571" alpha="1" colorSpace="custom" customColorSpace="sRGB""#

  /// A grouped static table (on the grouped background) with one cell holding a #767676
  /// label; `cellBackground` is the cell's `<color>` element, if any.
  static func document(style: String = "grouped", cellBackground: String = "", marked: Bool) -> MarkedDocument {
    MarkedDocument.storyboard(
      """
      <scene sceneID="t-s">
          <objects>
              <tableViewController id="t" sceneMemberID="viewController">
                  <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="table">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                      <sections>
                          <tableViewSection id="section">
                              <cells>
                                  <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cell">
                                      <rect key="frame" x="0.0" y="18" width="375" height="44"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <subviews>
                                              \(marked ? "⚑" : "")<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Version 1.2" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="version">
                                                  <rect key="frame" x="16" y="11" width="343" height="22"/>
                                                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                  <color key="textColor" \(grey767)/>
                                                  <nil key="highlightedColor"/>
                                              </label>
                                          </subviews>
                                          <constraints>
                                              <constraint firstItem="version" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="v-l"/>
                                              <constraint firstAttribute="trailingMargin" secondItem="version" secondAttribute="trailing" id="v-t"/>
                                              <constraint firstItem="version" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="v-top"/>
                                              <constraint firstAttribute="bottomMargin" secondItem="version" secondAttribute="bottom" id="v-b"/>
                                          </constraints>
                                      </tableViewCellContentView>
                                      \(cellBackground)
                                  </tableViewCell>
                              </cells>
                          </tableViewSection>
                      </sections>
                  </tableView>
              </tableViewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="t-fr" sceneMemberID="firstResponder"/>
          </objects>
      </scene>
      """, initial: "t",
      resources: #"<systemColor name="systemGroupedBackgroundColor"><color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>"#)
  }

  @Test("A cell without a background colour is the grouped cell colour: white in light (no finding), #1C1C1E in dark")
  func groupedCellDefault() {
    let light = Self.document(marked: false).findings(of: Self.rule, variants: [TraitVariant(userInterfaceStyle: .light)])
    #expect(light.isEmpty, "read against the white cell, not the grey table: \(light.map(\.message))")
    let document = Self.document(marked: true)
    let dark = document.findings(of: Self.rule, variants: [TraitVariant(userInterfaceStyle: .dark)])
    #expect(MarkedDocument.positions(dark) == document.markers)
    #expect(dark.first?.message.contains("on #1C1C1E") == true, "\(dark.map(\.message))")
  }

  @Test("A plain table's cell is the system background: black in dark, where #767676 passes (4.62:1)")
  func plainCellDefault() {
    let document = Self.document(style: "plain", marked: false)
    let dark = document.findings(of: Self.rule, variants: [TraitVariant(userInterfaceStyle: .dark)])
    #expect(dark.isEmpty, "on black, not the grouped cell's #1C1C1E: \(dark.map(\.message))")
  }

  @Test("A clear cell shows the table behind it: the label fails on the grouped grey")
  func clearCellShowsTheTable() {
    let clear = #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
    let document = Self.document(cellBackground: clear, marked: true)
    let findings = document.findings(of: Self.rule)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.message.contains("#767676 on #F2F2F7") == true, "\(findings.map(\.message))")
  }
}
