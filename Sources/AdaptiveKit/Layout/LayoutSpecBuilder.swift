import Cassowary

/// Turns a hierarchy's constraints into the set of solver constraints the engine should hold:
/// the root pinned to its size, autoresizing-mask views pinned to their frames, intrinsic sizes
/// as hugging/compression inequalities, and every active user constraint.
@MainActor
struct LayoutSpecBuilder {
  let engine: AutoLayoutEngine
  /// Each wanted spec's place in `specs` and `order`. Specs are kept in an array, not as the
  /// dictionary's values: the engine compares every installed spec with its wanted one on every
  /// pass, and an array element is read in place where a dictionary lookup copies the spec
  /// (its expression, name and weak constraint reference: retains on the side-table slow path).
  private(set) var positions: [ConstraintKey: Int] = [:]
  /// The wanted specs, in the order they were first made.
  private(set) var specs: [ConstraintSpec] = []
  /// The specs' keys, in the same order.
  private(set) var order: [ConstraintKey] = []
  private(set) var managedViews: [UIView] = []
  /// Cells inside the hierarchy whose constraints their own engines hold (solved after this one).
  private(set) var nestedRoots: [UIView] = []
  /// Managed views with a seed frame, parents first. Their seed specs are made by `addSeedSpecs()`
  /// only when the engine needs them (the solve left something open, or it holds seeds already):
  /// four specs per view of a 10,000-view form were 3.3 % of `adaptive layout` and never used.
  private(set) var seededViews: [UIView] = []
  /// The views whose geometry this collection read, with what it read: the engine reuses the
  /// collection's answer while they and the hierarchy's structure stand (`AutoLayoutEngine.update`).
  private(set) var geometryReads = LayoutGeometryReads()

  init(engine: AutoLayoutEngine) {
    self.engine = engine
    // Sized as the last pass's: growing from empty rehashed every key several times per pass.
    positions.reserveCapacity(engine.lastWantedCount)
    specs.reserveCapacity(engine.lastWantedCount)
    order.reserveCapacity(engine.lastWantedCount)
  }

  /// Whether the wanted spec at `position` gives the solver the same constraint as `other`
  /// (``ConstraintSpec/hasSameSolverContent(as:exceptConstant:)``). Its fields are read through
  /// the buffer's pointer: calling the method on the element (`$0[position]`) still copied the
  /// spec, its weak constraint reference through the side table both ways, for every installed
  /// spec on every pass (14 % of a 10,000-view form's resize step; Benchmarks/README.md, session 30).
  func hasSameSolverContent(at position: Int, as other: ConstraintSpec) -> Bool {
    specs.withUnsafeBufferPointer { buffer in
      let wanted = buffer.baseAddress! + position
      let terms = wanted.pointee.expression.terms
      let otherTerms = other.expression.terms
      guard terms.count == otherTerms.count, wanted.pointee.expression.constant == other.expression.constant,
        wanted.pointee.relation == other.relation, wanted.pointee.strength.value == other.strength.value
      else { return false }
      for index in terms.indices {
        guard terms[index].variable.id == otherTerms[index].variable.id,
          terms[index].coefficient == otherTerms[index].coefficient
        else { return false }
      }
      return true
    }
  }

  /// The strength of the wanted spec at `position`, read in place.
  func strength(at position: Int) -> Strength {
    specs.withUnsafeBufferPointer { $0[position].strength }
  }

  func build() -> LayoutSpecBuilder {
    var builder = self
    builder.collect()
    return builder
  }

