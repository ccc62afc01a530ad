import Foundation

extension UISlider {
  /// The track's thickness and the thumb's diameter, as the document renderer draws them
  /// (iOS 13's slider; unconfirmed against UIKit, which documents neither).
  package static let trackThickness: CGFloat = 4
  package static let thumbDiameter: CGFloat = 28
  /// How far the track stops short of each side of the bounds (the thumb's shadow room).
  package static let trackSideInset: CGFloat = 2

  /// The track across the bounds' width, centred vertically.
  func defaultTrackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX + Self.trackSideInset, y: bounds.midY - Self.trackThickness / 2,
      width: Swift.max(0, bounds.width - 2 * Self.trackSideInset), height: Self.trackThickness)
  }

  /// The thumb centred on the track where `value` falls in the range: the minimum at the
  /// leading end, so at the right in a right-to-left interface, as UIKit flips sliders.
  func defaultThumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? CGFloat(Swift.min(Swift.max((value - minimumValue) / span, 0), 1)) : 0
    let usable = Swift.max(0, rect.width - Self.thumbDiameter)
    let offset = usable * (effectiveUserInterfaceLayoutDirection == .rightToLeft ? 1 - fraction : fraction)
    return CGRect(
      x: rect.minX + offset, y: rect.midY - Self.thumbDiameter / 2, width: Self.thumbDiameter, height: Self.thumbDiameter)
  }
}
