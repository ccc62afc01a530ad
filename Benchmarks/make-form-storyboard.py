#!/usr/bin/env python3
"""Writes one storyboard scene of a long form: rows of a label, a rounded text field and a switch,
each row pinned below the last, as real settings screens are built.

    make-form-storyboard.py VIEWS OUTPUT     # VIEWS rounded down to whole rows of three

The scene's id is `form`; `adaptive layout OUTPUT --scene form --json` lays it out.
"""
import sys

HEADER = '''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="form">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <scene sceneID="form-scene">
            <objects>
                <viewController id="form" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="{height}"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
'''
# Row height and the items' frames as Interface Builder would store them.
ROW = 44
LABEL = '''                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Setting {n}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l{n}">
                                <rect key="frame" x="16" y="{label_y}" width="100" height="20.333333333333332"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Value {n}" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="f{n}">
                                <rect key="frame" x="124" y="{field_y}" width="186" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s{n}">
                                <rect key="frame" x="318" y="{switch_y}" width="51" height="31"/>
                            </switch>
'''
CONSTRAINTS = '''                            <constraint firstItem="l{n}" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="cl{n}"/>
                            <constraint firstItem="f{n}" firstAttribute="leading" secondItem="l{n}" secondAttribute="trailing" constant="8" id="cf{n}"/>
                            <constraint firstItem="s{n}" firstAttribute="leading" secondItem="f{n}" secondAttribute="trailing" constant="8" id="cs{n}"/>
                            <constraint firstAttribute="trailing" secondItem="s{n}" secondAttribute="trailing" constant="24" id="ct{n}"/>
                            <constraint firstItem="f{n}" firstAttribute="top" secondItem="{above}" secondAttribute="{above_attribute}" constant="5" id="cv{n}"/>
                            <constraint firstItem="l{n}" firstAttribute="centerY" secondItem="f{n}" secondAttribute="centerY" id="cy{n}"/>
                            <constraint firstItem="s{n}" firstAttribute="centerY" secondItem="f{n}" secondAttribute="centerY" id="cz{n}"/>
'''
FOOTER = '''                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
{constraints}                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="first" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
    </scenes>
    <resources>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
    </resources>
</document>
'''


def form(views):
    rows = max(1, views // 3)
    parts = [HEADER.format(height=max(852, rows * ROW + 100))]
    constraints = []
    for n in range(rows):
        top = 59 + n * ROW + 5
        parts.append(LABEL.format(n=n, label_y=top + 7, field_y=top, switch_y=top + 1.5))
        above, attribute = ("safe", "top") if n == 0 else (f"f{n - 1}", "bottom")
        constraints.append(CONSTRAINTS.format(n=n, above=above, above_attribute=attribute))
    parts.append(FOOTER.format(constraints="".join(constraints)))
    return "".join(parts)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[2], "w") as output:
        output.write(form(int(sys.argv[1])))
