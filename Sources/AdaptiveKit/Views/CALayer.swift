import Foundation

/// The layer behind a view, holding the drawing properties storyboards commonly set through
/// user-defined runtime attributes (`layer.cornerRadius`, `layer.borderWidth`, …).
///
/// AdaptiveKit does not composite layers; they carry values for renderers and tests.
@preconcurrency @MainActor
open class CALayer {
  /// Creates a layer (required: a view makes its `layerClass` through this initializer).
  public required init() {}

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

  // MARK: Display

  /// The view this layer backs; it draws the layer's content.
  weak var owningView: UIView?
  /// A new layer needs display, so a view's `draw(_:)` runs in its first display pass.
  private var needsDisplayFlag = true
  /// The part to redraw, in the view's coordinates; nil when the whole layer is invalid.
  private var dirtyRect: CGRect?

  /// Marks the whole layer as needing display in the next display pass.
  open func setNeedsDisplay() {
    needsDisplayFlag = true
    dirtyRect = nil
  }

  /// Marks `r` as needing display; rectangles marked before the next display pass are combined.
  open func setNeedsDisplay(_ r: CGRect) {
    guard !r.isEmpty else { return }
    if !needsDisplayFlag {
      needsDisplayFlag = true
      dirtyRect = r
    } else if let current = dirtyRect {
      dirtyRect = current.union(r)
    }
  }

  /// Whether the layer is waiting to be displayed.
  open func needsDisplay() -> Bool { needsDisplayFlag }

  /// Displays the layer now if it needs display.
  open func displayIfNeeded() {
    if needsDisplayFlag { display() }
  }

  /// Displays the layer: its view draws the invalid part of its bounds (nothing when that part
  /// is empty, as for a view of zero size).
  open func display() {
    let invalid = dirtyRect
    needsDisplayFlag = false
    dirtyRect = nil
    guard let view = owningView else { return }
    let area = invalid.map { $0.intersection(view.bounds) } ?? view.bounds
    guard !area.isNull, !area.isEmpty else { return }
    // As in UIKit, dynamic colors used while drawing resolve against the view's traits.
    view._colorResolutionTraits.performAsCurrent { view.draw(area) }
  }
}
