import AdaptiveKit
import Foundation

/// Mirrors x positions worked out left to right across a frame, for chrome drawn in a
/// right-to-left interface (text keeps its own direction; only where it goes changes).
struct HorizontalMirror {
  /// The frame's left and right edges.
  let minX: CGFloat
  let maxX: CGFloat
  /// Whether to mirror; false leaves every position as given.
  let active: Bool

  init(in frame: CGRect, active: Bool) {
    minX = frame.minX
    maxX = frame.maxX
    self.active = active
  }

  /// `rect` reflected across the frame's vertical center line.
  func rect(_ rect: CGRect) -> CGRect {
    guard active else { return rect }
    return CGRect(x: minX + maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// `point` reflected across the frame's vertical center line.
  func point(_ point: CGPoint) -> CGPoint {
    guard active else { return point }
    return CGPoint(x: minX + maxX - point.x, y: point.y)
  }
}
