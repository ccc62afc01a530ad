import InterfaceBuilder
import Testing

/// Launch-screen documents (behaviour §13, format notes §16).
@Suite("Launch screens")
struct LaunchScreenTests {
  @Test("The launchScreen flag on a storyboard, with its initial controller")
  func storyboardFlag() throws {
    let xml = Fixture.storyboard(
      """
                  <viewController id="01J-lp-oVM" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="Ze5-6b-2t3">
                          <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                      </view>
                  </viewController>
      """, attributes: "launchScreen=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\" initialViewController=\"01J-lp-oVM\"")
    let document = try Fixture.decode(xml, fileName: "LaunchScreen.storyboard")
    #expect(document.isLaunchScreen)
    #expect(document.documentKind == .storyboard)
    #expect(document.initialViewController?.id == "01J-lp-oVM")
    #expect(document.initialViewController?.view?.safeAreaLayoutGuide?.id == "6Tk-OE-BBY")
  }

  @Test("An Xcode 6 launch xib: freeform root view and nil status bar")
  func xibTemplate() throws {
    let xml = Fixture.xib(
      """
              <view contentMode="scaleToFill" id="iN0-l3-epB">
                  <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <nil key="simulatedStatusBarMetrics"/>
                  <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
              </view>
      """, attributes: "launchScreen=\"YES\" useTraitCollections=\"YES\"")
    let document = try Fixture.decode(xml, fileName: "LaunchScreen.xib")
    #expect(document.isLaunchScreen)
    #expect(document.documentKind == .xib)
    #expect(document.placeholders.map(\.isFilesOwner) == [true, false])
    let root = try #require(document.topLevelViews.first)
    #expect(root.frame == IBRect(x: 0, y: 0, width: 480, height: 480))
    #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    let metrics = IBSimulatedMetrics(root.element)
    #expect(metrics.statusBar?.isNone == true)
    #expect(metrics.destination?.kind == "freeformSimulatedSizeMetrics")
  }

  @Test("Documents without the flag are not launch screens")
  func notLaunchScreen() throws {
    #expect(try !Fixture.decode(Fixture.xib("")).isLaunchScreen)
  }
}
