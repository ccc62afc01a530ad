import Cassowary

/// The Auto Layout engine of one view hierarchy (a window, or a detached root view): one Cassowary
/// solver kept up to date incrementally. Each layout pass compares the wanted constraint set with
/// the installed one and adds or removes only the differences; the root's size is two constraints
/// that are swapped when it changes (a rotation touches only the rows they reach).
@MainActor
final class AutoLayoutEngine {
  unowned let root: UIView
  let solver = Solver()
  private var variables: [ObjectIdentifier: LayoutVariables] = [:]
  private var installed: [ConstraintKey: InstalledConstraint] = [:]
  /// Views whose frames the engine sets, parents before children.
  var managedViews: [UIView] { managesRoot ? [root] + managedDescendants : managedDescendants }
  /// The managed views other than the root. The root owns the engine, so holding it strongly here
  /// made every laid-out hierarchy (window, views, solver) outlive its last user.
  private var managedDescendants: [UIView] = []
  private var managesRoot = false
  /// Cells in the hierarchy that hold their constraints in engines of their own, solved after
  /// this one has placed them.
  private(set) var nestedRoots: [UIView] = []
  /// Constraints broken to recover from conflicts, reported once each.
  private var brokenConstraints = Set<ConstraintKey>()
  /// Optional fitting constraints used by `systemLayoutSizeFitting`.
  var fittingSize: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

  /// How many seed specs the solver holds: while it holds any, every pass makes the seed specs to
  /// compare them; while it holds none, only a solve that leaves something open makes them.
  private var installedSeedCount = 0

  /// How many specs the last layout pass wanted: the next pass's builder reserves room for them.
  private(set) var lastWantedCount = 0

  /// Whether the last update installed every constraint it wanted (the seeds aside when the solve
  /// left nothing open): one that failed to add is tried, and reported, again by the next update.
  private(set) var installedEveryWantedConstraint = true

  /// Intrinsic sizes the last build used, to notice text that re-wraps at its new width.
  var usedIntrinsicSizes: [ObjectIdentifier: CGSize] = [:]

  /// What a nested root's engine last settled on: a pass that changed nothing, taken with these
  /// inputs (`UIView.NestedLayoutInputs`). Nil until then, and after any pass that changed something.
  var settledInputs: UIView.NestedLayoutInputs?

  init(root: UIView) {
    self.root = root
    solver.prefersSlackSubjects = Self.prefersSlackSubjects(for: root)
  }

  /// How an engine rooted at `root` solves: as its window's engines do, and a detached root (a cell
  /// measured before it joins a table) as at run time.
  static func prefersSlackSubjects(for root: UIView) -> Bool {
    let window = sequence(first: root, next: \.superview).lazy.compactMap { $0 as? UIWindow }.first
    return window?.inequalityHeldSizesRestAtZero ?? true
  }

  /// Whether a managed view's intrinsic size differs from the one the solver holds.
  func intrinsicSizesChanged() -> Bool {
    // Asked after every pass of every engine: the root and the others in `managedViews`' order,
    // without making that array.
    func changed(_ view: UIView) -> Bool {
      guard let used = usedIntrinsicSizes[ObjectIdentifier(view)] else { return false }
      return used != view.intrinsicContentSize
    }
    if managesRoot, changed(root) { return true }
    return managedDescendants.contains(where: changed)
  }

  // MARK: Variables

