import Foundation

extension UIColor {
  /// A color from Display P3 red, green and blue components (0…1) and alpha; kept as the extended
  /// sRGB components of the same color (`DisplayP3`), so a P3 color outside sRGB has components
  /// below 0 or above 1.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let converted = DisplayP3.sRGB(red: Double(red), green: Double(green), blue: Double(blue))
    self.init(red: CGFloat(converted.red), green: CGFloat(converted.green), blue: CGFloat(converted.blue), alpha: alpha)
  }
}
