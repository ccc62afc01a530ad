import Foundation

extension UIImage {
  /// The bitmap behind the image: an image from a PNG, JPEG or GIF file has one; vector (PDF)
  /// images, symbol images and images known only by their size have none here (UIKit renders
  /// those to a bitmap on demand; AdaptiveKit draws no pixels).
  public var cgImage: CGImage? {
    guard let content, !content.header.isVector else { return nil }
    return CGImage(content: content)
  }

  /// An image of a bitmap at scale 1, pointing up.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// An image of a bitmap at `scale` pixels per point, drawn turned as `orientation` says: a
  /// quarter turn (`.left`, `.right` and their mirrored forms) swaps the size's width and height,
  /// as in UIKit. The file's own EXIF orientation no longer applies to the image's size and
  /// orientation (the renderer still embeds the file's bytes as they are).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    var traits = VariantTraits()
    traits.scale = scale
    self.init(
      content: cgImage.content, scale: scale, traits: traits,
      drawingOptions: ImageDrawingOptions(orientation: orientation))
  }
}

extension UIImage.Orientation {
  /// Whether the stored pixels are shown turned a quarter (the size's sides swap).
  var isQuarterTurned: Bool {
    switch self {
    case .left, .right, .leftMirrored, .rightMirrored: true
    default: false
    }
  }
}