  func variables(for item: AnyObject) -> LayoutVariables {
    let key = ObjectIdentifier(item)
    if let existing = variables[key] { return existing }
    let name = (item as? LayoutItem)?.layoutDebugName ?? "item"
    let made = LayoutVariables(
      left: solver.makeVariable("\(name).left"), top: solver.makeVariable("\(name).top"),
      width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
    variables[key] = made
    return made
  }

  func hasVariables(for item: AnyObject) -> Bool { variables[ObjectIdentifier(item)] != nil }

  /// The solved frame of an item in root coordinates.
  func solvedFrame(of item: AnyObject) -> CGRect? {
    guard let v = variables[ObjectIdentifier(item)] else { return nil }
    return CGRect(
      x: solver.value(of: v.left), y: solver.value(of: v.top), width: solver.value(of: v.width),
      height: solver.value(of: v.height))
  }

  // MARK: The layout pass

  /// Brings the solver up to date with the hierarchy's constraints and solves; returns how many
  /// constraints it removed or added (0: the solver and its values are as they were).
  @discardableResult
  func update() -> Int {
    let ambiguousBefore = ambiguousAfterLastSolve
    let variableCountBefore = variables.count
    ambiguousAfterLastSolve = nil
    var wanted = LayoutSpecBuilder(engine: self).build()
    // Seeds held since an earlier pass are compared like any other spec; otherwise they are made
    // below only if the solve leaves something open.
    if installedSeedCount > 0 { wanted.addSeedSpecs() }
    lastWantedCount = wanted.order.count
    managesRoot = wanted.managedViews.contains { $0 === root }
    managedDescendants = wanted.managedViews.filter { $0 !== root }
    nestedRoots = wanted.nestedRoots
    // Remove what is no longer wanted first, so replacements never conflict with their old selves.
    // The wanted specs kept are marked by position: finding the ones to add then needs no second
    // lookup of every key in `installed`.
    var stale: [ConstraintKey] = []
    // Specs whose constant alone changed (the root's size on a resize or rotation), by position:
    // the solver moves them in place instead of rebuilding its tableau for each.
    var moved: [Int] = []
    var kept = [Bool](repeating: false, count: wanted.order.count)
    for (key, entry) in installed {
      guard let position = wanted.positions[key] else {
        stale.append(key)
        continue
      }
      if wanted.hasSameSolverContent(at: position, as: entry.spec) {
        kept[position] = true
        continue
      }
      let spec = wanted.specs[position]
      // A broken one (held at 999.5, without a marker) is removed and added as before.
      if spec.keepsSolverMarker && entry.solverConstraint.strength.value == spec.strength.value
        && spec.hasSameSolverContent(as: entry.spec, exceptConstant: true)
      {
        moved.append(position)
        kept[position] = true
      } else {
        stale.append(key)
      }
    }
    for key in stale {
      guard let entry = installed.removeValue(forKey: key) else { continue }
      if entry.spec.strength == .seed { installedSeedCount -= 1 }
      try? solver.removeConstraint(entry.solverConstraint)
    }
    // In the wanted order, as removing and adding them would; before the additions, as then.
    moved.sort()
    for position in moved { replace(position, wanted: wanted) }
    var changes = stale.count + moved.count
    // Positions in `wanted`, to add after the ambiguity search.
    var seeds: [Int] = []
    // Grown once to what this pass adds, not doubled step by step from empty on a first pass.
    installed.reserveCapacity(wanted.order.count)
    for position in kept.indices where !kept[position] {
      if wanted.strength(at: position) == .seed {
        seeds.append(position)
      } else {
        add(position, wanted: wanted)
        changes += 1
      }
    }
    // A pass that removed and added nothing, and made no variables (a new one is free until a
    // constraint holds it), leaves the solver as the last one did, and with it the last answer to
    // which items are ambiguous: the search below walks the whole tableau.
    if changes == 0 && variables.count == variableCountBefore { ambiguousAfterLastSolve = ambiguousBefore }
    solver.updateVariables()
    // Seeds only decide what every other constraint leaves open. Where nothing is open the
    // optimum is unique and they cannot move it, but held on every view of a long form they
    // fill the tableau's rows (a 100-view form took 107 s with them, 0.2 s without, same frames).
    let seedsMade = installedSeedCount > 0
    guard !seeds.isEmpty || (!seedsMade && !wanted.seededViews.isEmpty) else {
      installedEveryWantedConstraint = installed.count == wanted.order.count
      return changes
    }
    // The search walks the whole tableau; when it finds nothing free it is also the answer
    // `ambiguousItems()` would search for again (the seeds are not added, the solve is final).
    // Every solver variable is an item's (`variables(for:)`), so no ambiguous item means no
    // free variable.
    let somethingOpen = ambiguousAfterLastSolve.map { !$0.isEmpty } ?? !solver.ambiguousVariables().isEmpty
    guard somethingOpen else {
      ambiguousAfterLastSolve = []
      installedEveryWantedConstraint = installed.count == wanted.order.count - seeds.count
      return changes
    }
    // The seeds change the solver: its ambiguous items are searched for again when asked.
    ambiguousAfterLastSolve = nil
    if !seedsMade {
      let first = wanted.order.count
      wanted.addSeedSpecs()
      seeds = Array(first..<wanted.order.count)
    }
    for position in seeds { add(position, wanted: wanted) }
    solver.updateVariables()
    installedEveryWantedConstraint = installed.count == wanted.order.count
    return changes + seeds.count
  }

  /// Adds the wanted spec at `position`. Taken by position: passing the spec read from `wanted`
  /// beside `wanted` itself copied it once more than the one copy the installed entry keeps.
  private func add(_ position: Int, wanted: LayoutSpecBuilder) {
    let spec = wanted.specs[position]
    let key = wanted.order[position]
    let constraint = Cassowary.Constraint(spec.expression, spec.relation, strength: spec.strength)
    do {
      try solver.addConstraint(constraint, keepsMarker: spec.keepsSolverMarker)
      if spec.strength == .seed { installedSeedCount += 1 }
      installed[key] = InstalledConstraint(solverConstraint: constraint, spec: spec)
    } catch {
      recover(from: error, adding: position, wanted: wanted)
    }
  }

  /// Replaces the installed constraint of the wanted spec at `position`, which differs from it in
  /// its constant alone; a conflict is reported and broken as when adding it.
  private func replace(_ position: Int, wanted: LayoutSpecBuilder) {
    let spec = wanted.specs[position]
    let key = wanted.order[position]
    guard let entry = installed[key] else { return }
    let constraint = Cassowary.Constraint(spec.expression, spec.relation, strength: spec.strength)
    do {
      try solver.replaceConstraint(entry.solverConstraint, with: constraint)
      installed[key] = InstalledConstraint(solverConstraint: constraint, spec: spec)
    } catch {
      // The solver removed the old constraint and did not add the new one.
      installed[key] = nil
      if solver.hasConstraint(entry.solverConstraint) { try? solver.removeConstraint(entry.solverConstraint) }
      recover(from: error, adding: position, wanted: wanted)
    }
  }

  /// What a failed addition of the wanted spec at `position` leaves: a required constraint that
  /// conflicts is reported and broken, as UIKit does; any other failure is logged.
  private func recover(from error: CassowaryError, adding position: Int, wanted: LayoutSpecBuilder) {
    let spec = wanted.specs[position]
    let key = wanted.order[position]
    guard case .unsatisfiableConstraint(_, let conflicts) = error, spec.strength.isRequired
    else {
      AdaptiveKitLog.shared.report(.unsatisfiableConstraints, "Auto Layout could not add \(spec.source): \(error)")
      return
    }
    reportConflict(spec, key: key, conflicts: conflicts, wanted: wanted)
    // UIKit breaks the constraint: it stays active but no longer has to hold.
    let relaxed = Cassowary.Constraint(spec.expression, spec.relation, strength: .priority(999.5))
    if (try? solver.addConstraint(relaxed)) != nil {
      installed[key] = InstalledConstraint(solverConstraint: relaxed, spec: spec)
    }
  }

  private func reportConflict(
    _ spec: ConstraintSpec, key: ConstraintKey, conflicts: [Cassowary.Constraint], wanted: LayoutSpecBuilder
  ) {
    // A user constraint or a content-size one (UIKit's NSContentSizeLayoutConstraint), once each.
    guard brokenConstraints.insert(key).inserted else { return }
    // Described from this pass's specs: every installed key is wanted by now, and a wanted spec's
    // constraint is alive (an installed one's may have been freed and its address reused).
    let others = conflicts.compactMap { conflict in
      installed.first { $0.value.solverConstraint === conflict }.map { Self.member(wanted.positions[$0.key].map { wanted.specs[$0] } ?? $0.value.spec) }
    }
    let broken = Self.member(spec)
    AdaptiveKitLog.shared.report(ConstraintConflict(broken: broken, involved: others + [broken]))
  }

  /// A spec as a conflict member: its layout constraint's identity, when it has one.
  private static func member(_ spec: ConstraintSpec) -> ConstraintConflict.Member {
    ConstraintConflict.Member(constraint: spec.layoutConstraint.map(ObjectIdentifier.init), description: spec.source)
  }

  /// Constraints that were broken to resolve conflicts.
  var brokenLayoutConstraints: Set<ObjectIdentifier> {
    Set(brokenConstraints.compactMap { key in
      if case .user(let constraint) = key { constraint } else { nil }
    })
  }

  /// Installed constraints whose source is a given layout constraint.
  func isInstalled(_ constraint: NSLayoutConstraint) -> Bool {
    installed[.user(ObjectIdentifier(constraint))] != nil
  }

  /// Views with an ambiguous position or size after the last solve.
  func ambiguousItems() -> Set<ObjectIdentifier> {
    if let known = ambiguousAfterLastSolve { return known }
    let found = findAmbiguousItems()
    ambiguousAfterLastSolve = found
    return found
  }

  /// `ambiguousItems()` until the next update: `hasAmbiguousLayout` asks once per view, and each
  /// search walks the whole tableau (`adaptive layout --json` grew with the square of the views).
  private var ambiguousAfterLastSolve: Set<ObjectIdentifier>?

  private func findAmbiguousItems() -> Set<ObjectIdentifier> {
    let ambiguous = Set(solver.ambiguousVariables().map(\.id))
    var result = Set<ObjectIdentifier>()
    for (key, v) in variables
    where [v.left, v.top, v.width, v.height].contains(where: { ambiguous.contains($0.id) }) {
      result.insert(key)
    }
    return result
  }

  /// Every installed spec (for `constraintsAffectingLayout(for:)` and dumps).
  var installedSpecs: [ConstraintSpec] { installed.values.map(\.spec) }
}

/// Identifies a constraint the engine installs: a user constraint, or a system one for a view.
enum ConstraintKey: Hashable {
  case user(ObjectIdentifier)
  case system(ObjectIdentifier, SystemConstraintRule)