  private mutating func collect() {
    let root = engine.root
    // 1. Active user constraints of the hierarchy, and the views they involve; cells whose
    // constraints stay inside them are left to their own engines, unless a constraint from
    // outside reaches into one, which opens it to this engine.
    var opened = Set<ObjectIdentifier>()
    var found = LayoutSpecBuilder.userConstraints(in: root, opened: opened)
    while !found.nested.isEmpty {
      let roots = Set(found.nested.map(ObjectIdentifier.init))
      let reached = found.constraints.flatMap { [$0.firstItem, $0.secondItem] }.compactMap { item in
        item.flatMap { UIView.nestedRoot(holding: $0, below: root, among: roots) }
      }
      if reached.isEmpty { break }
      for view in reached { opened.insert(ObjectIdentifier(view)) }
      found = LayoutSpecBuilder.userConstraints(in: root, opened: opened)
    }
    let nestedIDs = Set(found.nested.map(ObjectIdentifier.init))
    for view in found.views
    where view !== root && view.autoLayoutEngine != nil && !nestedIDs.contains(ObjectIdentifier(view)) {
      // An opened cell: its constraints are this engine's now.
      view.autoLayoutEngine = nil
    }
    nestedRoots = found.nested
    let (userConstraints, involved, guides, views) = (found.constraints, found.involved, found.guides, found.views)
    // 2. Managed views: the involved ones and their ancestors, parents first.
    var managed = Set<ObjectIdentifier>([ObjectIdentifier(root)])
    for view in views where involved.contains(ObjectIdentifier(view)) {
      var current: UIView? = view
      while let candidate = current, managed.insert(ObjectIdentifier(candidate)).inserted {
        current = candidate.superview
      }
    }
    managedViews = views.filter { managed.contains(ObjectIdentifier($0)) }

    // 3. System constraints per managed view.
    for guide in guides { _ = engine.variables(for: guide) }
    for view in managedViews { addSystemConstraints(for: view) }

    // 4. User constraints.
    for constraint in userConstraints { addUserConstraint(constraint) }

    // 5. Required content-size constraints, last, as UIKit adds content-size constraints when it
    // updates constraints: when required constraints cannot all hold, the one added last is
    // broken, so a required compression resistance gives way before the constraints a document
    // placed (Esri's colour-picker cells keep their 44 points and squeeze the label that resists
    // at 1000). The others stay with their view's system constraints, so that ties between
    // optional priorities resolve as they always have, whatever constraints change later.
    // Moved out in order (reversed, then taken from the end), not copied out one by one.
    var deferred = deferredRequired
    deferredRequired = []
    deferred.reverse()
    while case let (key, spec)? = deferred.popLast() { insert(key, spec) }
  }

  /// Required intrinsic-size constraints, made with the view's others and added after the user
  /// constraints.
  private var deferredRequired: [(ConstraintKey, ConstraintSpec)] = []

  static func walk(_ view: UIView, _ body: (UIView) -> Void) {
    body(view)
    for subview in view.subviews { walk(subview, body) }
  }

  /// What one walk of a hierarchy finds: its active user constraints, the views and guides they
  /// involve, every view walked, and the cells left to their own engines.
  struct FoundConstraints {
    var constraints: [NSLayoutConstraint] = []
    var involved = Set<ObjectIdentifier>()
    var guides: [UILayoutGuide] = []
    var views: [UIView] = []
    var nested: [UIView] = []
  }

  /// Walks `root`'s hierarchy, stopping at cells whose constraints stay inside them (unless
  /// `opened`).
  static func userConstraints(in root: UIView, opened: Set<ObjectIdentifier>) -> FoundConstraints {
    var found = FoundConstraints()
    visit(root) { view in
      found.views.append(view)
      if view !== root, view.isNestedLayoutRootCandidate, !opened.contains(ObjectIdentifier(view)),
        view.constraintsStayInside
      {
        found.nested.append(view)
        return false
      }
      for constraint in view.installedConstraints {
        guard let first = constraint.firstLayoutItem, first.layoutHierarchyView?.isDescendant(of: root) == true
        else { continue }
        if let second = constraint.secondLayoutItem, second.layoutHierarchyView?.isDescendant(of: root) != true {
          continue
        }
        found.constraints.append(constraint)
        // Edges of a scroll view seen from inside it are its content's edges.
        for scroll in LayoutSpecBuilder.scrollViewsSeenFromContent(constraint) {
          let guide = scroll.contentLayoutGuide
          if !found.guides.contains(where: { $0 === guide }) { found.guides.append(guide) }
        }
        @MainActor func involve(_ item: AnyObject?) {
          guard let item else { return }
          if let guide = item as? UILayoutGuide {
            if let owner = guide.owningView { found.involved.insert(ObjectIdentifier(owner)) }
            if !guide.derivesFromOwner, !found.guides.contains(where: { $0 === guide }) { found.guides.append(guide) }
          } else {
            found.involved.insert(ObjectIdentifier(item))
          }
        }
        involve(constraint.firstItem)
        involve(constraint.secondItem)
      }
      return true
    }
    return found
  }

