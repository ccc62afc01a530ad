import Foundation

/// The layer behind a view, holding the drawing properties storyboards commonly set through
/// user-defined runtime attributes (`layer.cornerRadius`, `layer.borderWidth`, …).
///
/// AdaptiveKit does not composite layers; they carry values for renderers and tests.
@preconcurrency @MainActor
open class CALayer {
  /// Creates a layer.
  public init() {}

  /// The radius of the rounded corners.
  open var cornerRadius: CGFloat = 0
  /// The width of the border.
  open var borderWidth: CGFloat = 0
  /// The color of the border; opaque black by default, as in Core Animation (nil draws none).
  open var borderColor: CGColor? = CGColor.black
  /// Whether sublayers are clipped to the bounds.
  open var masksToBounds = false
  /// The opacity, from 0 to 1.
  open var opacity: Float = 1
  /// The shadow's opacity, from 0 to 1.
  open var shadowOpacity: Float = 0
  /// The shadow's blur radius.
  open var shadowRadius: CGFloat = 3
  /// The shadow's offset.
  open var shadowOffset = CGSize(width: 0, height: -3)
}
