/// Manages a popover: its anchor, arrow and frame, and its adaptation to full screen in a
/// horizontally compact environment (behavior reference §10.4).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The height of the arrow between the source and the popover (unconfirmed: 13 points).
  static let arrowHeight: CGFloat = 13
  /// The content size used when the content prefers none (unconfirmed, chosen default).
  static let defaultContentSize = CGSize(width: 320, height: 480)

  /// The delegate; a `UIPopoverPresentationControllerDelegate` also hears of the popover's own
  /// events. Declared with the base class's type, since Swift cannot narrow an inherited
  /// property's type: assign any `UIPopoverPresentationControllerDelegate`, as in UIKit.
  open override var delegate: (any UIAdaptivePresentationControllerDelegate)? {
    get { super.delegate }
    set { super.delegate = newValue }
  }

  /// The view the popover points at.
  open weak var sourceView: UIView? {
    didSet { relayout() }
  }
  /// The rectangle in `sourceView` the popover points at; the zero rectangle means the view's
  /// bounds (iOS 13+).
  open var sourceRect = CGRect.zero {
    didSet { relayout() }
  }
  /// The bar button item the popover points at, instead of a source view.
  open var barButtonItem: UIBarButtonItem? {
    didSet { relayout() }
  }
  /// The directions the arrow may point (default any).
  open var permittedArrowDirections = UIPopoverArrowDirection.any {
    didSet { relayout() }
  }
  /// The direction the arrow points; `.unknown` until the popover is laid out.
  public internal(set) var arrowDirection = UIPopoverArrowDirection.unknown
  /// Views the user can touch while the popover is shown.
  open var passthroughViews: [UIView]?
  /// The popover's background color.
  open var backgroundColor: UIColor?
  /// The insets from the container's edges the popover keeps (default 10 points).
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
    didSet { relayout() }
  }
  /// Whether the popover may cover its source rectangle (iOS 9).
  open var canOverlapSourceViewRect = false
  private var storedAdaptiveSheet: UISheetPresentationController?

  /// The sheet the popover becomes when it adapts in compact width (iOS 15).
  open var adaptiveSheetPresentationController: UISheetPresentationController {
    if let sheet = storedAdaptiveSheet { return sheet }
    let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: presentingViewController)
    storedAdaptiveSheet = sheet
    return sheet
  }

  /// A popover becomes full screen when horizontally compact and a form sheet in regular width
  /// and compact height (iOS 8–12 rows of §10.3); otherwise it stays a popover.
  open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    if traitCollection.horizontalSizeClass == .compact { return .fullScreen }
    if traitCollection.verticalSizeClass == .compact { return .formSheet }
    return .none
  }

  open override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
  }

  private func relayout() {
    if isInstalled { PresentationEngine.layoutPresentedView(self) }
  }

  /// Lets the delegate move the anchor before the popover follows a container size change.
  func containerWillResize() {
    guard currentStyle == .popover, let delegate = delegate as? UIPopoverPresentationControllerDelegate,
      let view = sourceView
    else { return }
    var rect = sourceRect
    var anchor = view
    delegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &anchor)
    if rect != sourceRect { sourceRect = rect }
    if anchor !== view { sourceView = anchor }
  }

  /// The source rectangle in the container's coordinates.
  func sourceRectInContainer() -> CGRect? {
    guard let container = containerView else { return nil }
    if let view = sourceView {
      let rect = sourceRect == .zero ? view.bounds : sourceRect
      return view.convert(rect, to: container)
    }
    if let item = barButtonItem { return PopoverAnchors.rect(of: item, in: container) }
    return nil
  }

  /// The popover's content frame in `bounds`: the preferred content size, on the first permitted
  /// side of the source (below, above, right, left) with room, else the roomiest, kept inside the
  /// safe area and layout margins.
  func popoverFrame(in bounds: CGRect) -> CGRect {
    let preferred = displayedViewController.preferredContentSize
    var size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
    if preferred.width > 0 && preferred.height <= 0 { size.width = preferred.width }
    let safe = containerView?.window.map { window in
      containerView?.frame == window.bounds ? window.deviceSafeAreaInsets : UIEdgeInsets.zero
    } ?? .zero
    let area = CGRect(
      x: bounds.minX + safe.left + popoverLayoutMargins.left, y: bounds.minY + safe.top + popoverLayoutMargins.top,
      width: bounds.width - safe.left - safe.right - popoverLayoutMargins.left - popoverLayoutMargins.right,
      height: bounds.height - safe.top - safe.bottom - popoverLayoutMargins.top - popoverLayoutMargins.bottom)
    size.width = min(size.width, max(0, area.width))
    size.height = min(size.height, max(0, area.height))
    guard let source = sourceRectInContainer() else {
      arrowDirection = .unknown
      return PresentationFrames.centered(size, in: bounds)
    }
    let arrow = Self.arrowHeight
    let permitted = permittedArrowDirections == .unknown || permittedArrowDirections.isEmpty ? .any : permittedArrowDirections
    let candidates: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [
      (.up, area.maxY - (source.maxY + arrow), size.height),
      (.down, (source.minY - arrow) - area.minY, size.height),
      (.left, area.maxX - (source.maxX + arrow), size.width),
      (.right, (source.minX - arrow) - area.minX, size.width),
    ].filter { permitted.contains($0.0) }
    let chosen = candidates.first { $0.1 >= $0.2 } ?? candidates.max { $0.1 < $1.1 } ?? (.up, size.height, size.height)
    arrowDirection = chosen.0
    func clampX(_ x: CGFloat) -> CGFloat { min(max(x, area.minX), max(area.minX, area.maxX - size.width)) }
    func clampY(_ y: CGFloat) -> CGFloat { min(max(y, area.minY), max(area.minY, area.maxY - size.height)) }
    switch chosen.0 {
    case .up:
      let height = min(size.height, max(0, chosen.1))
      return CGRect(x: clampX(source.midX - size.width / 2), y: source.maxY + arrow, width: size.width, height: height)
    case .down:
      let height = min(size.height, max(0, chosen.1))
      return CGRect(x: clampX(source.midX - size.width / 2), y: source.minY - arrow - height, width: size.width, height: height)
    case .left:
      let width = min(size.width, max(0, chosen.1))
      return CGRect(x: source.maxX + arrow, y: clampY(source.midY - size.height / 2), width: width, height: size.height)
    default:
      let width = min(size.width, max(0, chosen.1))
      return CGRect(x: source.minX - arrow - width, y: clampY(source.midY - size.height / 2), width: width, height: size.height)
    }
  }
}

