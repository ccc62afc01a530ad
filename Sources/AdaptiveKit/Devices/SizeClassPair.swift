/// A horizontal and a vertical size class, as the catalog lists them.
public struct SizeClassPair: Hashable, Sendable, CustomStringConvertible {
  /// The width class.
  public var horizontal: UIUserInterfaceSizeClass
  /// The height class.
  public var vertical: UIUserInterfaceSizeClass

  /// Creates a pair.
  public init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Interface Builder's short form: `wC hR`, `wAny hAny`.
  public var description: String { "w\(Self.letter(horizontal)) h\(Self.letter(vertical))" }

  static func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
    switch sizeClass {
    case .compact: return "C"
    case .regular: return "R"
    case .unspecified: return "Any"
    }
  }
}

/// An iPad app window size in Split View or Slide Over.
public struct MultitaskingWindow: Hashable, Sendable {
  /// The multitasking arrangements of iPadOS.
  public enum Mode: String, Sendable, CaseIterable {
    case fullScreen, splitTwoThirds, splitHalf, splitOneThird, slideOver
  }

  /// Which arrangement this is.
  public let mode: Mode
  /// Whether the device is in landscape.
  public let isLandscape: Bool
  /// The app window's size in points.
  public let size: CGSize
  /// The window's size classes.
  public let sizeClasses: SizeClassPair
}
