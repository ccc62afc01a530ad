/// The backdrop of an app's views: it hosts the root view controller and gets its traits from
/// its screen, with the size classes of its own size (full screen or an iPad multitasking width).
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The level of a window among others.
  public struct Level: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(rawValue: 0)
    public static let statusBar = Level(rawValue: 1000)
    public static let alert = Level(rawValue: 2000)
  }

  private var storedScreen: UIScreen
  private var storedRootViewController: UIViewController?
  /// The size the window is about to take during a transition's set-up phase.
  var pendingSize: CGSize?
  /// True while the window installs its root view just before appearing.
  private var isInstallingForDisplay = false
  /// Whether views entering this window appear now.
  var isVisibleForAppearance: Bool { !isHidden && !isInstallingForDisplay }
  /// The level of this window.
  open var windowLevel = Level.normal
  /// Whether this is the key window.
  public private(set) var isKeyWindow = false
  /// Whether a size only inequalities hold rests at 0 in this window's layout, as UIKit's engine
  /// leaves it at run time; a host that shows Interface Builder's canvas, where such sizes end at
  /// their bounds, turns it off before the first layout.
  package var inequalityHeldSizesRestAtZero = true

  /// Creates a window on `UIScreen.main`; windows are hidden until made visible.
  public override init(frame: CGRect) {
    storedScreen = UIScreen.main
    super.init(frame: frame)
    isHidden = true
    storedScreen.attach(self)
    TraitEngine.update(self)
  }

  /// Archives are not supported; create windows with `init(frame:)`.
  public required init?(coder: NSCoder) {
    storedScreen = UIScreen.main
    super.init(coder: coder)
    isHidden = true
    storedScreen.attach(self)
  }

  /// The screen the window is on.
  open var screen: UIScreen {
    get { storedScreen }
    set {
      guard newValue !== storedScreen else { return }
      storedScreen.detach(self)
      storedScreen = newValue
      newValue.attach(self)
      TraitEngine.update(self)
    }
  }

  /// The root view controller, whose view fills the window.
  open var rootViewController: UIViewController? {
    get { storedRootViewController }
    set {
      guard newValue !== storedRootViewController else { return }
      if let old = storedRootViewController {
        old.windowForRoot = nil
        if old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
      }
      storedRootViewController = newValue
      guard let controller = newValue else { return }
      if controller.parent != nil { controller.removeFromParent() }
      controller.windowForRoot = self
      TraitEngine.update(controller)
      if !isHidden { installRootView() }
    }
  }

  /// Makes the window key and shows it (installing the root view controller's view).
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// Makes the window the key window of its screen.
  open func makeKey() {
    for window in storedScreen.windows where window !== self { window.isKeyWindow = false }
    isKeyWindow = true
    UIWindow.lastKeyWindow = self
  }

  /// The window most recently made key, kept alive as UIKit's application keeps its key window,
  /// so a shown hierarchy stays up while nothing else holds it. Only one is kept: hierarchies laid
  /// out one after another (lint, verify, render) are freed as the next one is shown.
  private static var lastKeyWindow: UIWindow?

  open override var isHidden: Bool {
    didSet {
      guard oldValue != isHidden else { return }
      if isHidden {
        runAppearance(appearing: false)
      } else {
        // Install quietly: the whole window then appears in one pass, in UIKit's order.
        isInstallingForDisplay = true
        if storedRootViewController?.viewIfLoaded?.superview !== self { installRootView() }
        isInstallingForDisplay = false
        runAppearance(appearing: true)
      }
    }
  }

  /// Puts the root view controller's view in the window, sized to the window.
  private func installRootView() {
    guard let controller = storedRootViewController else { return }
    let rootView: UIView = controller.view
    rootView.frame = bounds
    rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(rootView, at: 0)
    // A root view that translates no mask (a storyboard's `translatesAutoresizingMaskIntoConstraints="NO"`)
    // would otherwise be sized by its content; UIKit's window pins it to its edges instead
    // (`H:|-(0)-[view]`, `view.right == window.right` in its constraints).
    if !rootView.translatesAutoresizingMaskIntoConstraints {
      let edges = [
        rootView.leftAnchor.constraint(equalTo: leftAnchor), rootView.rightAnchor.constraint(equalTo: rightAnchor),
        rootView.topAnchor.constraint(equalTo: topAnchor), rootView.bottomAnchor.constraint(equalTo: bottomAnchor),
      ]
      for constraint in edges { constraint.isSystemConstraint = true }
      NSLayoutConstraint.activate(edges)
    }
  }

  /// Delivers appearance callbacks to every view controller in the window, parents first, with a
  /// layout pass between `viewIsAppearing(_:)` and `viewDidAppear(_:)`, as on a window's first display.
  private func runAppearance(appearing: Bool) {
    let controllers = AppearanceWalker.controllers(in: self)
    for controller in controllers { controller.beginAppearance(appearing, animated: false) }
    if appearing {
      for controller in controllers { controller.appearanceIsAppearing() }
      layoutIfNeeded()
    }
    for controller in controllers { controller.endAppearance() }
  }

  open override var next: UIResponder? { nil }

  /// The window's own traits: its screen's, with the size classes of the window's size.
  override func inheritedTraitStorage() -> TraitStorage? {
    let screenTraits = storedScreen.traitState.effective.storage
    let size = pendingSize ?? bounds.size
    let classes = storedScreen.device.sizeClasses(forWindowSize: size, in: storedScreen.interfaceOrientation)
    var storage = screenTraits
    storage.horizontalSizeClass = classes.horizontal
    storage.verticalSizeClass = classes.vertical
    return storage
  }

  override func traitChildren() -> [any TraitNode] {
    var children = super.traitChildren()
    if let controller = storedRootViewController, controller.viewIfLoaded?.superview !== self {
      children.insert(controller, at: 0)
    }
    return children
  }

  override func sizeDidChange(from oldSize: CGSize) {
    if pendingSize == nil { TraitEngine.update(self) }
  }
}