  // Every spec is looked up by key on every layout pass. The synthesized hash fed the hasher the
  // case, the identifier and the rule one by one; one word holding all three is enough (object
  // addresses stay far below 2^58, so the shifted address and the tag never overlap).
  func hash(into hasher: inout Hasher) {
    switch self {
    case .user(let item): hasher.combine(UInt(bitPattern: item) &<< 6)
    case .system(let item, let rule): hasher.combine(UInt(bitPattern: item) &<< 6 | UInt(rule.ordinal + 1))
    }
  }
}

/// A constraint as the engine will install it.
struct ConstraintSpec {
  let expression: Cassowary.Expression
  let relation: Cassowary.Relation
  let strength: Strength
  /// The user's constraint, when it is one.
  weak var layoutConstraint: NSLayoutConstraint?
  /// The system rule that made the spec and its view's debug name; nil for a user constraint.
  let systemRule: (rule: SystemConstraintRule, itemName: String)?
  /// Items the constraint affects, with the axis (for `constraintsAffectingLayout(for:)`).
  let firstItem: ObjectIdentifier
  let secondItem: ObjectIdentifier?
  let isHorizontal: Bool

  /// Whether the solver keeps a marker for the constraint (`Solver.addConstraint(_:keepsMarker:)`),
  /// so that a new constant moves it in place: only the root's size, which every resize and
  /// rotation changes. Markers on every required equality would make chains quadratic to build.
  var keepsSolverMarker: Bool { systemRule?.rule.followsRootSize ?? false }

