import Lint
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// The launch-screen restrictions (behaviour §13): each rule fires on its violation, at the
/// offending element, and stays quiet on a clean launch screen.
@Suite("Launch screens are checked against iOS's restrictions")
struct LaunchScreenValidatorTests {
  /// A one-scene launch storyboard; `extraSubviews`, `extraScene` and `rootExtras` inject content.
  static func storyboard(
    customClass: String = "", extraSubviews: String = "", rootExtras: String = "", extraScene: String = "",
    initial: Bool = true
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial ? #" initialViewController="01J-lp-oVM""# : "")>
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="EHf-IW-A2E">
                <objects>
                    <viewController id="01J-lp-oVM"\(customClass) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Ze5-6b-2t3">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="img-lp-oVM">
                                    <rect key="frame" x="157" y="398" width="100" height="100"/>
                                </imageView>
    \(extraSubviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                            <constraints>
                                <constraint firstItem="img-lp-oVM" firstAttribute="centerX" secondItem="Ze5-6b-2t3" secondAttribute="centerX" id="cx1-lp-oVM"/>
                                <constraint firstItem="img-lp-oVM" firstAttribute="centerY" secondItem="Ze5-6b-2t3" secondAttribute="centerY" id="cy1-lp-oVM"/>
                            </constraints>
    \(rootExtras)
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="iYj-Kq-Ea1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="53" y="375"/>
            </scene>
    \(extraScene)
        </scenes>
        <resources>
            <image name="Logo" width="100" height="100"/>
        </resources>
    </document>
    """
  }

  static func diagnostics(_ xml: String, file: String = "LaunchScreen.storyboard") throws -> [Diagnostic] {
    LaunchScreenValidator().validate(try IBDocument(xmlString: xml, fileName: file))
  }

  /// The 1-based line of the first line of `xml` containing `marker`.
  static func line(of marker: String, in xml: String) -> Int? {
    xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }.map { $0 + 1 }
  }

  @Test("A clean launch storyboard and the fixture launch xib have no violations")
  func clean() throws {
    #expect(try Self.diagnostics(Self.storyboard()).isEmpty)
    // The runtime suites' launch-screen fixture (Tests/AdaptiveKitTests/Fixtures).
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("AdaptiveKitTests/Fixtures/LaunchScreen.xib")
    let xib = try IBDocument(contentsOf: fixture)
    #expect(LaunchScreenValidator().validate(xib).isEmpty)
  }

  @Test("Custom classes fire launch-screen.custom-class at the element, naming the class")
  func customClass() throws {
    let xml = Self.storyboard(customClass: #" customClass="SplashViewController" customModule="App""#)
    let found = try Self.diagnostics(xml)
    #expect(found.map(\.launchScreenRestriction) == [.customClass])
    #expect(found.first?.ruleID == "launch-screen.custom-class")
    #expect(found.first?.objectID == "01J-lp-oVM")
    #expect(found.first?.line == Self.line(of: "SplashViewController", in: xml))
    #expect(found.first?.file == "LaunchScreen.storyboard")
    #expect(found.first?.message.contains("SplashViewController") == true)
    #expect(found.first?.description.hasPrefix("LaunchScreen.storyboard:") == true)
  }

  @Test("Outlets, actions and segues fire launch-screen.connection")
  func connections() throws {
    let xml = Self.storyboard(
      extraSubviews: """
                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-lp-oVM">
                                    <rect key="frame" x="0" y="0" width="46" height="30"/>
                                    <connections>
                                        <action selector="tapped:" destination="01J-lp-oVM" eventType="touchUpInside" id="act-lp-oVM"/>
                                        <outlet property="delegate" destination="01J-lp-oVM" id="out-lp-oVM"/>
                                    </connections>
                                </button>
        """)
    let found = try Self.diagnostics(xml)
    #expect(found.map(\.launchScreenRestriction) == [.connection, .connection])
    #expect(found.map(\.objectID) == ["act-lp-oVM", "out-lp-oVM"])
    #expect(found.first?.line == Self.line(of: "tapped:", in: xml))
  }

  @Test("UIWebView and WKWebView fire launch-screen.web-view", arguments: ["webView", "wkWebView"])
  func webViews(_ element: String) throws {
    let xml = Self.storyboard(
      extraSubviews: """
                                <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="web-lp-oVM">
                                    <rect key="frame" x="0" y="0" width="100" height="100"/>
                                </\(element)>
        """)
    let found = try Self.diagnostics(xml)
    #expect(found.map(\.launchScreenRestriction) == [.webView])
    #expect(found.first?.objectID == "web-lp-oVM")
    #expect(found.first?.line == Self.line(of: "<\(element) ", in: xml))
  }

  @Test("User-defined runtime attributes fire launch-screen.runtime-attribute")
  func runtimeAttributes() throws {
    let xml = Self.storyboard(
      rootExtras: """
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <integer key="value" value="8"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
        """)
    let found = try Self.diagnostics(xml)
    #expect(found.map(\.launchScreenRestriction) == [.runtimeAttribute])
    #expect(found.first?.objectID == "Ze5-6b-2t3")
    #expect(found.first?.message.contains("layer.cornerRadius") == true)
    #expect(found.first?.line == Self.line(of: "layer.cornerRadius", in: xml))
  }

  @Test("A second scene, or no initial controller, fires launch-screen.single-root")
  func singleRootStoryboard() throws {
    let second = """
              <scene sceneID="sc2-lp-oVM">
                  <objects>
                      <viewController id="vc2-lp-oVM" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="rv2-lp-oVM"/>
                      </viewController>
                  </objects>
              </scene>
      """
    let xml = Self.storyboard(extraScene: second)
    let found = try Self.diagnostics(xml)
    #expect(found.map(\.launchScreenRestriction) == [.singleRoot])
    #expect(found.first?.objectID == "sc2-lp-oVM")
    #expect(found.first?.line == Self.line(of: "sc2-lp-oVM", in: xml))
    #expect(try Self.diagnostics(Self.storyboard(initial: false)).map(\.launchScreenRestriction) == [.singleRoot])
  }

  @Test("A xib with two top-level views fires launch-screen.single-root on the second")
  func singleRootXib() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6751" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="one-la-unc"/>
              <view contentMode="scaleToFill" id="two-la-unc"/>
          </objects>
      </document>
      """
    let found = try Self.diagnostics(xml, file: "Launch.xib")
    #expect(found.map(\.launchScreenRestriction) == [.singleRoot])
    #expect(found.first?.objectID == "two-la-unc")
  }

  @Test("Every rule fires on one document that breaks them all; every rule has a distinct id")
  func everyRule() throws {
    let xml = Self.storyboard(
      customClass: #" customClass="Splash""#,
      extraSubviews: """
                                <wkWebView contentMode="scaleToFill" id="web-lp-oVM">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="tag" value="x"/>
                                    </userDefinedRuntimeAttributes>
                                    <connections>
                                        <outlet property="navigationDelegate" destination="01J-lp-oVM" id="nav-lp-oVM"/>
                                    </connections>
                                </wkWebView>
        """, initial: false)
    let found = try Self.diagnostics(xml)
    #expect(Set(found.compactMap(\.launchScreenRestriction)) == Set(LaunchScreenRestriction.allCases))
    #expect(Set(LaunchScreenRestriction.allCases.map(\.rawValue)).count == LaunchScreenRestriction.allCases.count)
  }

  @Test(
    "Real launch screens from shipped apps: containers pass; Esri's UIKit-to-UIKit outlets are still flagged",
    .enabled(if: SharedCorpus.runsTests(needing: "corpus"), "\(SharedCorpus.skipReason("corpus"))"))
  func corpusLaunchScreens() throws {
    let corpus = try SharedCorpus.require("corpus")
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
    var checked = 0
    var flagged: [String: [String]] = [:]
    for file in files.sorted() where file.contains("Launch") && (file.hasSuffix(".storyboard") || file.hasSuffix(".xib")) {
      guard let document = try? IBDocument(contentsOf: corpus.appendingPathComponent(file)),
        document.isLaunchScreen
      else { continue }
      checked += 1
      let found = LaunchScreenValidator().validate(document)
      if !found.isEmpty { flagged[file] = found.map { $0.objectID ?? "" } }
    }
    #expect(checked > 30)
    // Esri's launch screen is a split view controller of navigation controllers (one root, no
    // violation) whose collection view's dataSource and delegate outlets point at its own
    // UIKit controller. Xcode built it, so its real rule is narrower than "no outlets"
    // (unconfirmed); we keep the documented rule and flag them.
    #expect(flagged == ["0188__Esri__arcgis-runtime-samples-ios__LaunchScreen.storyboard": ["egB-OX-Pp3", "ICR-H0-RST"]])
  }

  @Test("A search bar is a UIKit class, so a launch screen may hold one")
  func searchBar() throws {
    let bar = """
      <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="sb-lp-oVM">
          <rect key="frame" x="0.0" y="48" width="414" height="56"/>
          <textInputTraits key="textInputTraits"/>
      </searchBar>
      """
    #expect(try Self.diagnostics(Self.storyboard(extraSubviews: bar)).isEmpty)
  }
}
