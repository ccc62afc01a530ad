/// Hosts a window on a simulated device and drives rotations and iPad multitasking resizes with
/// UIKit's sequence of callbacks (behavior reference §5.4):
///
/// 1. set-up: `willTransition(to:with:)` on view controllers whose traits will change, then
///    `viewWillTransition(to:with:)` when the size changes, then the new traits are stored and
///    `traitCollectionDidChange(_:)` runs top-down;
/// 2. animations: the window takes its new frame, layout runs, alongside blocks run;
/// 3. clean-up: the coordinator's completion blocks run.
@preconcurrency @MainActor
public final class Simulator {
  /// The simulated device.
  public let device: Device
  /// The device's screen (also `UIScreen.main` while this is the newest simulator).
  public let screen: UIScreen
  /// The app's window, sized to the screen (or to an iPad multitasking width).
  public let window: UIWindow
  /// The multitasking arrangement the window is in; nil for a freeform size.
  public private(set) var multitaskingMode: MultitaskingWindow.Mode? = .fullScreen
  /// Problems the simulator reported (refused rotations, invalid sizes), oldest first.
  public private(set) var diagnostics: [String] = []

  /// Creates a simulator with the device in `orientation`, running UIKit of `release`; an
  /// orientation the device cannot take falls back to portrait with a diagnostic.
  public init(
    device: Device, orientation: UIInterfaceOrientation = .portrait, release: UIKitRelease = .simulatorDefault
  ) {
    self.device = device
    var start = orientation
    var problems: [String] = []
    if !device.supports(orientation) {
      problems.append("\(device.name) cannot take the \(orientation) orientation; starting in portrait")
      start = .portrait
    }
    screen = UIScreen(device: device, orientation: start)
    if release != UIKitReleaseTrait.defaultValue {
      screen.settings[UIKitReleaseTrait.self] = release
      TraitEngine.update(screen)
    }
    UIScreen.main = screen
    window = UIWindow(frame: screen.bounds)
    window.screen = screen
    screen.simulator = self
    for problem in problems { report(problem) }
  }

  /// The current interface orientation.
  public var orientation: UIInterfaceOrientation { screen.interfaceOrientation }

