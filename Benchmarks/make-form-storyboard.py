#!/usr/bin/env python3
"""Writes one storyboard scene of a long form: rows of a label, a rounded text field and a switch,
each row pinned below the last, as real settings screens are built.

    make-form-storyboard.py VIEWS OUTPUT                # VIEWS rounded down to whole rows of three
    make-form-storyboard.py --kind stack VIEWS OUTPUT   # the same rows as horizontal stack views
                                                        # in one vertical stack (four views a row)

The scene's id is `form`; `adaptive layout OUTPUT --scene form --json` lays it out.
"""
import argparse

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


# The stack kind: one vertical stack pinned to the safe area, each row a horizontal stack of the
# same three controls (arranged subviews carry no constraints of their own, as Xcode writes them).
STACK_HEADER = '''                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="16" y="59" width="353" height="{height}"/>
                                <subviews>
'''
STACK_ROW = '''                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" id="r{n}">
                                        <rect key="frame" x="0.0" y="{row_y}" width="353" height="34"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Setting {n}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="l{n}">
                                                <rect key="frame" x="0.0" y="0.0" width="100" height="34"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Value {n}" textAlignment="natural" minimumFontSize="17" id="f{n}">
                                                <rect key="frame" x="108" y="0.0" width="186" height="34"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                <textInputTraits key="textInputTraits"/>
                                            </textField>
                                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="s{n}">
                                                <rect key="frame" x="302" y="0.0" width="51" height="34"/>
                                            </switch>
                                        </subviews>
                                    </stackView>
'''
STACK_FOOTER = '''                                </subviews>
                            </stackView>
'''
STACK_CONSTRAINTS = '''                            <constraint firstItem="stack" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="csl"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="24" id="cst"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="csv"/>
'''
STACK_ROW_HEIGHT = 34
STACK_SPACING = 10


def stack_form(views):
    rows = max(1, (views - 1) // 4)
    height = rows * STACK_ROW_HEIGHT + (rows - 1) * STACK_SPACING
    parts = [HEADER.format(height=max(852, height + 100)), STACK_HEADER.format(height=height)]
    for n in range(rows):
        parts.append(STACK_ROW.format(n=n, row_y=n * (STACK_ROW_HEIGHT + STACK_SPACING)))
    parts.append(STACK_FOOTER)
    parts.append(FOOTER.format(constraints=STACK_CONSTRAINTS))
    return "".join(parts)


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
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kind", choices=("form", "stack"), default="form")
    parser.add_argument("views", type=int)
    parser.add_argument("output")
    arguments = parser.parse_args()
    make = stack_form if arguments.kind == "stack" else form
    with open(arguments.output, "w") as output:
        output.write(make(arguments.views))
