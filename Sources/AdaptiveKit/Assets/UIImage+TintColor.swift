extension UIImage {
  /// A copy drawn in `color`, keeping this image's rendering mode (iOS 13). A symbol image then
  /// always uses that colour; a bitmap becomes its own shape filled with it. A template image
  /// in a view is still tinted by the view, as UIKit tints templates.
  public func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: renderingMode)
  }

  /// A copy drawn in `color` with the given rendering mode (iOS 13).
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(
      content: content, scale: scale, traits: variantTraits, renderingMode: renderingMode,
      configuration: configuration, name: name, asset: imageAsset, symbol: symbol, recordedSize: recordedSize,
      direction: direction, tintColor: color, drawingOptions: drawingOptions)
  }

  /// The colour `withTintColor(_:)` gave this image, nil for others. AdaptiveKit addition, for renderers.
  public var _tintColor: UIColor? { tintColor }
}
