import Foundation

extension UIWindowScene {
  /// A scene's geometry at one moment (iOS 16).
  public final class Geometry: NSObject, @unchecked Sendable {
    /// The scene's frame in the screen's coordinates.
    public let systemFrame: CGRect
    /// The interface orientation.
    public let interfaceOrientation: UIInterfaceOrientation
    /// Whether the user is resizing the scene (iOS 17); never, on a simulated device.
    public let isInteractivelyResizing: Bool

    init(systemFrame: CGRect, interfaceOrientation: UIInterfaceOrientation) {
      self.systemFrame = systemFrame
      self.interfaceOrientation = interfaceOrientation
      self.isInteractivelyResizing = false
    }
  }

  /// What a scene asks the system for in `requestGeometryUpdate(_:errorHandler:)` (iOS 16); use
  /// the platform's subclass, `GeometryPreferences.iOS`.
  open class GeometryPreferences: NSObject {
    /// Preferences that ask for nothing.
    public override init() { super.init() }
  }

  /// The scene's current geometry: its frame (the window's on the simulated screen) and orientation.
  public var effectiveGeometry: Geometry {
    Geometry(
      systemFrame: screen.simulator?.window.frame ?? screen.bounds, interfaceOrientation: interfaceOrientation)
  }

  /// The order an orientation is chosen in when several requested ones are allowed and the
  /// current one is not among them (unconfirmed: UIKit documents no order; portrait first, then
  /// landscape with the home indicator on the right, as iPhones rotate to first).
  static let geometryRequestOrientationOrder: [UIInterfaceOrientation] = [
    .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
  ]

  /// Asks for the interface orientations in `geometryPreferences` (iOS 16). The orientations the
  /// root view controller supports (and the device can take) among them are allowed; when the
  /// current orientation is one, nothing changes, else the simulator rotates to the first allowed
  /// one through its whole rotation (`viewWillTransition(to:with:)`, trait changes, layout). When
  /// none is allowed, `errorHandler` gets UIKit's `UISceneError` (code 101,
  /// `geometryRequestDenied`: "None of the requested orientations are supported by the view
  /// controller. Requested: …; Supported: …"); preferences for another platform get code 100. A
  /// screen no simulator drives cannot rotate and gets code 101 too.
  public func requestGeometryUpdate(
    _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
  ) {
    guard let preferences = geometryPreferences as? GeometryPreferences.iOS else {
      errorHandler?(UISceneError(.geometryRequestUnsupported, reason: "The geometry preferences are not for iOS"))
      return
    }
    let requested = preferences.interfaceOrientations
    let root = (keyWindow ?? windows.first)?.rootViewController
    let supported = root?.supportedInterfaceOrientations ?? .all
    let allowed = UIWindowScene.geometryRequestOrientationOrder.filter {
      requested.contains($0.mask) && supported.contains($0.mask) && screen.device.supports($0)
    }
    guard let target = allowed.first, let simulator = screen.simulator else {
      errorHandler?(
        UISceneError(
          .geometryRequestDenied,
          reason: "None of the requested orientations are supported by the view controller. Requested: "
            + UIWindowScene.names(of: requested) + "; Supported: " + UIWindowScene.names(of: supported)))
      return
    }
    guard !allowed.contains(interfaceOrientation) else { return }
    simulator.rotate(to: target)
  }

  /// The orientations in a mask, as UIKit's messages name them.
  static func names(of mask: UIInterfaceOrientationMask) -> String {
    let named: [UIInterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    return named.filter { mask.contains($0.mask) }.map(\.description).joined(separator: ", ")
  }
}

extension UIWindowScene.GeometryPreferences {
  /// The iOS geometry preferences: the interface orientations the scene asks for.
  open class iOS: UIWindowScene.GeometryPreferences {
    /// The orientations asked for.
    open var interfaceOrientations: UIInterfaceOrientationMask

    /// Preferences asking for `interfaceOrientations`.
    public init(interfaceOrientations: UIInterfaceOrientationMask) {
      self.interfaceOrientations = interfaceOrientations
      super.init()
    }

    /// Preferences asking for every orientation.
    public override convenience init() { self.init(interfaceOrientations: .all) }
  }
}

extension UIViewController {
  /// Tells the system that `supportedInterfaceOrientations` changed (iOS 16): when the interface
  /// is in an orientation the window's root controller no longer supports, the simulator rotates
  /// to the first one it does (in `UIWindowScene`'s order), as UIKit does.
  public func setNeedsUpdateOfSupportedInterfaceOrientations() {
    guard let window = viewIfLoaded?.window, let root = window.rootViewController,
      let simulator = window.screen.simulator, !root.supportedInterfaceOrientations.contains(simulator.orientation.mask)
    else { return }
    let target = UIWindowScene.geometryRequestOrientationOrder.first {
      root.supportedInterfaceOrientations.contains($0.mask) && simulator.device.supports($0)
    }
    if let target { simulator.rotate(to: target) }
  }
}
