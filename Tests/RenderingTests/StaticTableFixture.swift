import Foundation
import InterfaceBuilder
import TestSupport

/// A grouped static table written for the trait tests: a custom cell whose Body label wraps
/// (pinned to the content view's margins), a subtitle cell, and a cell with its own row height,
/// all stored at Large text sizes, with labels in the default, `labelColor` and a fixed black.
enum StaticTableFixture {
  static let sceneID = "settings"

  static let subtitleCell = StoryboardXML.subtitleCell(
    id: "subtitle", y: 136, height: 56, contentWidth: 359, accessoryType: "disclosureIndicator")

  /// The storyboard: one grouped static section of four rows.
  static var document: IBDocument {
    get throws {
      let black = #"<color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
      let cells = [
        StoryboardXML.marginLabelCell(id: "wrapping", y: 18, text: "Accept input from AutoFill providers", color: #"<nil key="textColor"/>"#),
        StoryboardXML.marginLabelCell(id: "semantic", y: 62, text: "Semantic", color: #"<color key="textColor" systemColor="labelColor"/>"#),
        StoryboardXML.marginLabelCell(id: "fixed", y: 106, text: "Fixed", color: black, rowHeight: #"rowHeight="44""#),
        subtitleCell,
      ].joined(separator: "\n")
      return try RenderingFixtures.storyboard(
        """
        <scene sceneID="\(sceneID)"><objects>
        <tableViewController id="settings-vc" sceneMemberID="viewController">
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="table">
        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <color key="backgroundColor" systemColor="groupTableViewBackgroundColor"/>
        <sections><tableViewSection id="section"><cells>
        \(cells)
        </cells></tableViewSection></sections>
        </tableView>
        </tableViewController>
        </objects></scene>
        """,
        resources: """
          <systemColor name="groupTableViewBackgroundColor"><color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
          <systemColor name="labelColor"><color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
          """)
    }
  }
}
