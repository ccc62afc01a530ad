/// How text lines up horizontally.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
  /// Left edge.
  case left = 0
  /// Centered.
  case center = 1
  /// Right edge.
  case right = 2
  /// Both edges.
  case justified = 3
  /// The layout direction's natural alignment (the default).
  case natural = 4
}
