import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UIColor converts between hue, saturation, brightness and RGB, and reads gray levels")
struct HSBColorTests {
  private func rgb(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a]
  }

  private func hsb(_ color: UIColor) -> [CGFloat] {
    var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1, a: CGFloat = -1
    #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
    return [h, s, v, a]
  }

  private func close(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test(
    "Primary and secondary hues land on the RGB corners",
    arguments: [
      (0.0, [1.0, 0, 0]), (1.0 / 6, [1, 1, 0]), (2.0 / 6, [0, 1, 0]), (3.0 / 6, [0, 1, 1]), (4.0 / 6, [0, 0, 1]),
      (5.0 / 6, [1, 0, 1]), (1.0, [1, 0, 0]),
    ] as [(CGFloat, [CGFloat])])
  func hueCorners(hue: CGFloat, expected: [CGFloat]) {
    #expect(close(rgb(UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1)), expected + [1]))
  }

  @Test("Saturation and brightness scale the components; the alpha is kept")
  func saturationAndBrightness() {
    #expect(close(rgb(UIColor(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 0.3)), [0.6, 0.8, 0.4, 0.3]))
    #expect(close(rgb(UIColor(hue: 0.7, saturation: 0, brightness: 0.5, alpha: 1)), [0.5, 0.5, 0.5, 1]))
  }

  @Test("getHue round-trips what init(hue:…) made; a gray has hue and saturation 0")
  func roundTrip() {
    #expect(close(hsb(UIColor(hue: 0.6, saturation: 0.4, brightness: 0.9, alpha: 0.5)), [0.6, 0.4, 0.9, 0.5]))
    #expect(close(hsb(UIColor(red: 1, green: 0, blue: 0.5, alpha: 1)), [11.0 / 12, 1, 1, 1]))
    #expect(close(hsb(UIColor(white: 0.25, alpha: 1)), [0, 0, 0.25, 1]))
    #expect(close(hsb(.black), [0, 0, 0, 1]))
  }

  @Test("getWhite reads grays and refuses other colors, leaving the values unchanged")
  func white() {
    var w: CGFloat = -1, a: CGFloat = -1
    #expect(UIColor(white: 0.4, alpha: 0.7).getWhite(&w, alpha: &a))
    #expect(close([w, a], [0.4, 0.7]))
    w = -1
    a = -1
    #expect(!UIColor.red.getWhite(&w, alpha: &a))
    #expect(w == -1 && a == -1)
  }

  @Test("A dynamic color converts as it resolves for the current traits")
  func dynamicColor() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.9, alpha: 1) }
    var w: CGFloat = 0
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      #expect(color.getWhite(&w, alpha: nil))
    }
    #expect(abs(w - 0.1) < 1e-9)
  }
}
