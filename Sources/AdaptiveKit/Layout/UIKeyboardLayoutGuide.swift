/// The keyboard's place in a view (iOS 15): constrain content's bottom to its top to stay above
/// the keyboard. AdaptiveKit shows no keyboard, so the guide is where UIKit puts it while the
/// keyboard is offscreen: along the owning view's bottom, as tall as the bottom safe-area inset
/// (0 without `usesBottomSafeArea`), as wide as the view.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked or floating (default false: it
  /// then drops to the bottom).
  open var followsUndockedKeyboard = false
  /// Whether the guide's top sits at the safe area's bottom while the keyboard is offscreen
  /// (iOS 17; true by default) rather than at the view's bottom edge.
  open var usesBottomSafeArea = true {
    // The guide's insets are a layout input of the owner's engine, which lays out again only
    // when its inputs change.
    didSet { if usesBottomSafeArea != oldValue { owningView?.constraintsDidChange() } }
  }

  init(owner: UIView) {
    super.init()
    owningView = owner
    identifier = "UIViewKeyboardLayoutGuide"
  }

  /// A docked keyboard lies along the bottom, from the leading to the trailing edge.
  override var edgesNear: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

  override var derivesFromOwner: Bool { true }

  /// The guide's insets from the owning view's bounds: only its top, which leaves the bottom
  /// safe-area inset (or nothing) below it.
  override func derivedInsets(in view: UIView) -> UIEdgeInsets {
    let height = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
    return UIEdgeInsets(top: view.bounds.height - height, left: 0, bottom: 0, right: 0)
  }
}

extension UIView {
  /// The guide that tracks the keyboard in this view (iOS 15), made on first use.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = storedKeyboardLayoutGuide { return guide }
    let guide = UIKeyboardLayoutGuide(owner: self)
    storedKeyboardLayoutGuide = guide
    return guide
  }
}
