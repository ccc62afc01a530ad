/// A continuous recognizer for two fingers pinching, reporting the scale relative to the start.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch (1 at the start); a handler may reset it to 1.
  open var scale: CGFloat = 1
  /// The scale's rate of change per second.
  open private(set) var velocity: CGFloat = 0

  open override func reset() {
    super.reset()
    scale = 1
    velocity = 0
  }

  /// Pinches at `center` through each scale of `scales`, `interval` seconds apart (AdaptiveKit addition).
  public func _simulatePinch(at center: CGPoint = .zero, scales: [CGFloat], interval: Double = 1.0 / 60) {
    var previous: CGFloat = 1
    runContinuous(scales) { next in
      self.place(at: center, touches: 2)
      self.velocity = (next - previous) / interval
      self.scale *= next / previous
      previous = next
    }
  }
}
