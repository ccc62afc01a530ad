import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A pushed screen's back button is titled as UIKit titles it: the previous item's
/// `backBarButtonItem` first (an empty title leaves the chevron alone), then its
/// `backButtonTitle`, then its title ("Back" when that is empty); a title too long for the bar is
/// shortened to "Back", never truncated.
@MainActor
@Suite("Back buttons take the previous item's back title, or Back when it does not fit")
struct BackButtonTitleTests {
  /// A navigation controller whose root `list` (with `item` inside its navigation item) pushes `detail`.
  static func document(listTitle: String, item: String) throws -> IBDocument {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s0">
                  <objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                              <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                          </navigationBar>
                          <connections>
                              <segue destination="list" kind="relationship" relationship="rootViewController" id="r0"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="list" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v1">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </view>
                          <navigationItem key="navigationItem" title="\(listTitle)" id="n1">\(item)</navigationItem>
                          <connections>
                              <segue destination="detail" kind="show" id="p1"/>
                          </connections>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <viewController id="detail" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v2">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </view>
                          <navigationItem key="navigationItem" title="Detail" id="n2"/>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return try IBDocument(xmlString: text, fileName: "Back.storyboard")
  }

  static func backTitle(listTitle: String, item: String = "") throws -> String? {
    SceneChrome.chrome(in: try document(listTitle: listTitle, item: item))["detail"]?.navigationBar?.backTitle
  }

  @Test("The previous item's back bar button item's title wins over its title")
  func backBarButtonItem() throws {
    let item = #"<barButtonItem key="backBarButtonItem" title="Inbox" id="b1"/>"#
    #expect(try Self.backTitle(listTitle: "All Messages", item: item) == "Inbox")
    let empty = #"<barButtonItem key="backBarButtonItem" title="" id="b1"/>"#
    #expect(try Self.backTitle(listTitle: "All Messages", item: empty) == "")
  }

  @Test("Without one, the previous title, or Back when it is empty")
  func previousTitle() throws {
    #expect(try Self.backTitle(listTitle: "Settings") == "Settings")
    #expect(try Self.backTitle(listTitle: "") == "Back")
  }

  @Test("A title too long for the bar becomes Back; when even Back does not fit, the chevron stands alone")
  func tooLong() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(BarDrawing.backButtonTitle("Settings", font: font, room: 131) == "Settings")
    #expect(BarDrawing.backButtonTitle("Notifications and Privacy Settings", font: font, room: 131) == "Back")
    #expect(BarDrawing.backButtonTitle("Notifications", font: font, room: 20) == "")
  }
}
