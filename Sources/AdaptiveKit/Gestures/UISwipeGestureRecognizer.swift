/// A discrete recognizer for a swipe in one of its permitted directions.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe.
  public struct Direction: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The permitted directions (default `.right`).
  open var direction: Direction = .right
  /// The fingers the swipe needs (default 1).
  open var numberOfTouchesRequired = 1

  /// Swipes in `direction` from `point` (AdaptiveKit addition): a permitted direction with the
  /// required fingers recognizes the gesture; anything else fails it.
  public func _simulateSwipe(_ direction: Direction, at point: CGPoint = .zero, touches: Int? = nil) {
    let fingers = touches ?? numberOfTouchesRequired
    place(at: point, touches: fingers)
    state = self.direction.isSuperset(of: direction) && !direction.isEmpty && fingers == numberOfTouchesRequired
      ? .recognized : .failed
  }
}
