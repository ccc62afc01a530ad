/// Lays out its arranged subviews in a row or a column with constraints it generates itself,
/// as UIKit does: hidden arranged views collapse, spacing and alignment are constraints, and
/// changing the axis (for instance with the size class) replaces them.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How arranged views share the space along the axis.
  public enum Distribution: Int, Sendable, CaseIterable {
    case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How arranged views line up across the axis.
  public enum Alignment: Int, Sendable, CaseIterable {
    case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
    /// The same as `.leading` (for vertical alignment in a horizontal stack).
    public static var top: Alignment { .leading }
    /// The same as `.trailing`.
    public static var bottom: Alignment { .trailing }
  }

  /// Custom spacing meaning "use the stack's `spacing`".
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// Custom spacing meaning "use the system spacing" (8 points).
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude

  private var storedArranged: [UIView] = []
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  private var generated: [NSLayoutConstraint] = []
  private var spacers: [UILayoutGuide] = []
  /// Positions in `arrangedSubviews`, rebuilt with the constraints.
  private var arrangementIndex: [ObjectIdentifier: Int] = [:]
  /// Open while a loader inserts or removes many arranged views at once (`beginArrangementBatch()`).
  private var openArrangementBatches = 0
  /// Whether a change arrived inside an open batch and the constraints still reflect the old one.
  private var rearrangementIsPending = false
  /// The lengths a `.fillProportionally` arrangement shares the stack by, measured in the
  /// update-constraints pass, when the arranged views' own subviews and constraints are in place.
  var proportionalLengths: [ObjectIdentifier: CGFloat] = [:]

  /// The axis views are laid out along (horizontal by default).
  open var axis = NSLayoutConstraint.Axis.horizontal { didSet { if oldValue != axis { rearrange() } } }
  /// How space along the axis is shared (`.fill` by default).
  open var distribution = Distribution.fill { didSet { if oldValue != distribution { rearrange() } } }
  /// How views line up across the axis (`.fill` by default).
  open var alignment = Alignment.fill { didSet { if oldValue != alignment { rearrange() } } }
  /// The space between adjacent views (0 by default).
  open var spacing: CGFloat = 0 { didSet { if oldValue != spacing { rearrange() } } }
  /// Whether vertical spacing is measured between baselines.
  open var isBaselineRelativeArrangement = false { didSet { rearrange() } }
  /// Whether views are laid out inside the layout margins.
  open var isLayoutMarginsRelativeArrangement = false { didSet { rearrange() } }

  /// Creates a stack view of the given views.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The views the stack arranges, in order.
  open var arrangedSubviews: [UIView] { storedArranged }

  /// Adds a view at the end of the arrangement (and as a subview).
  open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: storedArranged.count) }

  /// Inserts a view into the arrangement at an index.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    storedArranged.removeAll { $0 === view }
    storedArranged.insert(view, at: Swift.max(0, Swift.min(stackIndex, storedArranged.count)))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    rearrange()
  }

  /// Removes a view from the arrangement; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    storedArranged.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    rearrange()
  }

  /// Sets the spacing after one arranged view (iOS 11).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    rearrange()
  }

  /// The custom spacing after a view, or `spacingUseDefault`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    // A view removed from the stack's subviews leaves the arrangement too, as in UIKit.
    if storedArranged.contains(where: { $0 === subview }) {
      storedArranged.removeAll { $0 === subview }
      customSpacings[ObjectIdentifier(subview)] = nil
      rearrange()
    }
  }

  /// A transform layer in UIKit: a stack view has no content of its own.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  func arrangedViewVisibilityChanged() { rearrange() }

  /// UIKit measures a proportional arrangement's lengths when it updates constraints (the
  /// arranged views may gain subviews and constraints after they are added), and again whenever
  /// an arranged view's fitting size changes.
  open override func updateConstraints() {
    if distribution == .fillProportionally {
      // Measured without the stack's own constraints: a share of zero holds its view at zero,
      // which would otherwise be measured back.
      NSLayoutConstraint.deactivate(generated)
      let lengths = StackArrangement(stack: self).proportionalLengths()
      if lengths != proportionalLengths { proportionalLengths = lengths }
      regenerate()
    }
    super.updateConstraints()
  }

  /// Replaces the generated constraints (and measures again before the next layout when the
  /// distribution is proportional).
  func rearrange() {
    guard openArrangementBatches == 0 else {
      rearrangementIsPending = true
      return
    }
    rearrangementIsPending = false
    regenerate()
    if distribution == .fillProportionally { setNeedsUpdateConstraints() }
  }

  /// Opens a batch of insertions and removals of arranged views: the stack regenerates its
  /// constraints once, at the matching `endArrangementBatch()`, instead of after each change. A
  /// storyboard's stack of N arranged views otherwise rebuilt its constraints N times while
  /// loading, each time removing every generated constraint: cubic in the rows of a stack of
  /// stacks (`Benchmarks/command-growth.py --kind stack`). Callers close the batch before anything
  /// else can read the stack's constraints.
  func beginArrangementBatch() { openArrangementBatches += 1 }

  /// Closes a batch opened by `beginArrangementBatch()`, regenerating if anything changed in it.
  func endArrangementBatch() {
    openArrangementBatches -= 1
    if openArrangementBatches == 0 && rearrangementIsPending { rearrange() }
  }

  private func regenerate() {
    NSLayoutConstraint.deactivate(generated)
    for spacer in spacers { removeLayoutGuide(spacer) }
    spacers = []
    arrangementIndex = Dictionary(uniqueKeysWithValues: storedArranged.enumerated().map { (ObjectIdentifier($1), $0) })
    generated = StackArrangement(stack: self).constraints(spacers: &spacers)
    for constraint in generated { constraint.isSystemConstraint = true }
    NSLayoutConstraint.activate(generated)
  }

  /// Where `view` stands in a `.fill` arrangement, for breaking ties between equal content
  /// priorities along the axis; nil for other distributions and for views not arranged here.
  ///
  /// UIKit documents only that ties are broken "based on their index in the arrangedSubviews
  /// array". Interface Builder's stored frames show which end: in the shared corpus, 7 of 7
  /// horizontal `.fill` stacks of single-line labels with equal hugging whose slack went to one
  /// label gave it to the last one (openfoodfacts, arcgis-runtime-samples, xamarin samples); the
  /// 4 vertical ones (IBAnimatable's and iNaturalist's two-label stacks) gave it to the first,
  /// though Interface Builder flags three of them ambiguous, so UIKit itself may break no tie
  /// there (+2 in the corpus, none fewer anywhere). We apply the same order to compression (the
  /// view that stretches first also shrinks first); that half is unconfirmed.
  func fillTieBreak(for view: UIView) -> (index: Int, horizontal: Bool)? {
    guard distribution == .fill, let index = arrangementIndex[ObjectIdentifier(view)] else { return nil }
    // Vertically the first view gives way first: the order counts from the bottom.
    return axis == .horizontal ? (index, true) : (arrangementIndex.count - 1 - index, false)
  }

  func spacing(after view: UIView) -> CGFloat {
    guard let custom = customSpacings[ObjectIdentifier(view)], custom != UIStackView.spacingUseDefault else {
      return spacing
    }
    return custom == UIStackView.spacingUseSystem ? standardSiblingSpacing : custom
  }
}
