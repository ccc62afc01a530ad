import Foundation

/// A storyboard written for the trait-variant tests: a navigation controller whose inset-grouped
/// settings list (static cells with disclosure indicators and a checkmark) shows a sign-in form.
/// Text uses text styles and semantic colors; the form's views are pinned by their leading edges
/// only, so right to left moves them to the right edge; the controller has a `titleLabel` outlet
/// and the button an accessibility identifier.
public enum TraitsStoryboard {
  /// The form scene's id.
  public static let formSceneID = "form-scene"
  /// The settings list scene's id.
  public static let listSceneID = "list-scene"

  /// The document's XML.
  public static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
    useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
    <capability name="System colors in document resources" minToolsVersion="11.0"/>
    </dependencies>
    <scenes>
    <scene sceneID="nav-scene"><objects>
    <navigationController id="nav" sceneMemberID="viewController">
    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
    <autoresizingMask key="autoresizingMask"/>
    </navigationBar>
    <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="root-segue"/></connections>
    </navigationController>
    <placeholder placeholderIdentifier="IBFirstResponder" id="nav-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
    </objects></scene>
    <scene sceneID="\(listSceneID)"><objects>
    <tableViewController id="list" title="Settings" sceneMemberID="viewController">
    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" \
    style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" \
    sectionFooterHeight="18" id="list-table">
    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
    <sections>
    <tableViewSection id="section">
    <cells>
    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" \
    selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" id="account-cell">
    <rect key="frame" x="20" y="18" width="353" height="44"/>
    <autoresizingMask key="autoresizingMask"/>
    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
    contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="account-cell" id="account-content">
    <rect key="frame" x="0.0" y="0.0" width="322.5" height="44"/>
    <autoresizingMask key="autoresizingMask"/>
    <subviews>
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
    verticalHuggingPriority="251" text="Account" textAlignment="natural" lineBreakMode="tailTruncation" \
    baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" \
    translatesAutoresizingMaskIntoConstraints="NO" id="account-label">
    <rect key="frame" x="20" y="11.666666666666666" width="64" height="20.333333333333332"/>
    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
    <color key="textColor" systemColor="labelColor"/>
    <nil key="highlightedColor"/>
    </label>
    </subviews>
    <constraints>
    <constraint firstItem="account-label" firstAttribute="leading" secondItem="account-content" secondAttribute="leadingMargin" id="account-leading"/>
    <constraint firstItem="account-label" firstAttribute="centerY" secondItem="account-content" secondAttribute="centerY" id="account-center"/>
    </constraints>
    </tableViewCellContentView>
    <connections><segue destination="form" kind="show" id="show-form"/></connections>
    </tableViewCell>
    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" \
    selectionStyle="default" accessoryType="checkmark" indentationWidth="10" id="sync-cell">
    <rect key="frame" x="20" y="62" width="353" height="44"/>
    <autoresizingMask key="autoresizingMask"/>
    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
    contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="sync-cell" id="sync-content">
    <rect key="frame" x="0.0" y="0.0" width="313" height="44"/>
    <autoresizingMask key="autoresizingMask"/>
    <subviews>
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
    verticalHuggingPriority="251" text="Sync" textAlignment="natural" lineBreakMode="tailTruncation" \
    baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" \
    translatesAutoresizingMaskIntoConstraints="NO" id="sync-label">
    <rect key="frame" x="20" y="11.666666666666666" width="38" height="20.333333333333332"/>
    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
    <color key="textColor" systemColor="labelColor"/>
    <nil key="highlightedColor"/>
    </label>
    </subviews>
    <constraints>
    <constraint firstItem="sync-label" firstAttribute="leading" secondItem="sync-content" secondAttribute="leadingMargin" id="sync-leading"/>
    <constraint firstItem="sync-label" firstAttribute="centerY" secondItem="sync-content" secondAttribute="centerY" id="sync-center"/>
    </constraints>
    </tableViewCellContentView>
    </tableViewCell>
    </cells>
    </tableViewSection>
    </sections>
    </tableView>
    <navigationItem key="navigationItem" title="Settings" id="list-item"/>
    </tableViewController>
    <placeholder placeholderIdentifier="IBFirstResponder" id="list-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
    </objects></scene>
    <scene sceneID="\(formSceneID)"><objects>
    <viewController storyboardIdentifier="SignIn" id="form" sceneMemberID="viewController">
    <view key="view" contentMode="scaleToFill" id="form-view">
    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
    <subviews>
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
    verticalHuggingPriority="251" text="Welcome back" textAlignment="natural" lineBreakMode="tailTruncation" \
    baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" \
    translatesAutoresizingMaskIntoConstraints="NO" id="title">
    <rect key="frame" x="16" y="123" width="112" height="20.333333333333332"/>
    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
    <color key="textColor" systemColor="labelColor"/>
    <nil key="highlightedColor"/>
    </label>
    <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" \
    contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" \
    adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="name">
    <rect key="frame" x="16" y="155.33333333333334" width="200" height="34"/>
    <constraints>
    <constraint firstAttribute="width" constant="200" id="name-width"/>
    </constraints>
    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
    <textInputTraits key="textInputTraits"/>
    </textField>
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
    buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
    <rect key="frame" x="16" y="201.33333333333334" width="71" height="34"/>
    <accessibility key="accessibilityConfiguration" identifier="continue-button" label="Continue signing in"/>
    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
    <state key="normal" title="Continue"/>
    </button>
    </subviews>
    <viewLayoutGuide key="safeArea" id="form-safe"/>
    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
    <constraints>
    <constraint firstItem="title" firstAttribute="leading" secondItem="form-safe" secondAttribute="leading" constant="16" id="title-leading"/>
    <constraint firstItem="title" firstAttribute="top" secondItem="form-safe" secondAttribute="top" constant="20" id="title-top"/>
    <constraint firstItem="name" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="name-leading"/>
    <constraint firstItem="name" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="12" id="name-top"/>
    <constraint firstItem="go" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="go-leading"/>
    <constraint firstItem="go" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="12" id="go-top"/>
    </constraints>
    </view>
    <navigationItem key="navigationItem" title="Sign In" id="form-item"/>
    <connections><outlet property="titleLabel" destination="title" id="title-outlet"/></connections>
    </viewController>
    <placeholder placeholderIdentifier="IBFirstResponder" id="form-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
    </objects></scene>
    </scenes>
    <resources>
    <systemColor name="labelColor"><color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
    <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
    </resources>
    </document>
    """

  /// Writes the storyboard as `Traits.storyboard` into `folder`, returning its URL.
  public static func write(into folder: URL) throws -> URL {
    let url = folder.appendingPathComponent("Traits.storyboard")
    try Data(xml.utf8).write(to: url)
    return url
  }
}
