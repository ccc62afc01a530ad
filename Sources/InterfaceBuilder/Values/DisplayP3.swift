import Foundation

/// Conversion between Display P3 and sRGB components: UIKit's colours
/// keep their colour space, AdaptiveKit's keep extended sRGB components, so a Display P3 colour
/// (`UIColor(displayP3Red:…)`, an asset catalog's `display-p3` colour set) is converted when it
/// is made, and back when something is written in Display P3 again.
///
/// Both spaces share sRGB's transfer curve and the D65 white point; they differ in primaries
/// (P3: red 0.680, 0.320; green 0.265, 0.690; blue 0.150, 0.060 — sRGB: 0.64, 0.33; 0.30, 0.60;
/// 0.15, 0.06). Components are linearized, multiplied by a 3×3 matrix (each space's
/// RGB → XYZ matrix from its primaries and white, one inverted and composed with the other), and
/// encoded again. Out-of-gamut results are kept (extended sRGB: below 0 or above 1), as UIKit does.
public enum DisplayP3 {
  /// Linear Display P3 → linear sRGB (rows: red, green, blue).
  public static let toSRGBMatrix: [[Double]] = [
    [1.224940176281, -0.224940176281, 0],
    [-0.042056954710, 1.042056954710, 0],
    [-0.019637554590, -0.078636045551, 1.098273600141],
  ]

  /// Linear sRGB → linear Display P3, the inverse of `toSRGBMatrix`.
  public static let fromSRGBMatrix: [[Double]] = [
    [0.822461968714, 0.177538031286, 0],
    [0.033194198851, 0.966805801149, 0],
    [0.017082630721, 0.072397440664, 0.910519928615],
  ]

  /// Below this encoded value the sRGB curve is a straight line (IEC 61966-2-1).
  static let encodedLinearLimit = 0.04045
  /// Below this linear value the sRGB curve is a straight line.
  static let linearLimit = 0.0031308
  /// The slope of the straight part.
  static let linearSlope = 12.92
  /// The curve's offset and exponent.
  static let curveOffset = 0.055
  static let curveExponent = 2.4

  /// Display P3 components (encoded, 0…1) as extended sRGB components.
  public static func sRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
    convert((red, green, blue), by: toSRGBMatrix)
  }

  /// sRGB components (extended sRGB allowed) as Display P3 components.
  public static func displayP3(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
    convert((red, green, blue), by: fromSRGBMatrix)
  }

  private static func convert(
    _ encoded: (Double, Double, Double), by matrix: [[Double]]
  ) -> (red: Double, green: Double, blue: Double) {
    let linear = [decode(encoded.0), decode(encoded.1), decode(encoded.2)]
    let mixed = matrix.map { row in zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 } }
    return (encode(mixed[0]), encode(mixed[1]), encode(mixed[2]))
  }

  /// The sRGB curve, mirrored below zero as extended sRGB does.
  static func decode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear = magnitude <= encodedLinearLimit
      ? magnitude / linearSlope : pow((magnitude + curveOffset) / (1 + curveOffset), curveExponent)
    return value < 0 ? -linear : linear
  }

  static func encode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let encoded = magnitude <= linearLimit
      ? magnitude * linearSlope : (1 + curveOffset) * pow(magnitude, 1 / curveExponent) - curveOffset
    return value < 0 ? -encoded : encoded
  }
}
