import Foundation

/// A storyboard whose scenes sit inside containers, for `adaptive diff`: a tab bar controller whose
/// first tab is a navigation controller, whose root holds a container view embedding Child; the
/// second tab (Other) is not on screen while the first is selected.
public enum DiffContainerFixture {
  /// The storyboard with Child's label `childLeading` points from its container's leading edge and
  /// Other's label at `otherTop` points below its safe area's top.
  public static func storyboard(childLeading: Int = 16, otherTop: Int = 20) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tbc-01-aaa">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Tabs-->
            <scene sceneID="tsc-01-aaa">
                <objects>
                    <tabBarController storyboardIdentifier="Tabs" id="tbc-01-aaa" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tbb-01-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections>
                            <segue destination="nvc-01-aaa" kind="relationship" relationship="viewControllers" id="tr1-01-aaa"/>
                            <segue destination="ovc-01-aaa" kind="relationship" relationship="viewControllers" id="tr2-01-aaa"/>
                        </connections>
                    </tabBarController>
                </objects>
                <point key="canvasLocation" x="-600" y="100"/>
            </scene>
            <!--Navigation-->
            <scene sceneID="nsc-01-aaa">
                <objects>
                    <navigationController storyboardIdentifier="Navigation" id="nvc-01-aaa" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Feed" id="nti-01-aaa"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nnb-01-aaa">
                            <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="fvc-01-aaa" kind="relationship" relationship="rootViewController" id="nrt-01-aaa"/>
                        </connections>
                    </navigationController>
                </objects>
                <point key="canvasLocation" x="-100" y="100"/>
            </scene>
            <!--Feed-->
            <scene sceneID="fsc-01-aaa">
                <objects>
                    <viewController storyboardIdentifier="Feed" title="Feed" id="fvc-01-aaa" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="fvv-01-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fcv-01-aaa">
                                    <rect key="frame" x="40" y="200" width="334" height="200"/>
                                    <connections>
                                        <segue destination="cvc-01-aaa" kind="embed" id="emb-01-aaa"/>
                                    </connections>
                                </containerView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="fsa-01-aaa"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="fcv-01-aaa" firstAttribute="leading" secondItem="fsa-01-aaa" secondAttribute="leading" constant="40" id="fcl-01-aaa"/>
                                <constraint firstItem="fsa-01-aaa" firstAttribute="trailing" secondItem="fcv-01-aaa" secondAttribute="trailing" constant="40" id="fct-01-aaa"/>
                                <constraint firstItem="fcv-01-aaa" firstAttribute="top" secondItem="fsa-01-aaa" secondAttribute="top" constant="60" id="fco-01-aaa"/>
                                <constraint firstItem="fcv-01-aaa" firstAttribute="height" constant="200" id="fch-01-aaa"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Feed" id="fni-01-aaa"/>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="400" y="100"/>
            </scene>
            <!--Child-->
            <scene sceneID="csc-01-aaa">
                <objects>
                    <viewController storyboardIdentifier="Child" title="Child" id="cvc-01-aaa" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="cvv-01-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="334" height="200"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="chb-01-aaa">
                                    <rect key="frame" x="\(childLeading)" y="20" width="42" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemYellowColor"/>
                            <constraints>
                                <constraint firstItem="chb-01-aaa" firstAttribute="leading" secondItem="cvv-01-aaa" secondAttribute="leading" constant="\(childLeading)" id="chl-01-aaa"/>
                                <constraint firstItem="chb-01-aaa" firstAttribute="top" secondItem="cvv-01-aaa" secondAttribute="top" constant="20" id="cht-01-aaa"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="900" y="100"/>
            </scene>
            <!--Other-->
            <scene sceneID="osc-01-aaa">
                <objects>
                    <viewController storyboardIdentifier="Other" title="Other" id="ovc-01-aaa" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="ovv-01-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Other" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="olb-01-aaa">
                                    <rect key="frame" x="20" y="\(otherTop + 48)" width="46" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="osa-01-aaa"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="olb-01-aaa" firstAttribute="leading" secondItem="osa-01-aaa" secondAttribute="leading" constant="20" id="oll-01-aaa"/>
                                <constraint firstItem="olb-01-aaa" firstAttribute="top" secondItem="osa-01-aaa" secondAttribute="top" constant="\(otherTop)" id="olt-01-aaa"/>
                            </constraints>
                        </view>
                        <tabBarItem key="tabBarItem" title="Other" id="oti-01-aaa"/>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="-100" y="1000"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemYellowColor">
                <color red="1" green="0.80000000000000004" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """
  }
}
