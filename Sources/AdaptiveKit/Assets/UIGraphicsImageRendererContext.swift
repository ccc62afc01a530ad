import Foundation

/// The context a `UIGraphicsImageRenderer`'s actions draw in: a bitmap of 8-bit RGBA pixels
/// with the current fill and stroke colours (`UIColor.setFill()`, `setStroke()`, `set()`).
open class UIGraphicsImageRendererContext: NSObject {
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat
  /// The area drawn, in points.
  let bounds: CGRect
  /// The bitmap's size in pixels (the bounds' size times the scale, rounded up).
  let pixelWidth: Int
  let pixelHeight: Int
  /// Straight (not premultiplied) RGBA bytes, rows top first.
  private var pixels: [UInt8]
  /// The colour `fill(_:)` uses: black until `UIColor.setFill()`, as in Core Graphics.
  var fillColor: UIColor = .black
  /// The colour `stroke(_:)` uses: black until `UIColor.setStroke()`.
  var strokeColor: UIColor = .black
  /// The width of stroked lines, in points (Core Graphics' default, 1).
  static let defaultLineWidth: CGFloat = 1

  init(format: UIGraphicsImageRendererFormat, bounds: CGRect) {
    self.format = format
    self.bounds = bounds
    let scale = format.scale > 0 ? format.scale : 1
    pixelWidth = max(0, Int((bounds.width * scale).rounded(.up)))
    pixelHeight = max(0, Int((bounds.height * scale).rounded(.up)))
    // An opaque bitmap starts black, a transparent one clear.
    pixels = Array(repeating: 0, count: pixelWidth * pixelHeight * 4)
    if format.opaque {
      for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
    }
    super.init()
  }

  /// The image drawn so far, at the format's scale.
  public var currentImage: UIImage {
    guard let data = pngData(), let image = UIImage(data: data, scale: format.scale > 0 ? format.scale : 1) else {
      return UIImage()
    }
    return image
  }

  /// Fills `rect` (in the renderer's coordinates) with the fill colour.
  public func fill(_ rect: CGRect) {
    paint(rect, color: fillColor)
  }

  /// Strokes the outline of `rect` with the stroke colour, a line 1 point wide centred on its edges.
  public func stroke(_ rect: CGRect) {
    let r = rect.standardized
    let half = Self.defaultLineWidth / 2
    let width = Self.defaultLineWidth
    paint(CGRect(x: r.minX - half, y: r.minY - half, width: r.width + width, height: width), color: strokeColor)
    paint(CGRect(x: r.minX - half, y: r.maxY - half, width: r.width + width, height: width), color: strokeColor)
    paint(CGRect(x: r.minX - half, y: r.minY + half, width: width, height: max(0, r.height - width)), color: strokeColor)
    paint(CGRect(x: r.maxX - half, y: r.minY + half, width: width, height: max(0, r.height - width)), color: strokeColor)
  }

  /// The bitmap as a PNG file; nil when it has no pixel.
  func pngData() -> Data? {
    guard pixelWidth > 0, pixelHeight > 0 else { return nil }
    return PNGEncoder.encode(width: pixelWidth, height: pixelHeight, rgba: pixels)
  }

  /// Blends `color` (resolved against `UITraitCollection.current`) source-over into every pixel
  /// whose centre lies in `rect`.
  private func paint(_ rect: CGRect, color: UIColor) {
    let scale = format.scale > 0 ? format.scale : 1
    let r = rect.standardized.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
    guard r.width > 0, r.height > 0, r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite else { return }
    // Pixel i covers [i, i + 1); its centre i + 0.5 is inside when minX ≤ i + 0.5 < maxX.
    let firstColumn = max(0, Int((r.minX * scale - 0.5).rounded(.up)))
    let endColumn = min(pixelWidth, Int((r.maxX * scale - 0.5).rounded(.up)))
    let firstRow = max(0, Int((r.minY * scale - 0.5).rounded(.up)))
    let endRow = min(pixelHeight, Int((r.maxY * scale - 0.5).rounded(.up)))
    guard firstColumn < endColumn, firstRow < endRow else { return }
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    let sa = Double(min(max(alpha, 0), 1))
    let source = [red, green, blue].map { Double(min(max($0, 0), 1)) * 255 }
    for row in firstRow..<endRow {
      for column in firstColumn..<endColumn {
        let index = (row * pixelWidth + column) * 4
        let da = Double(pixels[index + 3]) / 255
        let outA = sa + da * (1 - sa)
        guard outA > 0 else { continue }
        for channel in 0..<3 {
          let blended = (source[channel] * sa + Double(pixels[index + channel]) * da * (1 - sa)) / outA
          pixels[index + channel] = UInt8(min(255, max(0, blended.rounded())))
        }
        pixels[index + 3] = UInt8(min(255, max(0, (outA * 255).rounded())))
      }
    }
  }
}
