import Foundation

/// An error a scene request fails with, in `UISceneErrorDomain` with UIKit's codes.
public struct UISceneError: Error, CustomNSError, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong (UIKit's raw values).
  public enum Code: Int, Sendable {
    /// The app does not support multiple scenes.
    case multipleScenesNotSupported = 0
    /// The system refused the request.
    case requestDenied = 1
    /// The geometry request does not apply to this platform (iOS 16).
    case geometryRequestUnsupported = 100
    /// The geometry request was refused, for example for orientations the view controller does
    /// not support (iOS 16).
    case geometryRequestDenied = 101
  }

  /// The code.
  public let code: Code
  /// The reason, as UIKit words it.
  public let reason: String

  /// An error with a code and a reason.
  public init(_ code: Code, reason: String) {
    self.code = code
    self.reason = reason
  }

  /// `UISceneErrorDomain`.
  public static var errorDomain: String { "UISceneErrorDomain" }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }
  public var description: String { "Error Domain=\(Self.errorDomain) Code=\(code.rawValue) \"\(reason)\"" }
}
