import Foundation

/// A continuous recognizer for a press held in place: it begins once the fingers have stayed
/// down `minimumPressDuration` without moving more than `allowableMovement`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must stay down (default 0.5 s).
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far the fingers may move before the gesture fails (default 10 points).
  open var allowableMovement: CGFloat = 10
  /// The taps before the press (default 0).
  open var numberOfTapsRequired = 0
  /// The fingers the press needs (default 1).
  open var numberOfTouchesRequired = 1

  /// Presses at `point` for `duration` seconds, moving by each of `movements` in turn
  /// (AdaptiveKit addition). A short press, or one that moves too far before it began, fails;
  /// once begun each movement is a change, and lifting the fingers ends it.
  public func _simulateLongPress(at point: CGPoint = .zero, duration: TimeInterval, movements: [CGPoint] = []) {
    place(at: point, touches: numberOfTouchesRequired)
    guard duration >= minimumPressDuration else {
      state = .failed
      return
    }
    runContinuous([CGPoint.zero] + movements) { offset in
      self.place(at: CGPoint(x: point.x + offset.x, y: point.y + offset.y), touches: self.numberOfTouchesRequired)
    }
  }
}