  /// Visits `view` and its subviews, parents first, skipping the subviews of views for which
  /// `body` returns false.
  static func visit(_ view: UIView, _ body: (UIView) -> Bool) {
    guard body(view) else { return }
    for subview in view.subviews { visit(subview, body) }
  }

  /// Takes the spec over: every spec of every pass passes through here, and a borrowed one was
  /// copied into `specs` (its expression, name and weak constraint reference: 1.9 % of
  /// `adaptive layout` on a 10,000-view form). The key is looked up once: the default
  /// subscript's accessor finds its slot or makes one holding the next position, so a new key is
  /// not hashed a second time to be inserted.
  private mutating func insert(_ key: ConstraintKey, _ spec: consuming ConstraintSpec) {
    let next = specs.count
    let position = Self.value(&positions[key, default: next])
    if position == next {
      specs.append(consume spec)
      order.append(key)
    } else {
      specs[position] = consume spec
    }
  }

  /// Reads a value through an `inout` access (the dictionary's single-lookup accessor).
  private static func value(_ value: inout Int) -> Int { value }

  private mutating func system(
    _ view: UIView, _ rule: SystemConstraintRule, _ expression: Cassowary.Expression, _ relation: Cassowary.Relation,
    _ strength: Strength, horizontal: Bool, deferred: Bool = false
  ) {
    let key = ConstraintKey.system(ObjectIdentifier(view), rule)
    let spec = ConstraintSpec(
      expression: expression, relation: relation, strength: strength, layoutConstraint: nil,
      systemRule: (rule, view.layoutDebugName), firstItem: ObjectIdentifier(view), secondItem: nil,
      isHorizontal: horizontal)
    if deferred { deferredRequired.append((key, consume spec)) } else { insert(key, consume spec) }
  }

