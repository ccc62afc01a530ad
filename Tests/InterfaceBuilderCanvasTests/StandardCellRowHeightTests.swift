import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A self-sizing row in a standard cell style has no constraints to size it: UIKit sizes it from
/// the style's labels, by release (`StandardCellRowMetrics`), and the rows below follow.
@MainActor
@Suite("Standard-style self-sizing rows take the height of their labels by release")
struct StandardCellRowHeightTests {
  /// A prototype of `style` with a 17-point text label and, for subtitle and value 1, a 12-point
  /// detail label, then a plain custom prototype below it. The stored frames are deliberately
  /// wrong (a 30-point row) so only the model can place the rows.
  static func cells(style: String) -> String {
    let detail =
      style == "Default"
      ? ""
      : """

                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Detail" id="det-sc-row">
                                                    <rect key="frame" x="16" y="15" width="40" height="10"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                                </label>
        """
    let detailAttribute = style == "Default" ? "" : #"detailTextLabel="det-sc-row" "#
    return """
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Styled" textLabel="txt-sc-row" \(detailAttribute)style="IBUITableViewCellStyle\(style)" id="cel-sc-row">
                                        <rect key="frame" x="0.0" y="28" width="375" height="30"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-sc-row" id="con-sc-row">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" id="txt-sc-row">
                                                    <rect key="frame" x="16" y="0.0" width="40" height="15"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>\(detail)
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Next" id="nxt-sc-row">
                                        <rect key="frame" x="0.0" y="58" width="375" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="nxt-sc-row" id="nxc-sc-row">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
      """
  }

  /// Where a plain table's first row starts from Xcode 14: iOS 15's 22-point header padding above
  /// the 28-point prototype header.
  static let firstRowY: CGFloat = 50

  func rowFrames(style: String, plugIn: String, device: String = "retina4_7") throws -> (row: CGRect?, next: CGRect?) {
    let text = TableCellLayoutTests.storyboard(toolsVersion: plugIn, cells: Self.cells(style: style))
      .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="\#(device)""#)
    let document = try IBDocument(xmlString: text, fileName: "StandardRows.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device(device))
    return (layout.frame(ofViewWithID: "cel-sc-row"), layout.frame(ofViewWithID: "nxt-sc-row"))
  }

  @Test("iOS 13–18 (Xcode 15): a one-line row is 44 less the separator's pixel, on 2x and 3x canvases")
  func oneLineRowBeforeIOS26() throws {
    let twoX = try rowFrames(style: "Value1", plugIn: "22505")
    #expect(twoX.row?.height == 43.5)
    #expect(twoX.next?.minY == Self.firstRowY + 43.5)
    let threeX = try rowFrames(style: "Default", plugIn: "22505", device: "retina5_5")
    #expect(abs((threeX.row?.height ?? 0) - (44 - 1.0 / 3)) < 0.001)
  }

  @Test("iOS 26 (Xcode 26): a one-line row is 51 points, on 2x and 3x canvases")
  func oneLineRowOnIOS26() throws {
    let twoX = try rowFrames(style: "Value1", plugIn: "24063")
    #expect(twoX.row?.height == 51)
    #expect(twoX.next?.minY == Self.firstRowY + 51)
    #expect(try rowFrames(style: "Default", plugIn: "24063", device: "retina5_5").row?.height == 51)
  }

  @Test("A subtitle row stacks its two lines (20.5 and 14.5) with 20.5 points around them before iOS 26, 21 on iOS 26")
  func subtitleRowByRelease() throws {
    let before = try rowFrames(style: "Subtitle", plugIn: "22505")
    #expect(before.row?.height == 55.5)
    #expect(before.next?.minY == Self.firstRowY + 55.5)
    #expect(try rowFrames(style: "Subtitle", plugIn: "24063").row?.height == 56)
  }

  @Test("Before Xcode 11 a standard row keeps the standard 44 points")
  func legacyStandardRowKeeps44() throws {
    #expect(try rowFrames(style: "Subtitle", plugIn: "14490.49").row?.height == 44)
  }
}
