/// The device's screen: its size in the current interface orientation, scale, and base traits.
@preconcurrency @MainActor
public final class UIScreen: NSObject, UITraitEnvironment, UITraitChangeObservable {
  /// The device this screen belongs to (AdaptiveKit addition).
  public let device: Device
  /// The current interface orientation (AdaptiveKit addition; set by the simulator).
  public internal(set) var interfaceOrientation: UIInterfaceOrientation
  /// User settings applied over the device's defaults: dark mode, text size, layout direction…
  var settings = UITraitOverrides()
  let traitState = TraitState()
  private var windowReferences: [WeakWindow] = []
  /// The screen's scene, made on first use.
  private(set) lazy var windowScene = UIWindowScene(screen: self)
  /// The simulator that drives this screen's rotations (`UIWindowScene.requestGeometryUpdate`).
  weak var simulator: Simulator?

  /// Creates the screen of a device in an orientation.
  public init(device: Device, orientation: UIInterfaceOrientation = .portrait) {
    self.device = device
    self.interfaceOrientation = orientation == .unknown ? .portrait : orientation
    super.init()
    traitState.current = UITraitCollection(storage: inheritedTraitStorage() ?? TraitStorage())
    traitState.hasBeenInHierarchy = true
  }

  nonisolated(unsafe) private static var mainScreen: UIScreen?

  /// The screen of the most recently created simulator; an iPhone 8-class screen in portrait when
  /// no simulator exists yet.
  public static var main: UIScreen {
    get {
      if let screen = mainScreen { return screen }
      // The catalog is compiled in and holds the iPhone 8; its first row stands in otherwise.
      let screen = UIScreen(device: Device.named("iPhone 8") ?? Device.all[0])
      mainScreen = screen
      DeviceDefaults.mainScreenDidChange(screen)
      return screen
    }
    set {
      mainScreen = newValue
      DeviceDefaults.mainScreenDidChange(newValue)
    }
  }

  /// The screen's bounds in points, oriented with the interface (width and height swap in landscape).
  public var bounds: CGRect { CGRect(origin: .zero, size: device.size(in: interfaceOrientation)) }

  /// The screen's bounds in pixels, always portrait.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: device.portraitSize.width * device.nativeScale,
      height: device.portraitSize.height * device.nativeScale)
  }

  /// Points to pixels.
  public var scale: CGFloat { device.scale }
  /// The panel's native scale.
  public var nativeScale: CGFloat { device.nativeScale }

  /// The screen's traits: the device's, with full-screen size classes for the orientation.
  public var traitCollection: UITraitCollection { traitState.current }

  /// Called when the screen's traits changed.
  public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Runs `handler` when one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    traitState.register(traits, handler: handler)
  }

  /// Removes a registration.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitState.unregister(registration)
  }

  /// The windows on this screen.
  var windows: [UIWindow] { windowReferences.compactMap(\.window) }

  func attach(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
    windowReferences.append(WeakWindow(window: window))
  }

  func detach(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
  }

  public override var description: String { describedOnMainActor { stateDescription } }

  private var stateDescription: String {
    "<UIScreen: \(device.name); bounds = (0 0; \(bounds.width.cleanString) \(bounds.height.cleanString)); "
      + "scale = \(scale.cleanString); orientation = \(interfaceOrientation)>"
  }
}

private struct WeakWindow {
  weak var window: UIWindow?
}

extension UIScreen: TraitNode {
  func inheritedTraitStorage() -> TraitStorage? {
    settings.applied(to: device.traitStorage(sizeClasses: device.sizeClasses(in: interfaceOrientation)))
  }

  func traitChildren() -> [any TraitNode] { windows }

  var isAttachedToWindow: Bool { true }

  /// Image lookups off the main actor read the main screen's traits from a snapshot.
  func traitsDidChangeInternally(previous: UITraitCollection) {
    if UIScreen.mainScreen === self { DeviceDefaults.mainScreenDidChange(self) }
  }
}