/// Where bar button items are, for popovers anchored to them.
@MainActor
enum PopoverAnchors {
  /// The standard width of a bar button item's touch area and the bar's side padding.
  static let itemWidth: CGFloat = 44
  static let sidePadding: CGFloat = 8

  /// The item's rectangle in `container`: found in the navigation bar of the window that shows
  /// it; the window's top trailing corner when no bar shows it.
  static func rect(of item: UIBarButtonItem, in container: UIView) -> CGRect {
    guard let window = container.window else { return .zero }
    if let (bar, rect) = find(item, in: window) { return bar.convert(rect, to: container) }
    let top = window.deviceSafeAreaInsets.top
    let fallback = CGRect(x: window.bounds.width - sidePadding - itemWidth, y: top, width: itemWidth, height: 44)
    return window.convert(fallback, to: container)
  }

  private static func find(_ item: UIBarButtonItem, in view: UIView) -> (UINavigationBar, CGRect)? {
    if let bar = view as? UINavigationBar, let top = bar.topItem {
      let width = item.width > 0 ? item.width : itemWidth
      if let index = top.rightBarButtonItems?.firstIndex(where: { $0 === item }) {
        let x = bar.bounds.width - sidePadding - CGFloat(index + 1) * itemWidth
        return (bar, CGRect(x: x, y: 0, width: width, height: bar.bounds.height))
      }
      if let index = top.leftBarButtonItems?.firstIndex(where: { $0 === item }) {
        return (bar, CGRect(x: sidePadding + CGFloat(index) * itemWidth, y: 0, width: width, height: bar.bounds.height))
      }
    }
    for subview in view.subviews {
      if let found = find(item, in: subview) { return found }
    }
    return nil
  }
}
