/// A coarse description of the space available along one axis (iOS 8).
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// No size class is known ("Any" in Interface Builder).
  case unspecified = 0
  /// A constrained space, such as an iPhone's width in portrait.
  case compact = 1
  /// An expansive space, such as an iPad's width.
  case regular = 2

  public var description: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .compact: return "Compact"
    case .regular: return "Regular"
    }
  }
}
