import InterfaceBuilder
import Testing

/// Every colour encoding of format notes §9.
@Suite("Colors")
struct ColorTests {
  static let xml = Fixture.xib(
    """
            <view contentMode="scaleToFill" id="V00-aa-bbb">
                <color key="backgroundColor" white="0.33" alpha="1" colorSpace="calibratedWhite"/>
                <color key="tintColor" red="1" green="0.5" blue="0.25" alpha="0.8" colorSpace="calibratedRGB"/>
                <color key="c3" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                <color key="c4" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <color key="c5" cocoaTouchSystemColor="darkTextColor"/>
                <color key="c6" systemColor="systemBackgroundColor"/>
                <color key="c7" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
                <color key="c8" systemColor="systemBlueColor" red="0.0" green="0.478" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="c9" name="BrandColor"/>
                <nil key="c10"/>
                <color key="c11" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="deviceRGB"/>
            </view>
    """
  ).replacingOccurrences(
    of: "    </objects>",
    with: """
          </objects>
          <resources>
              <namedColor name="BrandColor">
                  <color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </namedColor>
              <systemColor name="systemBackgroundColor">
                  <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
              </systemColor>
              <image name="logo.png" width="167" height="147"/>
              <image name="pencil" catalog="system" width="64" height="56"/>
          </resources>
      """)

  func colors() throws -> (IBView, IBResources) {
    let document = try Fixture.decode(Self.xml, fileName: "Colors.xib")
    return (try #require(document.topLevelViews.first), document.resources)
  }

  @Test("white, RGB and custom colour spaces")
  func components() throws {
    let (view, _) = try colors()
    #expect(view.backgroundColor?.value == .white(0.33, alpha: 1))
    #expect(view.backgroundColor?.colorSpace == "calibratedWhite")
    #expect(view.tintColor?.value == .rgb(red: 1, green: 0.5, blue: 0.25, alpha: 0.8))
    let p3 = try #require(view.color(forKey: "c3"))
    #expect(p3.colorSpace == "custom" && p3.customColorSpace == "displayP3")
    #expect(view.color(forKey: "c4")?.customColorSpace == "genericGamma22GrayColorSpace")
    #expect(view.color(forKey: "c11")?.colorSpace == "deviceRGB")
  }

  @Test("system, cocoaTouch, Xcode 11 and named colours with their fallbacks")
  func symbolic() throws {
    let (view, resources) = try colors()
    #expect(view.color(forKey: "c5")?.value == .cocoaTouchSystem("darkTextColor"))
    let system = try #require(view.color(forKey: "c6"))
    #expect(system.value == .system("systemBackgroundColor"))
    #expect(system.rgba(resources: resources).map { [$0.red, $0.alpha] } == [1, 1])
    let xcode11 = try #require(view.color(forKey: "c7"))
    #expect(xcode11.value == .system("systemBackgroundColor"))
    #expect(xcode11.cocoaTouchFallback == "whiteColor")
    let inline = try #require(view.color(forKey: "c8"))
    #expect(inline.value == .system("systemBlueColor"))
    #expect(inline.fallback == .rgb(red: 0, green: 0.478, blue: 1, alpha: 1))
    let named = try #require(view.color(forKey: "c9"))
    #expect(named.value == .named("BrandColor"))
    #expect(named.rgba(resources: resources)?.green == 0.4)
    #expect(view.color(forKey: "c10")?.value == IBColor.Value.none)
    #expect(view.color(forKey: "c10")?.rgba() == nil)
  }

  @Test("Resources: images with sizes, named and system colours")
  func resources() throws {
    let (_, resources) = try colors()
    #expect(resources.image(named: "logo.png")?.size == IBSize(width: 167, height: 147))
    #expect(resources.image(named: "pencil")?.catalog == "system")
    #expect(resources.namedColors.map(\.name) == ["BrandColor"])
    #expect(resources.systemColors.first?.color?.value == .white(1, alpha: 1))
  }
}
