import Foundation
import TestSupport
import Testing

@Suite("adaptive lint --variants and --overlay, run as a process")
struct LintVariantsCommandTests {
  /// One scene with a 300-point single-line Body label, which truncates from AX1 on.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="a">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="a-s">
                <objects>
                    <viewController id="a" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Confirm your email address" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="l-1">
                                    <rect key="frame" x="20" y="100" width="300" height="21"/>
                                    <constraints><constraint firstAttribute="width" constant="300" id="l-w"/></constraints>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="l-1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="l-1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="a-fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
        </resources>
    </document>
    """

  @Test("The accessibility matrix finds the label truncated from AX1 and writes its overlay; the default finds nothing")
  func accessibilityMatrix() throws {
    let workspace = try LintWorkspace(["Form.storyboard": Self.storyboard])
    defer { workspace.remove() }
    let standard = try AdaptiveProcess.run(["lint", workspace.path("Form.storyboard")])
    #expect(standard.status == 0)
    #expect(!standard.output.contains("accessibility.truncated-text"))
    let overlays = workspace.path("overlays")
    let result = try AdaptiveProcess.run(["lint", "--variants", "accessibility", "--overlay", overlays, workspace.path("Form.storyboard")])
    #expect(result.status == 0)
    #expect(result.output.contains("light, AX1 (also at dark, AX1;"))
    #expect(result.output.contains("[accessibility.truncated-text]"))
    let picture = overlays + "/Form-truncated-text-l-1-light-AX1.png"
    #expect(result.output.contains("note: overlay \(picture)"))
    #expect(FileManager.default.fileExists(atPath: picture))
  }

  @Test("An unknown matrix exits 2 naming the known ones (the trait options' --variants)")
  func unknownMatrix() throws {
    let workspace = try LintWorkspace(["Form.storyboard": Self.storyboard])
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run(["lint", "--variants", "everything", workspace.path("Form.storyboard")])
    #expect(result.status == 2)
    #expect(result.errors.contains("unknown --variants 'everything'; expected one of: default"))
  }
}
