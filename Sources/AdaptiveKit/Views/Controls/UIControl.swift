/// The base of controls: enabled, selected and highlighted states, and alignment of content.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// How content lines up vertically.
  public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top, bottom, fill }
  /// How content lines up horizontally.
  public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left, right, fill, leading, trailing }

  /// A control's states, as an option set.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal: State = []
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// Whether the control responds to touches.
  open var isEnabled = true { didSet { if oldValue != isEnabled { controlStateDidChange() } } }
  /// Whether the control is selected.
  open var isSelected = false { didSet { if oldValue != isSelected { controlStateDidChange() } } }
  /// Whether the control is highlighted.
  open var isHighlighted = false { didSet { if oldValue != isHighlighted { controlStateDidChange() } } }

  /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Called when `state` changed, for controls whose content depends on it.
  func controlStateDidChange() {}
  /// Vertical content alignment.
  open var contentVerticalAlignment = ContentVerticalAlignment.center
  /// Horizontal content alignment.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// Target-action pairs and storyboard triggers, in the order they were added.
  var controlActions: [ControlAction] = []
  /// Whether a tap shows the control's menu instead of sending its primary action (iOS 14);
  /// otherwise the menu shows on a long press.
  open var showsMenuAsPrimaryAction = false { didSet { menuPresentationDidChange() } }

  /// Called when how the control shows its menu changed (buttons become pop-up buttons).
  func menuPresentationDidChange() {}
}

/// A control whose intrinsic size UIKit fixes (switch, activity indicator, stepper…).
@preconcurrency @MainActor
open class FixedSizeControl: UIControl {
  var fixedIntrinsicSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
  open override var intrinsicContentSize: CGSize { fixedIntrinsicSize }
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let intrinsic = fixedIntrinsicSize
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? size.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? size.height : intrinsic.height)
  }
}
