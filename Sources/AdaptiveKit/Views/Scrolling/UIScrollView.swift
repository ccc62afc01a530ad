/// A view whose bounds origin is the content offset: its subviews are content that scrolls.
/// Constraints from subviews to the scroll view's edges, or to `contentLayoutGuide`, describe the
/// content (and give `contentSize`); `frameLayoutGuide` is the visible rectangle.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  // MARK: Content

  /// The size of the content; constraints to `contentLayoutGuide` set it during layout.
  open var contentSize = CGSize.zero {
    didSet {
      guard oldValue != contentSize else { return }
      // The content guide's weak size reads it, solved or set.
      layoutInputsDidChange()
      if !isApplyingSolvedContentSize, usesContentLayoutGuide { constraintsDidChange() }
      updateAdjustedContentInset()
    }
  }

  /// The point of the content shown at the top-left corner: the bounds origin.
  open var contentOffset: CGPoint {
    get { boundsOrigin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// Moves the content (at once: AdaptiveKit is headless) and tells the delegate.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
      AdaptiveKitLog.shared.report(.invalidGeometry, "Ignoring a content offset with a non-finite value: \(contentOffset)")
      return
    }
    guard contentOffset != boundsOrigin else { return }
    boundsOrigin = contentOffset
    // UIKit lays a scroll view out again on every scroll (table views tile their cells then).
    setNeedsLayout()
    if usesFrameLayoutGuide { constraintsDidChange() }
    delegate?.scrollViewDidScroll(self)
  }

  /// Extra space around the content, set by the app.
  open var contentInset = UIEdgeInsets.zero {
    didSet { if oldValue != contentInset { updateAdjustedContentInset() } }
  }

  /// `contentInset` plus the safe-area insets the adjustment behavior adds.
  public private(set) var adjustedContentInset = UIEdgeInsets.zero

  /// How the safe area adds to `adjustedContentInset` (iOS 11).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { if oldValue != contentInsetAdjustmentBehavior { updateAdjustedContentInset() } }
  }

  /// Whether the scroll indicators' insets follow the safe area (iOS 13).
  open var automaticallyAdjustsScrollIndicatorInsets = true

  /// Called after `adjustedContentInset` changed; call `super`.
  open func adjustedContentInsetDidChange() {}

  /// Tells the scroll view what it scrolls; the delegate hears of scrolling.
  open weak var delegate: (any UIScrollViewDelegate)?

  // MARK: Behavior

  /// Whether the user can scroll.
  open var isScrollEnabled = true
  /// Whether scrolling stops on multiples of the bounds.
  open var isPagingEnabled = false
  /// Whether scrolling is locked to one axis at a time.
  open var isDirectionalLockEnabled = false
  /// Whether the content bounces at the edges.
  open var bounces = true
  /// Whether the content bounces vertically even when it fits.
  open var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when it fits.
  open var alwaysBounceHorizontal = false
  /// Whether the vertical indicator shows while scrolling.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows while scrolling.
  open var showsHorizontalScrollIndicator = true
  /// The style of the indicators.
  open var indicatorStyle = IndicatorStyle.default
  /// Insets of the vertical indicator.
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// Insets of the horizontal indicator.
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  /// Whether a tap on the status bar scrolls to the top.
  open var scrollsToTop = true
  /// How the keyboard is dismissed by dragging.
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// The smallest zoom scale.
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale.
  open var maximumZoomScale: CGFloat = 1
  /// The current zoom scale.
  open var zoomScale: CGFloat = 1
  /// A pull-to-refresh control shown above the content (iOS 10); see UIRefreshControl.swift.
  open var refreshControl: UIRefreshControl? {
    didSet { refreshControlDidChange(from: oldValue) }
  }
  /// Whether the user is touching the content (never, headless).
  public var isTracking: Bool { false }
  /// Whether the user is dragging (never, headless).
  public var isDragging: Bool { false }
  /// Whether the content is still moving after a drag (never, headless).
  public var isDecelerating: Bool { false }

  // MARK: Layout guides

  private var storedContentLayoutGuide: UILayoutGuide?
  private var storedFrameLayoutGuide: SystemLayoutGuide?
  /// Set while the engine writes the solved content size, so that write does not ask for a solve.
  var isApplyingSolvedContentSize = false

  /// The content rectangle: origin at the content's origin, size `contentSize` (iOS 11).
  public var contentLayoutGuide: UILayoutGuide {
    if let guide = storedContentLayoutGuide { return guide }
    let guide = ScrollContentLayoutGuide()
    guide.identifier = "UIScrollView-contentLayoutGuide"
    storedContentLayoutGuide = guide
    addLayoutGuide(guide)
    return guide
  }

  /// The scroll view's own, unscrolled rectangle (iOS 11).
  public var frameLayoutGuide: UILayoutGuide {
    if let guide = storedFrameLayoutGuide { return guide }
    let guide = SystemLayoutGuide(kind: .scrollFrame, owner: self)
    guide.identifier = "UIScrollView-frameLayoutGuide"
    storedFrameLayoutGuide = guide
    return guide
  }

  var usesContentLayoutGuide: Bool { storedContentLayoutGuide != nil }
  var usesFrameLayoutGuide: Bool { storedFrameLayoutGuide != nil }
  var contentLayoutGuideIfMade: UILayoutGuide? { storedContentLayoutGuide }

  /// Whether constraints from the content to the scroll view's edges describe the content area
  /// (UIKit's rule); false where whoever built the view places its content against its frame
  /// (Interface Builder's canvas lays a table's rows and subviews out so).
  package var relatesContentEdgesToContentArea = true

  // MARK: Init

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    // The adjusted inset needs the safe area, which the layout pass computes.
    constraintsDidChange()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    updateAdjustedContentInset()
  }

  /// Scrolls as little as possible so `rect` (in content coordinates) is visible.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    setContentOffset(ScrollGeometry.offset(showing: rect, in: self), animated: animated)
  }

  /// Flashes the indicators (nothing to show headless).
  open func flashScrollIndicators() {}

  // MARK: Adjusted inset

  /// Whether the scroll view counts as scrolling on an axis for `.scrollableAxes`/`.automatic`.
  func scrollsVertically() -> Bool { alwaysBounceVertical || contentSize.height > bounds.height }
  func scrollsHorizontally() -> Bool { alwaysBounceHorizontal || contentSize.width > bounds.width }

  /// Recomputes `adjustedContentInset`; when the content was at rest at its top-left, it stays
  /// there (UIKit moves a table under a navigation bar to `-adjustedContentInset.top`).
  func updateAdjustedContentInset() {
    let adjusted = ScrollGeometry.adjustedInset(for: self)
    guard adjusted != adjustedContentInset else { return }
    let old = adjustedContentInset
    adjustedContentInset = adjusted
    var offset = contentOffset
    if offset.y == -old.top { offset.y = -adjusted.top }
    if offset.x == -old.left { offset.x = -adjusted.left }
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
    setContentOffset(offset, animated: false)
  }
}
