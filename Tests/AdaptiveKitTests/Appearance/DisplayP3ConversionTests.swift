import AdaptiveKit
import Foundation
import Testing

/// Display P3 components converted to the sRGB ones AdaptiveKit's colours hold and back, against
/// published values: CSS Color 4 gives sRGB red as `color(display-p3 0.9175 0.2003 0.1386)`, and
/// P3 red is (1.0931, −0.2267, −0.1501) in extended sRGB.
@Suite("Display P3 to sRGB and back")
struct DisplayP3ConversionTests {
  /// The published values have four decimals.
  static let publishedTolerance = 0.0001
  /// Components written to four decimals (as CSS Color 4 publishes sRGB red in P3) convert back
  /// to within this of the colour.
  static let fourDecimalInputTolerance = 0.0005
  /// A round trip loses only floating-point rounding.
  static let roundTripTolerance = 1e-9

  static func close(_ a: (red: Double, green: Double, blue: Double), _ b: (Double, Double, Double), _ tolerance: Double) -> Bool {
    abs(a.red - b.0) <= tolerance && abs(a.green - b.1) <= tolerance && abs(a.blue - b.2) <= tolerance
  }

  @Test("sRGB red in Display P3, P3 red in extended sRGB")
  func publishedValues() {
    let red = DisplayP3.displayP3(red: 1, green: 0, blue: 0)
    #expect(Self.close(red, (0.9175, 0.2003, 0.1386), Self.publishedTolerance), "\(red)")
    let p3Red = DisplayP3.sRGB(red: 1, green: 0, blue: 0)
    #expect(Self.close(p3Red, (1.0931, -0.2267, -0.1501), Self.publishedTolerance), "\(p3Red)")
  }

  @Test("white, black and greys are the same in both spaces", arguments: [0.0, 0.02, 0.5, 1.0])
  func greys(_ level: Double) {
    #expect(Self.close(DisplayP3.sRGB(red: level, green: level, blue: level), (level, level, level), Self.roundTripTolerance))
    #expect(Self.close(DisplayP3.displayP3(red: level, green: level, blue: level), (level, level, level), Self.roundTripTolerance))
  }

  @Test("sRGB → P3 → sRGB gives the colour back", arguments: [(0.5, 0.25, 0.75), (1.0, 0.5, 0.0), (0.01, 0.9, 0.3)])
  func roundTrip(_ color: (Double, Double, Double)) {
    let p3 = DisplayP3.displayP3(red: color.0, green: color.1, blue: color.2)
    #expect(Self.close(DisplayP3.sRGB(red: p3.red, green: p3.green, blue: p3.blue), color, Self.roundTripTolerance))
  }

  @Test("UIColor(displayP3Red:…) holds the sRGB components")
  func colorInitializer() {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(Self.close((Double(red), Double(green), Double(blue)), (1.0931, -0.2267, -0.1501), Self.publishedTolerance))
    #expect(alpha == 0.5)
  }

  @Test("an asset catalog's display-p3 colour set is converted, an srgb one kept, and each says its space")
  func catalogColorSet() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("p3-\(UUID().uuidString)/Assets.xcassets")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    for (name, space) in [("Wide", "display-p3"), ("Plain", "srgb")] {
      let set = folder.appendingPathComponent("\(name).colorset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      let json = #"{"colors":[{"idiom":"universal","color":{"color-space":"\#(space)","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
      try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }
    let catalog = try AssetCatalog(contentsOf: folder)
    func components(_ name: String) throws -> (Double, Double, Double) {
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      try #require(catalog.color(named: name)).resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      return (Double(red), Double(green), Double(blue))
    }
    let wide = try components("Wide")
    #expect(Self.close((wide.0, wide.1, wide.2), (1.0931, -0.2267, -0.1501), Self.publishedTolerance), "\(wide)")
    let plain = try components("Plain")
    #expect(plain == (1, 0, 0))
    #expect(catalog.isDisplayP3Color(named: "Wide"))
    #expect(!catalog.isDisplayP3Color(named: "Plain"))
    #expect(catalog.lint().isEmpty)
  }

  @Test("a nib's view colour written in Display P3 loads as its sRGB colour")
  @MainActor
  func nibColor() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
          <objects>
              <view contentMode="scaleToFill" id="v">
                  <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                  <color key="backgroundColor" red="0.9175" green="0.2003" blue="0.1386" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
              </view>
          </objects>
      </document>
      """
    let view = try #require(try UINib(data: Data(xib.utf8), bundle: nil).loadObjects(withOwner: nil).first as? UIView)
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    try #require(view.backgroundColor).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(Self.close((Double(red), Double(green), Double(blue)), (1, 0, 0), Self.fourDecimalInputTolerance), "CSS Color 4's sRGB red")
  }
}
