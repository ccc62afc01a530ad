import Foundation

/// A small three-scene storyboard in Xcode's own layout and the revisions `adaptive diff` tests
/// compare it with: each revision makes one kind of change, as Xcode would write it.
public enum DiffFixture {
  /// The file name the revisions are stored under.
  public static let fileName = "Main.storyboard"

  /// The base revision.
  public static let base = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="pvc-01-aaa">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Profile-->
            <scene sceneID="psc-01-aaa">
                <objects>
                    <viewController storyboardIdentifier="Profile" title="Profile" id="pvc-01-aaa" customClass="ProfileViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="prv-01-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="nml-01-aaa">
                                    <rect key="frame" x="20" y="64" width="374" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Note" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ntl-01-aaa">
                                    <rect key="frame" x="20" y="101" width="374" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="opb-01-aaa">
                                    <rect key="frame" x="20" y="138" width="374" height="30"/>
                                    <state key="normal" title="Open"/>
                                    <connections>
                                        <segue destination="dvc-01-aaa" kind="show" identifier="openDetail" id="sgo-01-aaa"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="psa-01-aaa"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="nml-01-aaa" firstAttribute="leading" secondItem="prv-01-aaa" secondAttribute="leadingMargin" constant="16" id="nld-01-aaa">
                                    <variation key="heightClass=regular-widthClass=compact" constant="16"/>
                                </constraint>
                                <constraint firstItem="nml-01-aaa" firstAttribute="top" secondItem="psa-01-aaa" secondAttribute="top" constant="20" id="ntp-01-aaa"/>
                                <constraint firstItem="ntl-01-aaa" firstAttribute="leading" secondItem="nml-01-aaa" secondAttribute="leading" id="nll-01-aaa"/>
                                <constraint firstItem="ntl-01-aaa" firstAttribute="top" secondItem="nml-01-aaa" secondAttribute="bottom" constant="16" id="nlt-01-aaa"/>
                                <constraint firstItem="opb-01-aaa" firstAttribute="leading" secondItem="nml-01-aaa" secondAttribute="leading" id="obl-01-aaa"/>
                                <constraint firstItem="opb-01-aaa" firstAttribute="top" secondItem="ntl-01-aaa" secondAttribute="bottom" constant="16" id="obt-01-aaa"/>
                            </constraints>
                            <variation key="heightClass=regular-widthClass=compact">
                                <mask key="subviews">
                                    <exclude reference="ntl-01-aaa"/>
                                </mask>
                            </variation>
                        </view>
                        <connections>
                            <outlet property="nameLabel" destination="nml-01-aaa" id="onl-01-aaa"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="pfr-01-aaa" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="100" y="100"/>
            </scene>
            <!--Detail-->
            <scene sceneID="dsc-01-aaa">
                <objects>
                    <viewController storyboardIdentifier="Detail" title="Detail" id="dvc-01-aaa" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="drv-01-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <viewLayoutGuide key="safeArea" id="dsa-01-aaa"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="dfr-01-aaa" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="600" y="100"/>
            </scene>
            <!--Settings-->
            <scene sceneID="ssc-01-aaa">
                <objects>
                    <viewController storyboardIdentifier="Settings" title="Settings" id="svc-01-aaa" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="srv-01-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <viewLayoutGuide key="safeArea" id="ssa-01-aaa"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="sfr-01-aaa" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="1100" y="100"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>

    """

  /// One revision: what it does (the commit message) and the text after it.
  public struct Revision: Sendable {
    /// The commit message.
    public var message: String
    /// The storyboard after the change.
    public var text: String
  }

  /// The revisions after `base`, each applied to the one before.
  public static let revisions: [Revision] = {
    var text = base
    var result: [Revision] = []
    func commit(_ message: String, _ edits: [(String, String)]) {
      for (old, new) in edits {
        precondition(text.contains(old), "the fixture edit '\(message)' does not apply")
        text = text.replacingOccurrences(of: old, with: new)
      }
      result.append(Revision(message: message, text: text))
    }
    commit(
      "Wider name margin on compact-width phones",
      [(#"<variation key="heightClass=regular-widthClass=compact" constant="16"/>"#,
        #"<variation key="heightClass=regular-widthClass=compact" constant="24"/>"#)])
    commit(
      "Add a welcome label",
      [("""
                                    </button>
                                </subviews>
        """,
        """
                                    </button>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome back" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="wlc-02-bbb">
                                        <rect key="frame" x="20" y="184" width="374" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
        """),
       ("""
                                    <constraint firstItem="opb-01-aaa" firstAttribute="top" secondItem="ntl-01-aaa" secondAttribute="bottom" constant="16" id="obt-01-aaa"/>
        """,
        """
                                    <constraint firstItem="opb-01-aaa" firstAttribute="top" secondItem="ntl-01-aaa" secondAttribute="bottom" constant="16" id="obt-01-aaa"/>
                                    <constraint firstItem="wlc-02-bbb" firstAttribute="top" secondItem="opb-01-aaa" secondAttribute="bottom" constant="16" id="wlt-02-bbb"/>
                                    <constraint firstItem="wlc-02-bbb" firstAttribute="leading" secondItem="nml-01-aaa" secondAttribute="leading" id="wll-02-bbb"/>
        """)])
    commit(
      "Open settings instead of the detail screen",
      [(#"<segue destination="dvc-01-aaa" kind="show" identifier="openDetail" id="sgo-01-aaa"/>"#,
        #"<segue destination="svc-01-aaa" kind="show" identifier="openDetail" id="sgo-01-aaa"/>"#)])
    commit(
      "Show the note on compact-width phones too",
      [("""
                                <variation key="heightClass=regular-widthClass=compact">
                                    <mask key="subviews">
                                        <exclude reference="ntl-01-aaa"/>
                                    </mask>
                                </variation>

        """, "")])
    commit(
      "Open in a newer Xcode",
      [(#"toolsVersion="21701""#, #"toolsVersion="22155""#),
       (#"<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>"#,
        #"<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>"#),
       ("""
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """,
        """
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """),
       (#"<rect key="frame" x="20" y="64" width="374" height="21"/>"#,
        #"<rect key="frame" x="20" y="64" width="374" height="20.5"/>"#),
       ("""
                                    <constraint firstItem="nml-01-aaa" firstAttribute="top" secondItem="psa-01-aaa" secondAttribute="top" constant="20" id="ntp-01-aaa"/>
                                    <constraint firstItem="ntl-01-aaa" firstAttribute="leading" secondItem="nml-01-aaa" secondAttribute="leading" id="nll-01-aaa"/>
        """,
        """
                                    <constraint firstItem="ntl-01-aaa" firstAttribute="leading" secondItem="nml-01-aaa" secondAttribute="leading" id="nll-01-aaa"/>
                                    <constraint firstItem="nml-01-aaa" firstAttribute="top" secondItem="psa-01-aaa" secondAttribute="top" constant="20" id="ntp-01-aaa"/>
        """)])
    return result
  }()
}
