/// A continuous recognizer for fingers dragged across the view, reporting the translation and
/// velocity of the drag.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that pan (default 1).
  open var minimumNumberOfTouches = 1
  /// The most fingers that pan (default `Int.max`).
  open var maximumNumberOfTouches = Int.max
  private var translationInWindow = CGPoint.zero
  private var velocityInWindow = CGPoint.zero

  /// The drag's translation in `view`'s coordinate system (the window's when `nil`).
  open func translation(in view: UIView?) -> CGPoint {
    guard let view else { return translationInWindow }
    let origin = view.convert(CGPoint.zero, from: nil)
    let moved = view.convert(translationInWindow, from: nil)
    return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }

  /// Sets the translation reported from now on, as a handler resetting it to zero does.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let view else {
      translationInWindow = translation
      return
    }
    let origin = view.convert(CGPoint.zero, to: nil)
    let moved = view.convert(translation, to: nil)
    translationInWindow = CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }

  /// The drag's velocity in points per second in `view`'s coordinate system.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let view else { return velocityInWindow }
    let origin = view.convert(CGPoint.zero, from: nil)
    let moved = view.convert(velocityInWindow, from: nil)
    return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }

  open override func reset() {
    super.reset()
    translationInWindow = .zero
    velocityInWindow = .zero
  }

  /// Drags from `start` (in the attached view) through each step's offset, `interval` seconds
  /// apart (AdaptiveKit addition). A finger count outside the recognizer's range fails it.
  public func _simulatePan(from start: CGPoint = .zero, by steps: [CGPoint], touches: Int = 1, interval: Double = 1.0 / 60) {
    place(at: start, touches: touches)
    guard touches >= minimumNumberOfTouches, touches <= maximumNumberOfTouches, !steps.isEmpty else {
      state = .failed
      return
    }
    let startInWindow = windowLocation
    var previous = CGPoint.zero
    runContinuous(steps) { step in
      self.place(at: CGPoint(x: start.x + step.x, y: start.y + step.y), touches: touches)
      let total = CGPoint(x: self.windowLocation.x - startInWindow.x, y: self.windowLocation.y - startInWindow.y)
      self.velocityInWindow = CGPoint(x: (total.x - previous.x) / interval, y: (total.y - previous.y) / interval)
      self.translationInWindow = CGPoint(
        x: self.translationInWindow.x + total.x - previous.x, y: self.translationInWindow.y + total.y - previous.y)
      previous = total
    }
  }
}

/// A pan that starts near an edge of the screen.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the pan may start from.
  open var edges: UIRectEdge = []

  /// Pans from `edge` (AdaptiveKit addition): a pan from an edge the recognizer does not watch fails.
  public func _simulateEdgePan(from edge: UIRectEdge, at start: CGPoint = .zero, by steps: [CGPoint]) {
    guard !edges.intersection(edge).isEmpty else {
      place(at: start, touches: 1)
      state = .failed
      return
    }
    _simulatePan(from: start, by: steps)
  }
}