  var items: [ObjectIdentifier] { secondItem.map { [firstItem, $0] } ?? [firstItem] }

  /// Text for logs: the constraint's description, or what system rule made it. Made only when a
  /// log asks, not for every spec of every layout pass.
  var source: String {
    if let systemRule { return "<\(systemRule.rule.rawValue) \(systemRule.itemName)>" }
    return layoutConstraint?.description ?? "<NSLayoutConstraint (released)>"
  }

  /// Whether the solver would see the same constraint (variables, coefficients, constant,
  /// relation, strength); a change means remove and add again. Compared in place: every spec is
  /// compared on every layout pass.
  func hasSameSolverContent(as other: ConstraintSpec, exceptConstant: Bool = false) -> Bool {
    let terms = expression.terms
    let otherTerms = other.expression.terms
    guard terms.count == otherTerms.count, exceptConstant || expression.constant == other.expression.constant,
      relation == other.relation, strength.value == other.strength.value
    else { return false }
    for index in terms.indices {
      guard terms[index].variable.id == otherTerms[index].variable.id,
        terms[index].coefficient == otherTerms[index].coefficient
      else { return false }
    }
    return true
  }
}

/// A class, not a struct: every pass walks every installed constraint, and copying a struct
/// copied its spec (an expression, a name, a weak reference) for each.
final class InstalledConstraint {
  let solverConstraint: Cassowary.Constraint
  let spec: ConstraintSpec

  init(solverConstraint: Cassowary.Constraint, spec: ConstraintSpec) {
    self.solverConstraint = solverConstraint
    self.spec = spec
  }
}
