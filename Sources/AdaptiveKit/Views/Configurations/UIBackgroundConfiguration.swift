import Foundation

/// How a background looks: its color, corner radius, stroke and insets (iOS 14); a button
/// configuration's `background`.
public struct UIBackgroundConfiguration {
  /// The fill; nil fills with the view's tint color, as UIKit's `resolvedBackgroundColor(for:)` does.
  public var backgroundColor: UIColor?
  /// Applied to the fill when it is resolved.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// An image drawn over the fill.
  public var image: UIImage?
  /// A view shown as the background instead of the fill.
  public var customView: UIView?
  /// The corner radius of the fill and stroke.
  public var cornerRadius: CGFloat = 0
  /// Space between the view's edges and the background.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// The stroke's color; nil strokes with the view's tint color.
  public var strokeColor: UIColor?
  /// Applied to the stroke's color when it is resolved.
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// The stroke's width; 0 draws none.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke extends outside the background.
  public var strokeOutset: CGFloat = 0

  /// A background that draws nothing: a clear fill, no stroke.
  public static func clear() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration()
    configuration.backgroundColor = .clear
    return configuration
  }

  /// The fill for a view tinted `tintColor`: `backgroundColor` (or the tint when it is nil)
  /// through `backgroundColorTransformer`.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// The stroke's color for a view tinted `tintColor`: `strokeColor` (or the tint when it is nil)
  /// through `strokeColorTransformer`.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer?(color) ?? color
  }
}
