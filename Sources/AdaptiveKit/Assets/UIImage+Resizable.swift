import Foundation

/// What the app said about how an image draws besides its file: the parts that stay fixed when
/// it is stretched, how the rest fills, and an orientation it gave the image.
struct ImageDrawingOptions: Sendable, Equatable {
  var capInsets = UIEdgeInsets.zero
  var resizingMode = UIImage.ResizingMode.tile
  /// An orientation given with `init(cgImage:scale:orientation:)`; nil: the file's own.
  var orientation: UIImage.Orientation?
}

extension UIImage {
  /// How the inner part of a resizable image fills the space beyond its caps (UIKit's raw values).
  public enum ResizingMode: Int, Sendable {
    /// Repeated.
    case tile = 0
    /// Stretched.
    case stretch = 1
  }

  /// The insets of the parts that keep their size when the image is stretched (zero for an image
  /// that is not resizable).
  public var capInsets: UIEdgeInsets { drawingOptions.capInsets }

  /// How the inner part fills the space (`.tile` unless set).
  public var resizingMode: ResizingMode { drawingOptions.resizingMode }

  /// The same image with cap insets, its inner part tiled (UIKit's default for this method).
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// The same image with cap insets and a resizing mode. Its size does not change; the cap
  /// insets and mode are kept for drawing (the renderer does not draw the caps apart yet: it
  /// scales the whole image to the view, as for a plain image).
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
    var options = drawingOptions
    options.capInsets = capInsets
    options.resizingMode = resizingMode
    return UIImage(
      content: content, scale: scale, traits: variantTraits, renderingMode: renderingMode,
      configuration: configuration, name: name, asset: imageAsset, symbol: symbol, recordedSize: recordedSize,
      direction: direction, tintColor: tintColor, drawingOptions: options)
  }
}
