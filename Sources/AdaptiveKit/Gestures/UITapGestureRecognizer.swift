/// A discrete recognizer for one or more taps of one or more fingers.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The taps the gesture needs (default 1).
  open var numberOfTapsRequired = 1
  /// The fingers each tap needs (default 1).
  open var numberOfTouchesRequired = 1

  /// Taps `taps` times with `touches` fingers at `point` in the attached view (AdaptiveKit
  /// addition: Linux has no touches). Enough taps and fingers recognize the gesture; fewer fail
  /// it, as UIKit's recognizer fails when the next tap does not come in time.
  public func _simulateTap(at point: CGPoint = .zero, taps: Int = 1, touches: Int? = nil) {
    let fingers = touches ?? numberOfTouchesRequired
    place(at: point, touches: fingers)
    state = taps >= numberOfTapsRequired && fingers == numberOfTouchesRequired ? .recognized : .failed
  }
}
