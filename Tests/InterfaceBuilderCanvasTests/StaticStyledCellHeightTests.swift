import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// From Xcode 13 Interface Builder draws a static cell of a standard style (Basic, Right Detail…)
/// with an automatic height like a prototype, 43.5 points; a custom static cell stays 44, as in
/// Xcode 12, where styled static cells are 44 too (Esri's Xcode 13 parameters table; unconfirmed
/// beyond it).
@MainActor
@Suite("Xcode 13 draws styled static cells 43.5 high, custom ones 44")
struct StaticStyledCellHeightTests {
  static let cells = """
                                <sections>
                                    <tableViewSection id="sec-st-sty">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" textLabel="lbl-st-sty" style="IBUITableViewCellStyleDefault" id="sty-st-sty">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="sty-st-sty" id="sv1-st-sty">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Styled" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lbl-st-sty">
                                                            <rect key="frame" x="16" y="0.0" width="343" height="43.5"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" id="cus-st-sty">
                                                <rect key="frame" x="0.0" y="43.5" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cus-st-sty" id="sv2-st-sty">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
    """

  func heights(toolsVersion: String) throws -> (styled: CGFloat?, custom: CGFloat?) {
    let text = TableCellLayoutTests.storyboard(toolsVersion: toolsVersion, cells: Self.cells)
      .replacingOccurrences(of: #"dataMode="prototypes""#, with: #"dataMode="static""#)
    let document = try IBDocument(xmlString: text, fileName: "Static.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    return (layout.frame(ofViewWithID: "sty-st-sty")?.height, layout.frame(ofViewWithID: "cus-st-sty")?.height)
  }

  @Test("Xcode 13: a Basic static cell is 43.5, a custom one 44")
  func xcode13() throws {
    let (styled, custom) = try heights(toolsVersion: "18122")
    #expect(styled == 43.5)
    #expect(custom == 44)
  }

  @Test("Xcode 12: both are 44")
  func xcode12() throws {
    let (styled, custom) = try heights(toolsVersion: "17506")
    #expect(styled == 44)
    #expect(custom == 44)
  }
}
