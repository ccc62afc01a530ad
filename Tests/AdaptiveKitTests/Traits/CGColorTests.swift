import AdaptiveKit
import Foundation
import Testing

@Suite("Core Graphics colors: UIColor.cgColor, UIColor(cgColor:) and layer colors")
@MainActor
struct CGColorTests {
  @Test("Gray and sRGB colors keep their components, alpha last")
  func components() {
    let gray = CGColor(gray: 0.25, alpha: 0.5)
    #expect(gray.components == [0.25, 0.5])
    #expect(gray.numberOfComponents == 2)
    #expect(gray.alpha == 0.5)
    let rgb = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(rgb.components == [1, 0.5, 0, 1])
    #expect(rgb.copy(alpha: 0.2)?.components == [1, 0.5, 0, 0.2])
    #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
    #expect(CGColor.clear.alpha == 0)
    #expect(CGColor.white != CGColor.black)
  }

  @Test("UIColor.cgColor resolves a dynamic color against the current traits; UIColor(cgColor:) reads it back")
  func fromUIColor() {
    #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
    var dark: [CGFloat]?
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { dark = UIColor.label.cgColor.components }
    #expect(dark == [1, 1, 1, 1])
    var light: [CGFloat]?
    UITraitCollection(userInterfaceStyle: .light).performAsCurrent { light = UIColor.label.cgColor.components }
    #expect(light == [0, 0, 0, 1])
    #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor(white: 0.5, alpha: 1))
    #expect(UIColor(cgColor: UIColor.orange.cgColor) == UIColor.orange)
  }

  @Test("A layer's border color is opaque black until set, and may be nil")
  func layerBorderColor() {
    let layer = CALayer()
    #expect(layer.borderColor == CGColor.black)
    layer.borderColor = UIColor.blue.cgColor
    #expect(layer.borderColor?.components == [0, 0, 1, 1])
    layer.borderColor = nil
    #expect(layer.borderColor == nil)
  }
}
