/// The type of interface the device uses.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// No idiom is known.
  case unspecified = -1
  /// An iPhone or iPod touch interface.
  case phone = 0
  /// An iPad interface.
  case pad = 1
  /// An Apple TV interface.
  case tv = 2
  /// A CarPlay interface.
  case carPlay = 3
  /// A Mac interface (Mac Catalyst, iOS 14).
  case mac = 5
  /// A visionOS interface.
  case vision = 6

  public var description: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .phone: return "Phone"
    case .pad: return "Pad"
    case .tv: return "TV"
    case .carPlay: return "CarPlay"
    case .mac: return "Mac"
    case .vision: return "Vision"
    }
  }
}
