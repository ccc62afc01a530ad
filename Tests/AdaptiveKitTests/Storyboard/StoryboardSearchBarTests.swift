import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// A scene's controller with a search bar outlet, which is also the bar's delegate.
@MainActor
final class SearchSceneController: UIViewController, UISearchBarDelegate {
  var searchBar: UISearchBar!
  var typed: [String] = []

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { typed.append(searchText) }
}

@MainActor
@Suite("Storyboards build search bars as UISearchBar at run time, with their outlet and delegate connected")
struct StoryboardSearchBarTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="SearchSceneController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <searchBar contentMode="redraw" barStyle="black" searchBarStyle="minimal" text="lake" prompt="Where to?" placeholder="Parks" showsBookmarkButton="YES" showsCancelButton="YES" showsScopeBar="YES" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sb">
                                    <rect key="frame" x="0.0" y="20" width="375" height="132"/>
                                    <color key="barTintColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <textInputTraits key="textInputTraits"/>
                                    <scopeButtonTitles>
                                        <string>All</string>
                                        <string>Nearby</string>
                                    </scopeButtonTitles>
                                    <connections>
                                        <outlet property="delegate" destination="vc1" id="d1"/>
                                    </connections>
                                </searchBar>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="sb" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                <constraint firstItem="sb" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="sb" secondAttribute="trailing" id="c3"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="searchBar" destination="sb" id="o1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  private func load() throws -> SearchSceneController {
    UIStoryboard.register(SearchSceneController.self, forClassName: "SearchSceneController")
    KeyValueCoding.register(\SearchSceneController.searchBar, forKey: "searchBar")
    let document = try IBDocument(xmlString: Self.xml, fileName: "Search.storyboard")
    let controller = try #require(try UIStoryboard(document: document).loadInitialViewController() as? SearchSceneController)
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    return controller
  }

  @Test("The outlet and the delegate connect, and typing reaches the scene's controller")
  func outletAndDelegate() throws {
    let (controller, messages) = try AdaptiveKitLog.shared.capture { try load() }
    #expect(messages.filter { $0.category == .storyboard }.isEmpty)
    let bar = try #require(controller.searchBar)
    #expect(bar.superview === controller.view)
    #expect(bar.delegate === controller)
    bar._typeAsUser("s")
    #expect(controller.typed == ["lakes"])
  }

  @Test("The element's attributes configure the bar, whose height is today's UIKit's")
  func attributes() throws {
    let bar = try #require(try load().searchBar)
    #expect(bar.text == "lake")
    #expect(bar.placeholder == "Parks")
    #expect(bar.prompt == "Where to?")
    #expect(bar.barStyle == .black)
    #expect(bar.searchBarStyle == .minimal)
    #expect(!bar.isTranslucent)
    #expect(bar.showsCancelButton && bar.showsBookmarkButton && !bar.showsSearchResultsButton)
    #expect(bar.showsScopeBar)
    #expect(bar.scopeButtonTitles == ["All", "Nearby"])
    #expect(bar.barTintColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    // Prompt, field and scope rows: 32 + 56 + 44.
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 375, height: 132))
  }

  @Test("The text input traits configure the keyboard; absent ones keep the search bar's defaults")
  func textInputTraits() throws {
    let bar = try #require(try load().searchBar)
    #expect(bar.autocapitalizationType == .none)
    #expect(bar.returnKeyType == .search)
    let traits = #"<textInputTraits key="textInputTraits" autocapitalizationType="words" autocorrectionType="no" keyboardType="alphabet" keyboardAppearance="alert" returnKeyType="done" enablesReturnKeyAutomatically="NO" secureTextEntry="YES" smartQuotesType="yes"/>"#
    let document = try IBDocument(
      xmlString: Self.xml.replacingOccurrences(of: #"<textInputTraits key="textInputTraits"/>"#, with: traits),
      fileName: "Traits.storyboard")
    let controller = try #require(try UIStoryboard(document: document).loadInitialViewController() as? SearchSceneController)
    controller.loadViewIfNeeded()
    let configured = try #require(controller.searchBar)
    #expect(configured.autocapitalizationType == .words)
    #expect(configured.autocorrectionType == .no)
    #expect(configured.spellCheckingType == .default)
    #expect(configured.keyboardType == .asciiCapable)
    #expect(configured.keyboardAppearance == .dark)
    #expect(configured.returnKeyType == .done)
    #expect(!configured.enablesReturnKeyAutomatically)
    #expect(configured.isSecureTextEntry)
    #expect(configured.smartQuotesType == .yes)
    #expect(configured.smartDashesType == .default)
  }
}