  /// Rotates the interface, running the full transition. Returns false (with a diagnostic) when the
  /// device or the root view controller does not support the orientation.
  @discardableResult
  public func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) -> Bool {
    guard orientation != screen.interfaceOrientation else { return true }
    guard device.supports(orientation) else {
      report("\(device.name) cannot take the \(orientation) orientation; the interface stays \(self.orientation)")
      return false
    }
    if let root = window.rootViewController, !root.supportedInterfaceOrientations.contains(orientation.mask) {
      report("\(type(of: root)) does not support \(orientation); the interface stays \(self.orientation)")
      return false
    }
    let newScreenSize = device.size(in: orientation)
    let newSize = windowSize(after: orientation, screenSize: newScreenSize)
    let transform = CGAffineTransform(
      rotationAngle: Simulator.normalizedAngle(screen.interfaceOrientation.rotationAngle - orientation.rotationAngle))
    performTransition(animated: animated, newSize: newSize, transform: transform, forceSizeCallback: true) {
      self.screen.interfaceOrientation = orientation
    }
    return true
  }

  /// Resizes the app window as iPad Split View or Slide Over does (the window stays at the leading
  /// edge). A zero, negative, non-finite or larger-than-screen size, or any resize on an iPhone,
  /// is refused: the window keeps its size and the problem is reported.
  @discardableResult
  public func resizeWindow(to size: CGSize, animated: Bool = true) -> Bool {
    let screenSize = screen.bounds.size
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      report("Invalid window size \(size); the window keeps \(window.bounds.size)")
      return false
    }
    guard size.width <= screenSize.width + 0.5, size.height <= screenSize.height + 0.5 else {
      report("Window size \(size) exceeds the screen \(screenSize); the window keeps \(window.bounds.size)")
      return false
    }
    guard device.idiom != .phone else {
      report("\(device.name) has no multitasking; the window keeps the screen size")
      return false
    }
    multitaskingMode = device.multitaskingWindows(in: orientation)
      .first { abs($0.size.width - size.width) < 0.5 && abs($0.size.height - size.height) < 0.5 }?.mode
    if abs(size.width - screenSize.width) < 0.5 && abs(size.height - screenSize.height) < 0.5 {
      multitaskingMode = .fullScreen
    }
    performTransition(animated: animated, newSize: size, transform: .identity, forceSizeCallback: false) {}
    return true
  }

  /// Resizes the window to one of the device's multitasking arrangements in the current orientation.
  @discardableResult
  public func resizeWindow(to mode: MultitaskingWindow.Mode, animated: Bool = true) -> Bool {
    guard let entry = device.multitaskingWindows(in: orientation).first(where: { $0.mode == mode }) else {
      report("\(device.name) has no \(mode.rawValue) window in \(orientation)")
      return false
    }
    return resizeWindow(to: entry.size, animated: animated)
  }

  /// Lays out the window now, then runs the display pass (`draw(_:)` of views that need display),
  /// as the end of a run-loop turn does.
  public func layoutIfNeeded() {
    window.layoutIfNeeded()
    window._displayIfNeeded()
  }

  /// The UIKit release the device runs; changing it updates every trait environment, and with
  /// it every metric that differs between releases.
  public var release: UIKitRelease {
    get { screen.traitCollection.uiKitRelease }
    set { changeSetting { $0[UIKitReleaseTrait.self] = newValue } }
  }

  /// The user's light/dark setting; changing it updates every trait environment.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { screen.traitCollection.userInterfaceStyle }
    set { changeSetting { $0.userInterfaceStyle = newValue } }
  }

  /// The user's text size setting; a change updates every trait environment, then posts
  /// `UIContentSizeCategory.didChangeNotification` (object: the app) with the new category.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { screen.traitCollection.preferredContentSizeCategory }
    set {
      let old = preferredContentSizeCategory
      changeSetting { $0.preferredContentSizeCategory = newValue }
      guard newValue != old else { return }
      post(
        UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
        userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue])
    }
  }

  /// The language direction of the interface.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { screen.traitCollection.layoutDirection }
    set { changeSetting { $0.layoutDirection = newValue } }
  }

  /// The contrast setting.
  public var accessibilityContrast: UIAccessibilityContrast {
    get { screen.traitCollection.accessibilityContrast }
    set { changeSetting { $0.accessibilityContrast = newValue } }
  }

  private func changeSetting(_ change: (inout UITraitOverrides) -> Void) {
    change(&screen.settings)
    TraitEngine.update(screen)
  }

  private func report(_ message: String) {
    diagnostics.append(message)
    AdaptiveKitLog.shared.report(.simulator, message)
  }

  /// The window size after rotating: full screen stays full screen; a multitasking arrangement
  /// maps to the same one in the new orientation, a landscape half split becoming the larger
  /// two-thirds share in portrait (unconfirmed mapping); freeform sizes keep their width, clamped.
  private func windowSize(after orientation: UIInterfaceOrientation, screenSize: CGSize) -> CGSize {
    guard let mode = multitaskingMode, mode != .fullScreen else {
      if multitaskingMode == .fullScreen { return screenSize }
      return CGSize(width: min(window.bounds.width, screenSize.width), height: screenSize.height)
    }
    let windows = device.multitaskingWindows(in: orientation)
    let target = mode == .splitHalf && orientation.isPortrait ? .splitTwoThirds : mode
    if let entry = windows.first(where: { $0.mode == target }) {
      multitaskingMode = target
      return entry.size
    }
    multitaskingMode = .fullScreen
    return screenSize
  }

  private static func normalizedAngle(_ angle: CGFloat) -> CGFloat {
    var result = angle
    while result > .pi { result -= 2 * .pi }
    while result <= -.pi { result += 2 * .pi }
    return result
  }

  /// Runs UIKit's size/trait transition. `applyModelChange` updates the screen before traits
  /// are computed; the window frame changes in the animation phase.
  private func performTransition(
    animated: Bool, newSize: CGSize, transform: CGAffineTransform, forceSizeCallback: Bool,
    applyModelChange: () -> Void
  ) {
    let oldSize = window.bounds.size
    let sizeChanges = oldSize != newSize || forceSizeCallback
    let coordinator = TransitionCoordinator(
      animated: animated, size: newSize, transform: transform, container: window)

    // 1. Set-up.
    TraitEngine.transitionInSetUp = coordinator
    applyModelChange()
    window.pendingSize = newSize
    TraitEngine.computePending(screen)
    TraitEngine.announce(screen, coordinator: coordinator)
    if sizeChanges, let root = window.rootViewController {
      root.viewWillTransition(to: newSize, with: coordinator)
    }
    // Overrides set during viewWillTransition (the Adaptive Photos pattern) ride on this transition.
    TraitEngine.computePending(screen)
    TraitEngine.announce(screen, coordinator: coordinator)
    TraitEngine.transitionInSetUp = nil
    let changes = TraitEngine.commit(screen)
    TraitEngine.deliver(changes)

    // 2. Animations: final frames, layout, alongside blocks.
    window.frame = CGRect(origin: .zero, size: newSize)
    window.pendingSize = nil
    TraitEngine.update(window)
    window.layoutIfNeeded()
    coordinator.runAnimationPhase()
    window.layoutIfNeeded()

    // 3. Clean-up.
    coordinator.runCompletionPhase()
  }
}
