/// The orientation of the app's interface.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Not known.
  case unknown = 0
  /// Home button (or home indicator) at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Landscape with the home button on the left (device turned clockwise).
  case landscapeLeft = 4
  /// Landscape with the home button on the right (device turned counterclockwise).
  case landscapeRight = 3

  /// Whether the orientation is portrait or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is one of the landscape ones.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The interface's rotation from portrait, in radians (used for coordinators' target transforms).
  var rotationAngle: CGFloat {
    switch self {
    case .portrait, .unknown: return 0
    case .landscapeLeft: return .pi / 2
    case .portraitUpsideDown: return .pi
    case .landscapeRight: return -.pi / 2
    }
  }

  /// The matching single-orientation mask.
  var mask: UIInterfaceOrientationMask {
    switch self {
    case .portrait: return .portrait
    case .portraitUpsideDown: return .portraitUpsideDown
    case .landscapeLeft: return .landscapeLeft
    case .landscapeRight: return .landscapeRight
    case .unknown: return []
    }
  }

  public var description: String {
    switch self {
    case .unknown: return "unknown"
    case .portrait: return "portrait"
    case .portraitUpsideDown: return "portraitUpsideDown"
    case .landscapeLeft: return "landscapeLeft"
    case .landscapeRight: return "landscapeRight"
    }
  }
}

/// A set of interface orientations.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