  private mutating func addSystemConstraints(for view: UIView) {
    let v = engine.variables(for: view)
    if let scroll = view as? UIScrollView, let guide = scroll.contentLayoutGuideIfMade, engine.hasVariables(for: guide) {
      addContentGuideConstraints(for: scroll, guide: guide, v)
    }
    if view === engine.root {
      geometryReads.record(view)
      let size = view.bounds.size
      system(view, .rootLeft, Cassowary.Expression(v.left), .equal, .required, horizontal: true)
      system(view, .rootTop, Cassowary.Expression(v.top), .equal, .required, horizontal: false)
      if let fitting = engine.fittingSize {
        system(view, .fittingWidth, Cassowary.Expression(v.width) - Double(fitting.size.width), .equal,
          .priority(Double(fitting.horizontal.rawValue)), horizontal: true)
        system(view, .fittingHeight, Cassowary.Expression(v.height) - Double(fitting.size.height), .equal,
          .priority(Double(fitting.vertical.rawValue)), horizontal: false)
        addIntrinsicConstraints(for: view, v)
      } else {
        system(view, .rootWidth, Cassowary.Expression(v.width) - Double(size.width), .equal, .required, horizontal: true)
        system(view, .rootHeight, Cassowary.Expression(v.height) - Double(size.height), .equal, .required, horizontal: false)
      }
      return
    }
    guard let superview = view.superview else { return }
    if view.translatesAutoresizingMaskIntoConstraints {
      // UIKit's autoresizing-mask constraints: the frame as it stands, relative to the superview,
      // with the mask's flexible parts following the superview's size.
      let s = engine.variables(for: superview)
      geometryReads.record(view)
      geometryReads.record(superview)
      // Both sides in alignment rects: the view's own, measured from its superview's frame.
      let frame = view.alignmentRect(forFrame: view.frame)
      let outer = superview === engine.root ? .zero : superview.alignmentRectInsets
      let superSize = CGSize(
        width: superview.bounds.width - outer.left - outer.right, height: superview.bounds.height - outer.top - outer.bottom)
      let mask = view.autoresizingMask
      let h = AutoresizingAxis(
        offset: frame.minX - outer.left, length: frame.width, superLength: superSize.width,
        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
      let vertical = AutoresizingAxis(
        offset: frame.minY - outer.top, length: frame.height, superLength: superSize.height,
        flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
      system(view, .autoresizingX, Cassowary.Expression(v.left) - Cassowary.Expression(s.left) - h.offsetShare * s.width - h.offsetConstant, .equal, .required, horizontal: true)
      system(view, .autoresizingY, Cassowary.Expression(v.top) - Cassowary.Expression(s.top) - vertical.offsetShare * s.height - vertical.offsetConstant, .equal, .required, horizontal: false)
      system(view, .autoresizingWidth, Cassowary.Expression(v.width) - h.lengthShare * s.width - h.lengthConstant, .equal, .required, horizontal: true)
      system(view, .autoresizingHeight, Cassowary.Expression(v.height) - vertical.lengthShare * s.height - vertical.lengthConstant, .equal, .required, horizontal: false)
    } else {
      addIntrinsicConstraints(for: view, v)
      if view.layoutSeedFrame != nil { seededViews.append(view) }
    }
  }

  /// The seed specs of every view in `seededViews`, after the others, in the views' order.
  mutating func addSeedSpecs() {
    for view in seededViews {
      guard let seed = view.layoutSeedFrame, let superview = view.superview else { continue }
      addSeedConstraints(for: view, frame: seed, in: superview, engine.variables(for: view))
    }
  }

  /// The seed frame as four constraints at the ``Strength/seed`` level, relative to the
  /// superview as the autoresizing ones are: they decide only what every other constraint leaves
  /// open, so an ambiguous view stays where it was instead of where the simplex happens to stop.
  private mutating func addSeedConstraints(for view: UIView, frame seed: CGRect, in superview: UIView, _ v: LayoutVariables) {
    let s = engine.variables(for: superview)
    let frame = view.alignmentRect(forFrame: seed)
    let outer = superview === engine.root ? .zero : superview.alignmentRectInsets
    system(view, .seedX, Cassowary.Expression(v.left) - Cassowary.Expression(s.left) - Double(frame.minX - outer.left), .equal, .seed, horizontal: true)
    system(view, .seedY, Cassowary.Expression(v.top) - Cassowary.Expression(s.top) - Double(frame.minY - outer.top), .equal, .seed, horizontal: false)
    system(view, .seedWidth, Cassowary.Expression(v.width) - Double(frame.width), .equal, .seed, horizontal: true)
    system(view, .seedHeight, Cassowary.Expression(v.height) - Double(frame.height), .equal, .seed, horizontal: false)
  }

  /// The content guide starts at the scroll view's unscrolled origin; its size is what the
  /// content's constraints make it, else (weakly) `contentSize`.
  private mutating func addContentGuideConstraints(for scroll: UIScrollView, guide: UILayoutGuide, _ v: LayoutVariables) {
    let g = engine.variables(for: guide)
    let size = scroll.contentSize
    system(scroll, .contentLeft, Cassowary.Expression(g.left) - Cassowary.Expression(v.left), .equal, .required, horizontal: true)
    system(scroll, .contentTop, Cassowary.Expression(g.top) - Cassowary.Expression(v.top), .equal, .required, horizontal: false)
    system(scroll, .contentWidth, Cassowary.Expression(g.width) - Double(size.width), .equal, .priority(1), horizontal: true)
    system(scroll, .contentHeight, Cassowary.Expression(g.height) - Double(size.height), .equal, .priority(1), horizontal: false)
  }

  /// Scroll views a constraint reaches from inside: UIKit ties the edges (not the size or center)
  /// of a scroll view to its content area when the other item is inside it.
  static func scrollViewsSeenFromContent(_ constraint: NSLayoutConstraint) -> [UIScrollView] {
    var result: [UIScrollView] = []
    if let scroll = constraint.firstItem as? UIScrollView, scroll.relatesContentEdgesToContentArea,
      isContent(constraint.secondItem, of: scroll), constraint.firstAttribute.isEdge
    {
      result.append(scroll)
    }
    if let scroll = constraint.secondItem as? UIScrollView, scroll.relatesContentEdgesToContentArea,
      isContent(constraint.firstItem, of: scroll), constraint.secondAttribute.isEdge
    {
      result.append(scroll)
    }
    return result
  }

  private static func isContent(_ item: AnyObject?, of scroll: UIScrollView) -> Bool {
    guard let view = (item as? LayoutItem)?.layoutHierarchyView, view !== scroll else { return false }
    return view.isDescendant(of: scroll)
  }

  /// Intrinsic size as two inequalities per axis: `size >= intrinsic` at the compression
  /// resistance priority and `size <= intrinsic` at the hugging priority; the required ones
  /// (priority 1000) wait for step 5.
  private mutating func addIntrinsicConstraints(for view: UIView, _ v: LayoutVariables) {
    let intrinsic = view.intrinsicContentSize
    engine.usedIntrinsicSizes[ObjectIdentifier(view)] = intrinsic
    let order = (view.superview as? UIStackView)?.fillTieBreak(for: view)
    func level(_ priority: UILayoutPriority, horizontal: Bool) -> Strength {
      let value = Double(priority.rawValue)
      guard value < 1000, let order, order.horizontal == horizontal else { return .priority(value) }
      // Later arranged views of a `.fill` stack give way first among equal priorities; the
      // offset stays far below the 0.001 steps anyone writes priorities in.
      return .priority(Swift.max(value - Double(order.index) * 1e-7, value / 2))
    }
    func add(_ rule: SystemConstraintRule, _ expression: Cassowary.Expression, _ relation: Cassowary.Relation, _ strength: Strength, horizontal: Bool) {
      system(view, rule, expression, relation, strength, horizontal: horizontal, deferred: strength.isRequired)
    }
    // A squeezed view's size stops at zero, whatever gives way first: Interface Builder's stored
    // frames show content squeezed out of a row that is too short stopping at zero while a view
    // with a higher compression resistance takes the rest (Esri's 44-point static cells: a
    // 750-resistant field at 0 points, the 751-resistant label above it 2 points short). Only
    // views with content have the floor: compression is what squeezes, and a floor on every view
    // would double the solver's rows (a 10,000-view layout took 2.5 times as long).
    func floor(_ rule: SystemConstraintRule, _ variable: Cassowary.Variable, horizontal: Bool) {
      system(view, rule, Cassowary.Expression(variable), .greaterThanOrEqual, .required, horizontal: horizontal)
    }
    if intrinsic.width != UIView.noIntrinsicMetric, intrinsic.width.isFinite {
      let w = Double(intrinsic.width)
      floor(.nonnegativeWidth, v.width, horizontal: true)
      add(.intrinsicCompressionH, Cassowary.Expression(v.width) - w, .greaterThanOrEqual,
        level(view.contentCompressionResistancePriority(for: .horizontal), horizontal: true), horizontal: true)
      add(.intrinsicHuggingH, Cassowary.Expression(v.width) - w, .lessThanOrEqual,
        level(view.contentHuggingPriority(for: .horizontal), horizontal: true), horizontal: true)
    }
    if intrinsic.height != UIView.noIntrinsicMetric, intrinsic.height.isFinite {
      let h = Double(intrinsic.height)
      floor(.nonnegativeHeight, v.height, horizontal: false)
      add(.intrinsicCompressionV, Cassowary.Expression(v.height) - h, .greaterThanOrEqual,
        level(view.contentCompressionResistancePriority(for: .vertical), horizontal: false), horizontal: false)
      add(.intrinsicHuggingV, Cassowary.Expression(v.height) - h, .lessThanOrEqual,
        level(view.contentHuggingPriority(for: .vertical), horizontal: false), horizontal: false)
    }
  }

  private mutating func addUserConstraint(_ constraint: NSLayoutConstraint) {
    guard var first = constraint.firstItem else { return }
    let firstAsWritten = first
    if let error = constraint.incompatibleAnchorsError {
      // UIKit raises here; the message is logged once per constraint, not at every layout pass.
      if !constraint.hasReportedIncompatibleAnchors {
        constraint.hasReportedIncompatibleAnchors = true
        AdaptiveKitLog.shared.report(.constraint, error.description)
      }
      return
    }
    var secondItem = constraint.secondItem
    for scroll in LayoutSpecBuilder.scrollViewsSeenFromContent(constraint) {
      if first === scroll { first = scroll.contentLayoutGuide } else { secondItem = scroll.contentLayoutGuide }
    }
    // Leading and trailing follow the direction of the view holding the constraint; in right to
    // left the constraint is mirrored, as UIKit's is: leading is the right edge, the constant
    // counts leftwards and the inequality turns round (`a.leading >= b.leading + 8` keeps a's
    // right edge 8 points inside b's).
    let direction = LayoutSpecBuilder.direction(of: constraint)
    let mirrored = direction == .rightToLeft
      && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
    let constant = Double(mirrored ? -constraint.constant : constraint.constant)
    guard let lhs = expression(for: first, constraint.firstAttribute, direction: direction) else { return }
    recordGeometry(readFor: first, constraint.firstAttribute)
    var rhs = AttributeExpression([], constant)
    if let second = secondItem {
      recordGeometry(readFor: second, constraint.secondAttribute)
      guard let secondExpression = expression(for: second, constraint.secondAttribute, direction: direction) else { return }
      let scaled = secondExpression.scaled(by: Double(constraint.multiplier))
      rhs = AttributeExpression(scaled.terms, scaled.constant + constant)
      // A multiplied position is measured from the origin of the closest view holding both
      // items, as UIKit measures it (`bottom == 2 × image.bottom` puts a 65-point image's
      // superview bottom at 130 wherever that superview sits), not from the root's:
      // first = m × (second − origin) + origin + c.
      if constraint.multiplier != 1, !constraint.firstAttribute.isSize, constraint.firstAttribute != .notAnAttribute,
        let origin = origin(ofCoordinateSpaceOf: constraint, horizontal: constraint.firstAttribute.isHorizontal)
      {
        let shift = origin.scaled(by: 1 - Double(constraint.multiplier))
        rhs = AttributeExpression(rhs.terms + shift.terms, rhs.constant + shift.constant)
      }
    }
    let difference = Cassowary.Expression(lhs.terms + rhs.terms.map { Term($0.variable, -$0.coefficient) },
      constant: lhs.constant - rhs.constant)
    let relation: Cassowary.Relation
    switch constraint.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = mirrored ? .greaterThanOrEqual : .lessThanOrEqual
    case .greaterThanOrEqual: relation = mirrored ? .lessThanOrEqual : .greaterThanOrEqual
    }
    let priority = Double(Swift.max(1, constraint.priority.rawValue))
    func affected(_ item: AnyObject) -> ObjectIdentifier {
      if let guide = item as? UILayoutGuide, let owner = guide.owningView, guide.derivesFromOwner {
        return ObjectIdentifier(owner)
      }
      return ObjectIdentifier(item)
    }
    // The description is made only when a log needs it; naming the items now keeps the numbers
    // in later logs what they were when it was made here.
    _ = constraint.firstLayoutItem?.layoutDebugName
    _ = constraint.secondLayoutItem?.layoutDebugName
    insert(
      .user(ObjectIdentifier(constraint)),
      ConstraintSpec(
        expression: difference, relation: relation, strength: .priority(priority), layoutConstraint: constraint,
        systemRule: nil, firstItem: affected(firstAsWritten),
        secondItem: constraint.secondItem.map(affected), isHorizontal: constraint.firstAttribute.isHorizontal))
  }

  /// Records the geometry `expression(for:_:direction:)` reads for an item's attribute: a system
  /// guide's insets and margins are measured in their owner's bounds and its superviews', a
  /// baseline in the view's frame (or, delegated, in another view's: not listed).
  private mutating func recordGeometry(readFor item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    if let guide = item as? UILayoutGuide {
      if guide.derivesFromOwner || (attribute.isMargin && guide is ScrollContentLayoutGuide), let owner = guide.owningView {
        geometryReads.recordWithAncestors(owner)
      }
      return
    }
    guard let view = item as? UIView else { return }
    if attribute.isMargin { geometryReads.recordWithAncestors(view) }
    if attribute == .firstBaseline || attribute == .lastBaseline {
      geometryReads.record(view)
      if view.forFirstBaselineLayout !== view || view.forLastBaselineLayout !== view { geometryReads.markUnbounded() }
    }
  }

  /// The root-coordinate expression of the frame origin (x when `horizontal`, else y) of the
  /// closest view containing a constraint's items, whose bounds its positions are measured in.
  private func origin(ofCoordinateSpaceOf constraint: NSLayoutConstraint, horizontal: Bool) -> AttributeExpression? {
    guard let ancestor = constraint.commonAncestor(), engine.hasVariables(for: ancestor) else { return nil }
    let v = engine.variables(for: ancestor)
    // The variables hold the alignment rect; the root's is its frame.
    let insets = ancestor === engine.root ? .zero : ancestor.alignmentRectInsets
    return horizontal ? AttributeExpression([Term(v.left)], -Double(insets.left)) : AttributeExpression([Term(v.top)], -Double(insets.top))
  }

  /// The direction a constraint's leading and trailing resolve in: that of the view it is
  /// installed on (the closest common ancestor of its items when activated), which arranges
  /// its content by its `effectiveUserInterfaceLayoutDirection`.
  static func direction(of constraint: NSLayoutConstraint) -> UIUserInterfaceLayoutDirection {
    (constraint.installedOn ?? constraint.commonAncestor())?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
  }

  /// The expression an item's attribute stands for, in root coordinates, leading and trailing
  /// resolved in `direction`.
  func expression(
    for item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, direction: UIUserInterfaceLayoutDirection
  ) -> AttributeExpression? {
    if let guide = item as? UILayoutGuide, guide.derivesFromOwner, let owner = guide.owningView {
      return LayoutAttributes.expression(
        engine.variables(for: owner), attribute, insets: guide.derivedInsets(in: owner),
        margins: .zero, direction: direction, baselines: nil)
    }
    if let view = item as? UIView {
      // Baselines are measured in the frame; the variables hold the alignment rect. Measuring
      // them lays text out, so only baseline attributes ask.
      var baselines: (first: CGFloat, last: CGFloat)?
      if attribute == .firstBaseline || attribute == .lastBaseline, let offsets = view.baselineOffsets {
        let alignment = view.alignmentRectInsets
        baselines = (offsets.first - alignment.top, offsets.last - alignment.bottom)
      }
      // Margins walk up the superviews that preserve theirs: only margin attributes use them.
      let margins = attribute.isMargin ? view.effectiveLayoutMargins : .zero
      return LayoutAttributes.expression(
        engine.variables(for: view), attribute, insets: .zero, margins: margins,
        direction: direction, baselines: baselines)
    }
    if let guide = item as? UILayoutGuide {
      // A scroll view's margins seen from its content lie inside the content area.
      let margins = attribute.isMargin && guide is ScrollContentLayoutGuide ? guide.owningView?.effectiveLayoutMargins ?? .zero : .zero
      return LayoutAttributes.expression(
        engine.variables(for: guide), attribute, insets: .zero, margins: margins,
        direction: direction, baselines: nil)
    }
    return nil
  }
}

/// Attribute → expression over an item's variables (left, top, width, height in root coordinates).
enum LayoutAttributes {
  static func expression(
    _ v: LayoutVariables, _ attribute: NSLayoutConstraint.Attribute, insets: UIEdgeInsets,
    margins: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection, baselines: (first: CGFloat, last: CGFloat)?
  ) -> AttributeExpression {
    let rtl = direction == .rightToLeft
    // The item's own rectangle moved in by `insets` (guides), and its margin rectangle.
    func left(_ extra: CGFloat) -> AttributeExpression { AttributeExpression([Term(v.left)], Double(insets.left + extra)) }
    func right(_ extra: CGFloat) -> AttributeExpression {
      AttributeExpression([Term(v.left), Term(v.width)], Double(-insets.right - extra))
    }
    func top(_ extra: CGFloat) -> AttributeExpression { AttributeExpression([Term(v.top)], Double(insets.top + extra)) }
    func bottom(_ extra: CGFloat) -> AttributeExpression {
      AttributeExpression([Term(v.top), Term(v.height)], Double(-insets.bottom - extra))
    }
    func centerX(_ l: CGFloat, _ r: CGFloat) -> AttributeExpression {
      AttributeExpression([Term(v.left), Term(v.width, 0.5)], Double((insets.left + l - insets.right - r) / 2))
    }
    func centerY(_ t: CGFloat, _ b: CGFloat) -> AttributeExpression {
      AttributeExpression([Term(v.top), Term(v.height, 0.5)], Double((insets.top + t - insets.bottom - b) / 2))
    }
    switch attribute {
    case .left: return left(0)
    case .right: return right(0)
    case .top: return top(0)
    case .bottom: return bottom(0)
    case .leading: return rtl ? right(0) : left(0)
    case .trailing: return rtl ? left(0) : right(0)
    case .width: return AttributeExpression([Term(v.width)], Double(-insets.left - insets.right))
    case .height: return AttributeExpression([Term(v.height)], Double(-insets.top - insets.bottom))
    case .centerX: return centerX(0, 0)
    case .centerY: return centerY(0, 0)
    case .leftMargin: return left(margins.left)
    case .rightMargin: return right(margins.right)
    case .topMargin: return top(margins.top)
    case .bottomMargin: return bottom(margins.bottom)
    case .leadingMargin: return rtl ? right(margins.right) : left(margins.left)
    case .trailingMargin: return rtl ? left(margins.left) : right(margins.right)
    case .centerXWithinMargins: return centerX(margins.left, margins.right)
    case .centerYWithinMargins: return centerY(margins.top, margins.bottom)
    case .firstBaseline:
      guard let baselines else { return top(0) }
      return AttributeExpression([Term(v.top)], Double(baselines.first))
    case .lastBaseline:
      guard let baselines else { return bottom(0) }
      return AttributeExpression([Term(v.top), Term(v.height)], Double(-baselines.last))
    case .notAnAttribute: return AttributeExpression([], 0)
    }
  }
}
