/// A continuous recognizer for two fingers rotating, reporting the angle in radians.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation in radians since the start; a handler may reset it to 0.
  open var rotation: CGFloat = 0
  /// The rotation's rate of change in radians per second.
  open private(set) var velocity: CGFloat = 0

  open override func reset() {
    super.reset()
    rotation = 0
    velocity = 0
  }

  /// Rotates at `center` through each angle of `angles`, `interval` seconds apart (AdaptiveKit addition).
  public func _simulateRotation(at center: CGPoint = .zero, angles: [CGFloat], interval: Double = 1.0 / 60) {
    var previous: CGFloat = 0
    runContinuous(angles) { next in
      self.place(at: center, touches: 2)
      self.velocity = (next - previous) / interval
      self.rotation += next - previous
      previous = next
    }
  }
}
