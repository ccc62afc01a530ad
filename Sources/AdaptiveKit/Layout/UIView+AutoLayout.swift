import Cassowary

extension UIView {
  /// The hierarchy's root: the window, or the top-most superview of a detached hierarchy.
  var hierarchyRoot: UIView {
    var root: UIView = self
    while let parent = root.superview { root = parent }
    return root
  }

  /// The guide inset by the safe area.
  public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
  /// The guide inset by the layout margins.
  public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }
  /// The margins guide narrowed to a readable text width.
  public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

  func systemGuide(_ kind: SystemLayoutGuide.Kind) -> SystemLayoutGuide {
    if let guide = systemGuides.first(where: { $0.kind == kind }) { return guide }
    let guide = SystemLayoutGuide(kind: kind, owner: self)
    systemGuides.append(guide)
    return guide
  }

  /// The margins constraints to margin attributes use: the root view of a view controller gets
  /// the system minimum (16 points at the sides in compact width on narrower phones, 20 otherwise;
  /// none at top and bottom); others their own; both grow by the safe area when asked to, from
  /// iOS 11 (`LayoutMetrics.marginsFollowSafeArea`), and by the superview's margins where
  /// `preservesSuperviewLayoutMargins` asks (`preservingSuperviewMargins(_:)`).
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins: UIEdgeInsets
    if owningViewController != nil && usesSystemRootMargins {
      let side: CGFloat = traitCollection.horizontalSizeClass == .regular || bounds.width > 375 ? 20 : 16
      margins = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    } else {
      margins = storedDirectionalMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection.traitDirection)
    }
    if insetsLayoutMarginsFromSafeArea, LayoutMetrics.marginsFollowSafeArea[traitCollection.uiKitRelease] {
      margins.top += safeAreaInsets.top
      margins.left += safeAreaInsets.left
      margins.bottom += safeAreaInsets.bottom
      margins.right += safeAreaInsets.right
    }
    return preservingSuperviewMargins(margins)
  }

  /// Whether the view's position or size is not fully determined by its constraints.
  public var hasAmbiguousLayout: Bool {
    guard let engine = holdingLayoutEngine, engine.hasVariables(for: self) else { return false }
    return engine.ambiguousItems().contains(ObjectIdentifier(self))
  }

  /// The constraints that affect this view's layout on an axis.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    guard let engine = holdingLayoutEngine else { return [] }
    let me = ObjectIdentifier(self)
    return engine.installedSpecs.filter { $0.items.contains(me) && $0.isHorizontal == (axis == .horizontal) }
      .compactMap(\.layoutConstraint)
  }

  /// Runs `updateConstraints()` on views that asked for it, children first (as UIKit does).
  func updateConstraintsPass() {
    for subview in subviews { subview.updateConstraintsPass() }
    if needsUpdateConstraintsFlag {
      if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
      needsUpdateConstraintsFlag = false
    }
  }

  /// Updates constraints now if needed.
  public func updateConstraintsIfNeeded() { hierarchyRoot.updateConstraintsPass() }

  /// Solves the hierarchy's constraints (when it has any) and applies the frames, repeating while
  /// safe-area insets move with the new frames.
  func solveConstraintsIfNeeded() {
    updateConstraintsPass()
    guard needsConstraintSolve || autoLayoutEngine != nil else { return }
    needsConstraintSolve = false
    let engine = autoLayoutEngine ?? AutoLayoutEngine(root: self)
    autoLayoutEngine = engine
    for _ in 0..<UIView.layoutSolvePasses {
      updateSafeAreaInsets()
      let preservedBefore = preservedSuperviewMargins()
      // A hierarchy root counts every input of its engine; a nested root reads its superview's.
      engine.update(reusingSettledAnswer: superview == nil)
      applyEngineFrames(engine)
      for nested in engine.nestedRoots { nested.solveNestedLayout() }
      // Multi-line text re-wraps at its new width; safe areas and preserved margins move with
      // frames: solve again.
      let safeAreaMoved = updateSafeAreaInsets()
      let marginsMoved = preservedSuperviewMargins() != preservedBefore
      if !safeAreaMoved && !marginsMoved && !engine.intrinsicSizesChanged() { break }
    }
  }

  /// Solves again when constraints changed since the last solve (during a layout pass).
  func solveChangedConstraints() {
    if needsConstraintSolve { solveConstraintsIfNeeded() }
  }

  /// Sets each managed view's frame from the solver, edges rounded to the pixel grid; returns
  /// whether it placed a label for the first time (its lines break at its solved width from then on).
  @discardableResult
  func applyEngineFrames(_ engine: AutoLayoutEngine) -> Bool {
    var placedLabel = false
    let scale = pixelScale
    var rootFrames: [ObjectIdentifier: CGRect] = [ObjectIdentifier(self): CGRect(origin: .zero, size: bounds.size)]
    let managedViews = engine.managedViews
    for view in managedViews where view !== self {
      guard let solved = engine.solvedFrame(of: view), let superview = view.superview,
        let superFrame = rootFrames[ObjectIdentifier(superview)]
      else { continue }
      // The solver places alignment rects; the frame is the view's own answer for it.
      let rounded = UIView.pixelAligned(view.frame(forAlignmentRect: solved), scale: scale)
      rootFrames[ObjectIdentifier(view)] = rounded
      // The engine lays a scroll view's content out unscrolled: content coordinates are frames.
      let shift = superview is UIScrollView ? CGPoint.zero : superview.bounds.origin
      let local = CGRect(
        x: rounded.minX - superFrame.minX + shift.x, y: rounded.minY - superFrame.minY + shift.y,
        width: rounded.width, height: rounded.height)
      if view.layoutFrame != local { view.frame = local }
      if let label = view as? UILabel, !label.isPlacedByLayout {
        label.isPlacedByLayout = true
        placedLabel = true
      }
    }
    for view in managedViews {
      for guide in view.layoutGuides where !(guide is SystemLayoutGuide) {
        guard let solved = engine.solvedFrame(of: guide), let ownerFrame = rootFrames[ObjectIdentifier(view)] else { continue }
        guide.layoutFrame = UIView.pixelAligned(solved, scale: scale).offsetBy(dx: -ownerFrame.minX, dy: -ownerFrame.minY)
      }
      if let scroll = view as? UIScrollView, let guide = scroll.contentLayoutGuideIfMade,
        let solved = engine.solvedFrame(of: guide)
      {
        scroll.isApplyingSolvedContentSize = true
        scroll.contentSize = UIView.pixelAligned(solved, scale: scale).size
        scroll.isApplyingSolvedContentSize = false
      }
    }
    return placedLabel
  }

  /// The display scale frames round to: the traits', else the main screen's.
  package var pixelScale: CGFloat {
    let scale = traitCollection.displayScale
    return scale > 0 ? scale : UIScreen.main.scale
  }

  /// The grid, in pixels, a solved edge is settled to before it rounds (2⁻²⁰ px, exact in binary):
  /// an edge that lies on a half pixel (77.1666… pt at 3x) comes out of the solver a few ulps
  /// either side of it, by the order its rows were pivoted, which can differ between runs of one
  /// document (it did with deterministic hashing too); settled first, the half pixel rounds up on
  /// every run (`rounded()` takes a half away from zero), so the same document draws the same frames.
  static let solvedEdgeSettlingGrid: CGFloat = 1.0 / 1_048_576

  /// Rounds a rectangle's edges (not its size) to the pixel grid, as the layout engine does.
  static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
    func snap(_ value: CGFloat) -> CGFloat {
      guard value.isFinite else { return 0 }
      let pixels = value * scale
      let settled = (pixels / solvedEdgeSettlingGrid).rounded() * solvedEdgeSettlingGrid
      return settled.rounded() / scale
    }
    let minX = snap(rect.minX)
    let minY = snap(rect.minY)
    let maxX = snap(rect.maxX)
    let maxY = snap(rect.maxY)
    return CGRect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
  }

  /// Recomputes safe-area insets top-down from the window's; returns whether any changed.
  ///
  /// A view's insets are where it overlaps what is unsafe for its ancestors: the window's edges
  /// beyond the device's safe area, the bars of the containers its controllers are in, their
  /// additional insets. Lying outside a superview whose edge is safe is not unsafe: a cell
  /// scrolled above its table's visible top keeps zero insets (UIKit's table cells keep their
  /// margins while they scroll), so the region passed down is unbounded on such edges.
  @discardableResult
  func updateSafeAreaInsets() -> Bool {
    var changed = false
    func visit(_ view: UIView, safeInParent: SafeRegion?) {
      var insets: UIEdgeInsets
      let f = view.frame
      if let window = view as? UIWindow {
        insets = window.deviceSafeAreaInsets
      } else if let safe = safeInParent {
        insets = safe.insets(of: f)
      } else {
        insets = .zero
      }
      var added = UIEdgeInsets.zero
      if let bars = view.owningViewController?.containerSafeAreaInsets, bars != .zero {
        // The bars of the container the controller is in (navigation bar, tab bar).
        added = bars
      }
      if let extra = view.owningViewController?.additionalSafeAreaInsets, extra != .zero {
        added = UIEdgeInsets(
          top: added.top + extra.top, left: added.left + extra.left, bottom: added.bottom + extra.bottom,
          right: added.right + extra.right)
      }
      insets = UIEdgeInsets(
        top: insets.top + added.top, left: insets.left + added.left,
        bottom: insets.bottom + added.bottom, right: insets.right + added.right)
      if insets != view.safeAreaInsets {
        view.safeAreaInsets = insets
        view.safeAreaInsetsDidChange()
        changed = true
      }
      guard !view.subviews.isEmpty else { return }
      let bounds = view.bounds
      // The window's edges are the screen's; a root without one has no unsafe edge of its own.
      var own = view is UIWindow
        ? SafeRegion(bounds.inset(by: insets))
        : (safeInParent?.moved(by: CGPoint(x: bounds.minX - f.minX, y: bounds.minY - f.minY)) ?? .unbounded)
      own.narrow(to: bounds, by: insets, on: added)
      if let scrollView = view as? UIScrollView {
        // The adjusted content inset keeps the content clear of the unsafe edges, so a subview
        // scrolled under a bar or past the screen's edge has no safe-area inset there.
        let adjusted = ScrollGeometry.adjustedAxes(of: scrollView)
        if adjusted.vertical {
          own.minY = -.infinity
          own.maxY = .infinity
        }
        if adjusted.horizontal {
          own.minX = -.infinity
          own.maxX = .infinity
        }
      }
      // One protocol cast per view (a conformance lookup), not one per question.
      let scrolling = view as? any ScrollingContentView
      if scrolling?.scrollsContentUnderBars == true {
        // The content scrolls: nothing above or below it is unsafe, whatever its length.
        own.minY = -.infinity
        own.maxY = .infinity
      } else if scrolling?.contentBeyondBoundsIsSafe == true {
        own.endBands(at: bounds)
      }
      for subview in view.subviews { visit(subview, safeInParent: own) }
    }
    visit(self, safeInParent: nil)
    return changed
  }

  /// The size the view's constraints give it, as close to `targetSize` as the priorities allow.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let engine = AutoLayoutEngine(root: self)
    engine.fittingSize = (targetSize, horizontalFittingPriority, verticalFittingPriority)
    updateConstraintsPass()
    engine.update()
    guard let frame = engine.solvedFrame(of: self) else { return bounds.size }
    let scale = pixelScale
    return CGSize(width: (frame.width * scale).rounded(.up) / scale, height: (frame.height * scale).rounded(.up) / scale)
  }

  /// The smallest (or largest) size the constraints allow, at the fitting-size priority.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }
}

extension UIWindow {
  /// The safe-area insets of the window on its device: the device's for a full-screen window,
  /// only the top (status bar) for a narrower multitasking window.
  var deviceSafeAreaInsets: UIEdgeInsets {
    let device = screen.device
    let insets = device.safeAreaInsets(in: screen.interfaceOrientation)
    let screenSize = screen.bounds.size
    if abs(bounds.width - screenSize.width) < 0.5 { return insets }
    return UIEdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
  }
}
