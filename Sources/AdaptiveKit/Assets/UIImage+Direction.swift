/// How an image turns with the layout direction: UIKit's `flipsForRightToLeftLayoutDirection`
/// (set by `imageFlippedForRightToLeftLayoutDirection()` and by an asset catalog's "Left to Right,
/// Mirrors" sets) and a horizontally flipped orientation (`withHorizontallyFlippedOrientation()`).
struct ImageDirection: Equatable, Sendable {
  /// Shown mirrored where the layout runs right to left.
  var flipsForRightToLeftLayoutDirection = false
  /// The orientation is the stored one mirrored.
  var flipsOrientation = false

  /// A variant re-resolved from its asset keeps the asset's orientation and the caller's request
  /// to flip in right-to-left layouts.
  func combined(with caller: ImageDirection) -> ImageDirection {
    ImageDirection(
      flipsForRightToLeftLayoutDirection: flipsForRightToLeftLayoutDirection
        || caller.flipsForRightToLeftLayoutDirection,
      flipsOrientation: flipsOrientation)
  }
}

extension UIImage {
  /// Whether the image is shown mirrored in a right-to-left layout (iOS 9).
  public var flipsForRightToLeftLayoutDirection: Bool { direction.flipsForRightToLeftLayoutDirection }

  /// A copy shown mirrored where the layout runs right to left, as is where it runs left to right.
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
    var flipped = direction
    flipped.flipsForRightToLeftLayoutDirection = true
    return with(direction: flipped)
  }

  /// A copy whose orientation is this one's mirrored (`.up` ↔ `.upMirrored`, `.left` ↔
  /// `.leftMirrored`, …), so it is drawn flipped left to right (iOS 10).
  public func withHorizontallyFlippedOrientation() -> UIImage {
    var flipped = direction
    flipped.flipsOrientation.toggle()
    return with(direction: flipped)
  }

  /// Whether a view laid out in `layoutDirection` shows this image mirrored left to right,
  /// relative to how the browser or viewer shows the file's own bytes: a flipped orientation,
  /// and a right-to-left flip in a right-to-left layout. AdaptiveKit addition, for renderers.
  public func _isDrawnMirrored(in layoutDirection: UIUserInterfaceLayoutDirection) -> Bool {
    direction.flipsOrientation != (direction.flipsForRightToLeftLayoutDirection && layoutDirection == .rightToLeft)
  }

  private func with(direction: ImageDirection) -> UIImage {
    UIImage(
      content: content, scale: scale, traits: variantTraits, renderingMode: renderingMode,
      configuration: configuration, name: name, asset: imageAsset, symbol: symbol, recordedSize: recordedSize,
      direction: direction, tintColor: tintColor, drawingOptions: drawingOptions)
  }
}

extension UIImage.Orientation {
  /// The orientation that shows the same picture mirrored left to right. A horizontal flip of
  /// what is shown equals a vertical flip turned half way round, so each orientation pairs with
  /// its own mirrored form (the vertical flip, as public image code writes it, pairs `.up` with
  /// `.downMirrored` and `.left` with `.rightMirrored`).
  var horizontallyFlipped: UIImage.Orientation {
    switch self {
    case .up: return .upMirrored
    case .upMirrored: return .up
    case .down: return .downMirrored
    case .downMirrored: return .down
    case .left: return .leftMirrored
    case .leftMirrored: return .left
    case .right: return .rightMirrored
    case .rightMirrored: return .right
    }
  }
}
