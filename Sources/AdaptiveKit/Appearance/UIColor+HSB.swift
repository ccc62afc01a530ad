import Foundation

extension UIColor {
  /// A color from hue, saturation and brightness (each 0…1, hue a fraction of the circle) and alpha.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let rgb = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
  }

  /// Reads the hue, saturation, brightness and alpha of the color as it resolves against
  /// `UITraitCollection.current`; the hue of a gray is 0.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = resolvedColor(with: UITraitCollection.current).components
    let maximum = max(c.red, c.green, c.blue)
    let minimum = min(c.red, c.green, c.blue)
    let chroma = maximum - minimum
    var h: CGFloat = 0
    if chroma > 0 {
      // The sector of the hexcone the largest component names, then the offset within it.
      if maximum == c.red {
        h = (c.green - c.blue) / chroma
      } else if maximum == c.green {
        h = (c.blue - c.red) / chroma + 2
      } else {
        h = (c.red - c.green) / chroma + 4
      }
      h /= UIColor.hueSectors
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum > 0 ? chroma / maximum : 0
    brightness?.pointee = maximum
    alpha?.pointee = c.alpha
    return true
  }

  /// Reads the gray level and alpha of the color as it resolves against `UITraitCollection.current`.
  /// Only grays (equal red, green and blue) convert, as UIKit converts only colors of a compatible
  /// (grayscale) space; for any other color it returns `false` and leaves the values unchanged.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = resolvedColor(with: UITraitCollection.current).components
    guard c.red == c.green, c.green == c.blue else { return false }
    white?.pointee = c.red
    alpha?.pointee = c.alpha
    return true
  }

  /// The six sectors of the hue circle.
  static let hueSectors: CGFloat = 6

  /// Red, green and blue for a hue, saturation and brightness; a hue of 1 is red again.
  static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
    let scaled = (hue - hue.rounded(.down)) * hueSectors
    let sector = Int(scaled.rounded(.down)) % Int(hueSectors)
    let fraction = scaled - scaled.rounded(.down)
    let low = brightness * (1 - saturation)
    let falling = brightness * (1 - saturation * fraction)
    let rising = brightness * (1 - saturation * (1 - fraction))
    switch sector {
    case 0: return (brightness, rising, low)
    case 1: return (falling, brightness, low)
    case 2: return (low, brightness, rising)
    case 3: return (low, falling, brightness)
    case 4: return (rising, low, brightness)
    default: return (brightness, low, falling)
    }
  }
}
