import Foundation

/// How a `UIGraphicsImageRenderer` makes its bitmap: its scale and whether it is opaque (iOS 10).
open class UIGraphicsImageRendererFormat: NSObject {
  /// The colour range of the bitmap (iOS 12, UIKit's raw values); bitmaps here are always 8-bit sRGB.
  public enum Range: Int, Sendable {
    case unspecified = -1, automatic = 0, extended = 1, standard = 2
  }

  /// Pixels per point (the main screen's scale by default).
  open var scale: CGFloat
  /// Whether the bitmap has no transparency: it starts black instead of clear.
  open var opaque = false
  /// The colour range asked for (`.automatic` by default; drawn as `.standard` here).
  open var preferredRange = Range.automatic

  /// The format for the main screen: its scale, transparent.
  public override init() {
    scale = DeviceDefaults.current.scale
    super.init()
  }

  /// The format for drawing with `traitCollection`: its display scale (the main screen's when it
  /// has none).
  public convenience init(for traitCollection: UITraitCollection) {
    self.init()
    if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
  }

  /// The format best suited to the main screen (iOS 11).
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The main screen's format (iOS 10; `preferred()` since iOS 11).
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// A copy with the same values; a renderer keeps a copy of the format it is given.
  func copied() -> UIGraphicsImageRendererFormat {
    let copy = UIGraphicsImageRendererFormat()
    copy.scale = scale
    copy.opaque = opaque
    copy.preferredRange = preferredRange
    return copy
  }
}
