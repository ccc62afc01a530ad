/// What a view's content means, which decides whether it flips between left-to-right and
/// right-to-left layouts (`UIView.semanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable, CaseIterable {
  /// The default: the view flips with the layout direction.
  case unspecified = 0
  /// Playback controls (play, rewind, a scrubber), which never flip.
  case playback = 1
  /// Directional controls (text alignment segments, a D-pad), which never flip.
  case spatial = 2
  /// Always laid out left to right.
  case forceLeftToRight = 3
  /// Always laid out right to left.
  case forceRightToLeft = 4
}
