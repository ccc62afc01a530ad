/// The animation of a modal presentation.
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable {
  /// The presented view slides up from the bottom.
  case coverVertical = 0
  /// A horizontal 3D flip.
  case flipHorizontal = 1
  /// A cross-dissolve.
  case crossDissolve = 2
  /// A page curl (full-screen presentations only).
  case partialCurl = 3
}
