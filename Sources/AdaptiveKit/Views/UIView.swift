/// A rectangular area of the interface: geometry, a place in the view hierarchy, traits and layout.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment, UITraitChangeObservable {
  // MARK: Storage
  /// The untransformed frame; `frame` reports the transformed bounding box.
  var layoutFrame: CGRect {
    didSet { if layoutFrame != oldValue { layoutGeometryDidChange() } }
  }
  var boundsOrigin = CGPoint.zero {
    didSet { if boundsOrigin != oldValue { layoutGeometryDidChange() } }
  }
  var storedTransform = CGAffineTransform.identity {
    didSet { if storedTransform != oldValue { layoutGeometryDidChange() } }
  }
  weak var storedSuperview: UIView? {
    didSet { layoutInputsDidChange() }
  }
  var storedSubviews: [UIView] = [] {
    didSet { layoutInputsDidChange() }
  }
  /// The gesture recognizers attached to the view, in the order they were added.
  var storedGestureRecognizers: [UIGestureRecognizer] = []
  /// The view controller whose root view this is.
  weak var owningViewController: UIViewController? {
    didSet { layoutInputsDidChange() }
  }
  let traitState = TraitState()
  var needsLayoutFlag = true
  /// Constraints installed on this view.
  var installedConstraints: [NSLayoutConstraint] = [] {
    didSet { layoutInputsDidChange() }
  }
  /// Layout guides owned by this view.
  var ownedLayoutGuides: [UILayoutGuide] = [] {
    didSet { layoutInputsDidChange() }
  }
  /// Counts changes to what the layout engine reads in this view's subtree (see
  /// `layoutInputsDidChange()`): a cell's engine that nothing changed since it settled is not solved again.
  var layoutInputGeneration: UInt = 0
  /// Counts the changes `layoutInputGeneration` counts other than geometry (frames, bounds,
  /// transforms), which a hierarchy's engine checks view by view where it read them
  /// (`LayoutGeometryReads`): the pass that applies solved frames leaves it alone.
  var structuralLayoutInputGeneration: UInt = 0
  /// The generation at which `constraintsStayInside` last found yes.
  var constraintsStayInsideAtGeneration: UInt?
  /// Set on a hierarchy's root when its constraints changed since the last solve.
  var needsConstraintSolve = false
  /// The view's number in `LayoutDebugNames`, kept here once given (a live object's name never
  /// changes): every layout pass names each spec's view, and the table lookup loads a weak reference.
  var cachedLayoutDebugName: String?
  /// The frame, relative to the superview, an ambiguous layout leaves the view at: the engine
  /// holds each position and size the constraints leave open where it was before (UIKit's engine
  /// keeps a variable's last value). A builder that knows the earlier frame sets it; nil leaves
  /// open values at the solver's own choice.
  package var layoutSeedFrame: CGRect? {
    didSet { if oldValue != layoutSeedFrame { constraintsDidChange() } }
  }
  /// The view's layer, an instance of the class's `layerClass` made on first use (drawing
  /// properties only: AdaptiveKit does not composite).
  public private(set) lazy var layer: CALayer = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()

  /// The class of the layer a view of this class makes: `CALayer`; override it to return a
  /// `CALayer` subclass (a class that is not one makes a plain `CALayer`).
  open class var layerClass: AnyClass { CALayer.self }

  /// The layouts of a nib whose top-level view this is (`StoryboardSceneBuilder.makeRootViewOwner()`),
  /// kept by the view itself so that its size-class variations follow trait changes for as
  /// long as it lives, whoever owns the nib (the layouts refer to this view weakly: no cycle).
  var retainedSceneLayouts: [StoryboardSceneBuilder] = []

  // MARK: Accessibility (UIAccessibility)

  /// What was set for accessibility (the getters fall back to the class's defaults).
  var accessibilityValues = AccessibilityValues()

  /// Whether assistive technologies treat the view as one element (true by default for labels
  /// and most controls, false for plain and image views).
  open var isAccessibilityElement: Bool {
    get { accessibilityValues.isElement ?? accessibilityDefaults.isElement }
    set { accessibilityValues.isElement = newValue }
  }

  /// What VoiceOver reads for the element; by default a label's text or a button's title.
  open var accessibilityLabel: String? {
    get { accessibilityValues.label ?? defaultAccessibilityLabel }
    set { accessibilityValues.label = newValue }
  }

  /// What activating the element does, read after its label.
  open var accessibilityHint: String? {
    get { accessibilityValues.hint }
    set { accessibilityValues.hint = newValue }
  }

  /// The element's current value (a slider's position, a field's text).
  open var accessibilityValue: String? {
    get { accessibilityValues.value }
    set { accessibilityValues.value = newValue }
  }

  /// The identifier UI tests find the element by (`UIAccessibilityIdentification`).
  open var accessibilityIdentifier: String? {
    get { accessibilityValues.identifier }
    set { accessibilityValues.identifier = newValue }
  }

  /// What the element is and how it behaves: the class's default (a label's `.staticText`, a
  /// button's `.button`) unless set, with `.notEnabled` while a control or label is disabled.
  open var accessibilityTraits: UIAccessibilityTraits {
    get {
      var traits = accessibilityValues.traits ?? accessibilityDefaults.traits
      if reportsNotEnabled { traits.insert(.notEnabled) }
      return traits
    }
    set { accessibilityValues.traits = newValue }
  }

  /// Whether the autoresizing mask is turned into constraints (true for views made in code).
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { constraintsDidChange() } }
  }

  /// Creates a view with the given frame.
  public init(frame: CGRect) {
    layoutFrame = UIView.sanitized(frame, fallback: .zero, what: "frame")
    super.init()
    layer.owningView = self
  }

  /// Creates a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Archives are not supported on Linux; storyboards and xibs are loaded by `UIStoryboard`/`UINib`.
  public required init?(coder: NSCoder) {
    layoutFrame = .zero
    super.init()
    layer.owningView = self
  }

  // MARK: Geometry

  /// The view's frame in its superview's coordinates.
  open var frame: CGRect {
    get {
      storedTransform.isIdentity
        ? layoutFrame
        : CGRect(origin: .zero, size: layoutFrame.size)
          .offsetBy(dx: -layoutFrame.width / 2, dy: -layoutFrame.height / 2)
          .applying(storedTransform)
          .offsetBy(dx: layoutFrame.midX, dy: layoutFrame.midY)
    }
    set { setLayoutFrame(UIView.sanitized(newValue, fallback: layoutFrame, what: "frame")) }
  }

  /// The view's own coordinate system: its origin and size.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: layoutFrame.size) }
    set {
      let value = UIView.sanitized(newValue, fallback: bounds, what: "bounds")
      boundsOrigin = value.origin
      let center = CGPoint(x: layoutFrame.midX, y: layoutFrame.midY)
      setLayoutFrame(
        CGRect(
          x: center.x - value.width / 2, y: center.y - value.height / 2,
          width: value.width, height: value.height))
    }
  }

  /// The center of the frame, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: layoutFrame.midX, y: layoutFrame.midY) }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else {
        AdaptiveKitLog.shared.report(.invalidGeometry, "Ignoring a center with a non-finite value: \(newValue)")
        return
      }
      setLayoutFrame(
        CGRect(
          x: newValue.x - layoutFrame.width / 2, y: newValue.y - layoutFrame.height / 2,
          width: layoutFrame.width, height: layoutFrame.height))
    }
  }

  /// The transform applied around the center.
  open var transform: CGAffineTransform {
    get { storedTransform }
    set { storedTransform = newValue }
  }

  func setLayoutFrame(_ newFrame: CGRect) {
    let oldSize = layoutFrame.size
    layoutFrame = newFrame
    if oldSize != newFrame.size {
      setNeedsLayout()
      if autoresizesSubviews { resizeSubviews(from: oldSize) }
      superview?.setNeedsLayout()
      // UIKit redraws a `.redraw` view whenever its size changes; other modes stretch the old content.
      if contentMode == .redraw { setNeedsDisplay() }
      sizeDidChange(from: oldSize)
    }
  }

  /// Hook for subclasses in this module that track their own size (windows, scroll views).
  func sizeDidChange(from oldSize: CGSize) {}

  /// Refuses NaN and infinite geometry, as CALayer does, keeping the previous value.
  static func sanitized(_ rect: CGRect, fallback: CGRect, what: String) -> CGRect {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    if values.allSatisfy(\.isFinite) { return rect }
    AdaptiveKitLog.shared.report(.invalidGeometry, "Ignoring a \(what) with a non-finite value: \(rect)")
    return fallback
  }

  // MARK: Appearance properties

  /// Whether the view is hidden; a hidden arranged subview collapses in its stack view.
  open var isHidden = false {
    didSet {
      if oldValue != isHidden, let stack = superview as? UIStackView,
        stack.arrangedSubviews.contains(where: { $0 === self })
      {
        stack.arrangedViewVisibilityChanged()
      }
    }
  }
  /// The view's opacity, 0…1.
  open var alpha: CGFloat = 1
  /// Whether the view's content is opaque.
  open var isOpaque = true
  /// Whether subviews are clipped to the bounds.
  open var clipsToBounds = false
  /// An integer to find the view with `viewWithTag(_:)`.
  open var tag = 0
  /// Whether the view receives touches.
  open var isUserInteractionEnabled = true
  /// Whether the view receives more than one touch at a time.
  open var isMultipleTouchEnabled = false
  /// Whether the view takes its touches alone: while it is touched, no other view in the window
  /// receives touches (kept: the simulator delivers one touch at a time, so the rule never
  /// decides anything here).
  open var isExclusiveTouch = false
  /// Pixels per point of the view's content: its traits' `displayScale` (the screen's scale, 1
  /// before it has one) until set.
  open var contentScaleFactor: CGFloat {
    get { storedContentScaleFactor ?? (traitCollection.displayScale > 0 ? traitCollection.displayScale : 1) }
    set { storedContentScaleFactor = newValue }
  }
  private var storedContentScaleFactor: CGFloat?
  /// How content is laid out in the bounds.
  open var contentMode = ContentMode.scaleToFill
  /// How the view resizes when its superview's bounds change.
  open var autoresizingMask: AutoresizingMask = [] {
    didSet { if autoresizingMask != oldValue { layoutInputsDidChange() } }
  }
  /// Whether subviews are resized by their autoresizing masks.
  open var autoresizesSubviews = true

  // MARK: Appearance (colors, tint, and what appearance proxies set; see Appearance/)

  /// Properties set directly (which proxies never overwrite) and the proxies matched last.
  var appearanceRecord = AppearanceRecord()
  /// True while a proxy's values are being applied, so setters do not count them as set directly.
  var isApplyingAppearance = false
  private var storedTintColor: UIColor?

  /// The background color (nil: transparent).
  open var backgroundColor: UIColor? {
    didSet { appearancePropertyWasSet(.backgroundColor) }
  }

  /// The tint: the view's own, else its superview's, else the system blue; nil restores inheritance.
  open var tintColor: UIColor! {
    get { storedTintColor ?? superview?.tintColor ?? UIColor.systemBlue }
    set {
      storedTintColor = newValue
      appearancePropertyWasSet(.tintColor)
      tintDidChangeInSubtree()
    }
  }

  /// Called when the tint color changed, on the view and the subviews that inherit it.
  open func tintColorDidChange() {}

  /// Whether the tint comes from the superview (no tint of the view's own).
  var inheritsTint: Bool { storedTintColor == nil }
  /// The tint set on this view itself, if any.
  var ownTintColor: UIColor? { storedTintColor }

  /// Records a directly set appearance property; proxies apply with `isApplyingAppearance` set.
  func appearancePropertyWasSet(_ property: AppearanceProperty) {
    if !isApplyingAppearance { appearanceRecord.explicitlySet.insert(property) }
  }

  /// Tells the view and the subviews that inherit its tint that the tint changed.
  func tintDidChangeInSubtree() {
    tintColorDidChange()
    for subview in storedSubviews where subview.storedTintColor == nil { subview.tintDidChangeInSubtree() }
  }

  // MARK: Traits

  /// The view's traits: its superview's (or view controller's) with its own overrides applied.
  public var traitCollection: UITraitCollection { traitState.current }

  /// Called when the trait collection changed; call `super` first.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Trait values this view applies on top of what it inherits (iOS 17).
  public var traitOverrides: UITraitOverrides {
    get { traitState.overrides }
    set { traitState.setOverrides(newValue, of: self) }
  }

  /// Forces this view's traits (and its subtree's) up to date now.
  open func updateTraitsIfNeeded() { TraitEngine.update(self) }

  /// The light/dark style this view forces on itself and its subviews (iOS 13).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { traitState.overrides.contains(UITraitUserInterfaceStyle.self) ? traitState.overrides.userInterfaceStyle : .unspecified }
    set {
      var overrides = traitOverrides
      if newValue == .unspecified { overrides.remove(UITraitUserInterfaceStyle.self) } else { overrides.userInterfaceStyle = newValue }
      traitOverrides = overrides
    }
  }

  /// Runs `handler` when one of `traits` changes; the handler gets the view and the previous traits.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait],
    handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    traitState.register(traits, handler: handler)
  }

  /// Removes a registration made on this view.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitState.unregister(registration)
  }

  /// Adds a view at the front; a view already here moves to the front.
  open func addSubview(_ view: UIView) {
    insert(view, at: storedSubviews.count)
  }

  /// Inserts a view at an index of `subviews` (clamped to the valid range).
  open func insertSubview(_ view: UIView, at index: Int) {
    insert(view, at: index)
  }

  /// Inserts a view just above a sibling (at the front when the sibling is not a subview).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? storedSubviews.count
    insert(view, at: index)
  }

  /// Inserts a view just below a sibling (at the front when the sibling is not a subview).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = storedSubviews.firstIndex { $0 === siblingSubview } ?? storedSubviews.count
    insert(view, at: index)
  }

  /// Swaps two subviews' positions; out-of-range indexes are ignored.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
    storedSubviews.swapAt(index1, index2)
  }

  /// Moves a subview to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
    storedSubviews.append(storedSubviews.remove(at: index))
  }

  /// Moves a subview to the back.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
    storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
  }

  /// Removes the view from its superview (and its window).
  open func removeFromSuperview() {
    guard let parent = storedSuperview else { return }
    let oldWindow = window
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    removeConstraintsCrossingOut(from: parent)
    if oldWindow != nil {
      AppearanceWalker.subtreeWillMove(self, from: oldWindow, to: nil)
      notifyWillMove(toWindow: nil)
    }
    parent.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    parent.setNeedsLayout()
    parent.subviewsDidChange()
    didMoveToSuperview()
    if oldWindow != nil { notifyDidMoveToWindow(from: oldWindow) }
    TraitEngine.update(traitRoot)
    if oldWindow != nil { AppearanceWalker.subtreeDidMove(self) }
  }

  /// Called before the view moves to a new superview (nil when removed).
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a new superview.
  open func didMoveToSuperview() {}

  /// Called before the view moves to a new window (nil when removed).
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view's window changed.
  open func didMoveToWindow() {}

  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Marks the view as needing `layoutSubviews` in the next layout pass.
  open func setNeedsLayout() { needsLayoutFlag = true }

  /// Lays out the view and its subviews now if a layout is pending.
  open func layoutIfNeeded() {
    var root: UIView = self
    // UIKit lays out from the top-most ancestor with pending layout, so geometry settles in order.
    while let parent = root.superview, parent.needsLayoutFlag { root = parent }
    hierarchyRoot.solveConstraintsIfNeeded()
    root.layoutSubtreeIfNeeded()
  }

  /// Positions subviews; the default does nothing beyond Auto Layout, which the engine applies.
  open func layoutSubviews() {}

  /// The size that best fits `size`; by default the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(bounds.size)`.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  // MARK: Drawing (see UIView+Drawing.swift)

  /// Draws the view's content in `rect` (the part that needs drawing, in the view's coordinates);
  /// called in the display pass after `setNeedsDisplay()`. The default draws nothing.
  open func draw(_ rect: CGRect) {}

  /// Marks the whole view as needing to be drawn in the next display pass.
  open func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Marks `rect` (in the view's coordinates) as needing to be drawn in the next display pass.
  open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

  // MARK: Hit testing (see UIView+HitTesting.swift)

  /// Whether `point` (in the view's coordinates) is inside the view: by default, inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  /// The farthest descendant containing `point` (in the view's coordinates) that can receive
  /// touches, else this view, else nil; UIKit's rules are in `defaultHitTest(_:with:)`.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

  // MARK: Intrinsic size, hugging and compression resistance

  /// Whether the view lets `gestureRecognizer` attached to it begin (default `true`); a view
  /// overrides it to keep a recognizer from starting over part of it.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// The natural size of the content; `UIView.noIntrinsicMetric` in a dimension without one.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells the layout engine the intrinsic size changed.
  open func invalidateIntrinsicContentSize() { constraintsDidChange() }

  var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
  var compressionPriorities = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)

  /// How strongly the view resists growing beyond its intrinsic size on an axis (default 250).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets the hugging priority for an axis.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
    constraintsDidChange()
  }

  /// How strongly the view resists shrinking below its intrinsic size on an axis (default 750).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets the compression resistance priority for an axis.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
    constraintsDidChange()
  }

  // MARK: Margins and safe area

  var storedDirectionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
    didSet { if storedDirectionalMargins != oldValue { layoutInputsDidChange() } }
  }
  var usesSystemRootMargins = true {
    didSet { if usesSystemRootMargins != oldValue { layoutInputsDidChange() } }
  }

  /// The insets for content, leading/trailing following the layout direction (default 8 each).
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { storedDirectionalMargins }
    set {
      storedDirectionalMargins = newValue
      usesSystemRootMargins = false
      constraintsDidChange()
      layoutMarginsDidChange()
    }
  }

  /// The insets for content in left/right terms.
  open var layoutMargins: UIEdgeInsets {
    get { storedDirectionalMargins.edgeInsets(for: traitCollection.layoutDirection) }
    set { directionalLayoutMargins = newValue.directional(for: traitCollection.layoutDirection) }
  }

  /// What the view's content means, which decides whether it flips in a right-to-left layout
  /// (`effectiveUserInterfaceLayoutDirection`); default `.unspecified`.
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
    didSet { if semanticContentAttribute != oldValue { constraintsDidChange() } }
  }

  /// Whether the margins grow by the safe-area insets (default true).
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { constraintsDidChange() }
  }

  /// Whether the superview's margins also apply when a subview reaches them (default false).
  open var preservesSuperviewLayoutMargins = false {
    didSet { if preservesSuperviewLayoutMargins != oldValue { layoutInputsDidChange() } }
  }

  /// Called when the layout margins changed.
  open func layoutMarginsDidChange() {}

  /// The parts of the view covered by bars, the status bar or the sensor housing, set by layout.
  public internal(set) var safeAreaInsets = UIEdgeInsets.zero {
    didSet { if safeAreaInsets != oldValue { layoutInputsDidChange() } }
  }

  /// Called when the safe-area insets changed.
  open func safeAreaInsetsDidChange() {}

  // MARK: Auto Layout (class-body members so subclasses can override)

  /// The engine of the hierarchy this view is the root of (created on first layout with constraints).
  var autoLayoutEngine: AutoLayoutEngine?
  /// Every view starts needing a constraint update, so `updateConstraints()` (a controller's
  /// `updateViewConstraints()`) runs before its first layout, as in UIKit.
  var needsUpdateConstraintsFlag = true
  var systemGuides: [SystemLayoutGuide] = []
  /// The keyboard's guide, made on first use of `keyboardLayoutGuide`.
  var storedKeyboardLayoutGuide: UIKeyboardLayoutGuide?

  /// Updates constraints before layout; override to adjust constraints, and call `super` last.
  open func updateConstraints() { needsUpdateConstraintsFlag = false }

  /// Whether the class needs constraint-based layout (default false). AdaptiveKit runs
  /// `updateConstraints()` before every view's first layout whatever the answer, which is what
  /// UIKit guarantees to classes answering true.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Marks the view so `updateConstraints()` runs before the next layout.
  open func setNeedsUpdateConstraints() {
    needsUpdateConstraintsFlag = true
    constraintsDidChange()
  }

  /// The view used for first-baseline constraints (the view itself by default).
  open var forFirstBaselineLayout: UIView { self }
  /// The view used for last-baseline constraints (the view itself by default).
  open var forLastBaselineLayout: UIView { self }

  /// How far the rectangle constraints act on (the alignment rect) lies inside the frame, for
  /// content such as shadows or badges that should not count when aligning (zero by default).
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  /// The alignment rect for a frame: the frame moved in by `alignmentRectInsets`.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

  /// The frame for an alignment rect: the rect moved out by `alignmentRectInsets`. Auto Layout
  /// solves alignment rects and sets frames through this method.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
  }

  /// Distances of the first baseline from the top and the last baseline from the bottom; nil for
  /// views without text (their baselines are their bottom edge). Text views override.
  var baselineOffsets: (first: CGFloat, last: CGFloat)? {
    let first = forFirstBaselineLayout
    let last = forLastBaselineLayout
    guard first !== self || last !== self else { return nil }
    let top = first === self ? 0 : (first.baselineOffsets?.first ?? first.bounds.height) + first.convert(CGPoint.zero, to: self).y
    let bottom = last === self ? 0 : (last.baselineOffsets?.last ?? 0) + bounds.height - last.convert(CGPoint(x: 0, y: last.bounds.height), to: self).y
    return (top, bottom)
  }

  // MARK: Trait node (in the class body so windows can override)

  func inheritedTraitStorage() -> TraitStorage? {
    if let controller = owningViewController { return controller.traitState.effective.storage }
    if let parent = superview { return parent.traitState.effective.storage }
    return nil
  }

  func traitChildren() -> [any TraitNode] {
    var children: [any TraitNode] = []
    children.reserveCapacity(storedSubviews.count)
    for subview in storedSubviews {
      if let controller = subview.owningViewController {
        // A presented controller is reached through its presentation controller instead.
        if controller.isReachedThroughItsView { children.append(controller) }
      } else {
        children.append(subview)
      }
    }
    return children
  }

  var isAttachedToWindow: Bool { window != nil }

  func traitsDidChangeInternally(previous: UITraitCollection) {
    // Intrinsic sizes of controls follow the release (`ControlMetrics`).
    if previous.uiKitRelease != traitCollection.uiKitRelease { invalidateIntrinsicContentSize() }
    setNeedsLayout()
    AppearanceApplier.reapplyAfterTraitChange(self)
  }

  // MARK: Responder

  open override var next: UIResponder? { owningViewController ?? superview }

  override var stateDescription: String {
    var text = "<\(describedClassName): frame = (\(frame.origin.x.cleanString) \(frame.origin.y.cleanString); "
    text += "\(frame.width.cleanString) \(frame.height.cleanString))"
    if tag != 0 { text += "; tag = \(tag)" }
    if isHidden { text += "; hidden = YES" }
    if alpha != 1 { text += "; alpha = \(alpha.cleanString)" }
    return text + ">"
  }
}
