import Foundation

/// The status bar of a window scene: the style and visibility its key window's controllers ask
/// for (iOS 13). Like UIKit, it reads them from the controllers only when it first shows and when
/// a controller calls `setNeedsStatusBarAppearanceUpdate()`.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
  private unowned let scene: UIWindowScene
  private var appearance: (style: UIStatusBarStyle, hidden: Bool)?

  init(scene: UIWindowScene) {
    self.scene = scene
    super.init()
  }

  /// The style the status bar shows.
  open var statusBarStyle: UIStatusBarStyle { current.style }
  /// Whether the status bar is hidden.
  open var isStatusBarHidden: Bool { current.hidden }
  /// The status bar's frame in the screen's coordinates: the top safe-area inset of the device in
  /// its orientation, across the screen; zero when hidden.
  open var statusBarFrame: CGRect {
    guard !isStatusBarHidden else { return .zero }
    let screen = scene.screen
    return CGRect(
      x: 0, y: 0, width: screen.bounds.width, height: screen.device.safeAreaInsets(in: screen.interfaceOrientation).top)
  }

  private var current: (style: UIStatusBarStyle, hidden: Bool) {
    if let appearance { return appearance }
    update()
    return appearance ?? (.default, false)
  }

  /// Asks the key window's controllers again: the root, or the controller it presents full
  /// screen (or in another style with `modalPresentationCapturesStatusBarAppearance`), then
  /// `childForStatusBarStyle` / `childForStatusBarHidden` down as far as they go.
  func update() {
    guard let root = (scene.keyWindow ?? scene.windows.first)?.rootViewController else {
      appearance = (.default, false)
      return
    }
    var top = root
    while let presented = top.presentedViewController,
      presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance
    {
      top = presented
    }
    var styleOwner = top
    while let child = styleOwner.childForStatusBarStyle { styleOwner = child }
    var hiddenOwner = top
    while let child = hiddenOwner.childForStatusBarHidden { hiddenOwner = child }
    appearance = (styleOwner.preferredStatusBarStyle, hiddenOwner.prefersStatusBarHidden)
  }
}

extension UIViewController {
  /// Tells the status bar to read `preferredStatusBarStyle` and `prefersStatusBarHidden` again
  /// (through the window scene's `statusBarManager`); nothing happens while the view is in no window.
  public func setNeedsStatusBarAppearanceUpdate() {
    viewIfLoaded?.window?.windowScene?.statusBarManager?.update()
  }
}
