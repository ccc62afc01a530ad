/// A linear relation between two layout attributes: `first.attr1 = multiplier × second.attr2 + constant`
/// (or `≤`, `≥`), optional below priority 1000.
///
/// As in UIKit, `init()` is the one designated initializer and `init(item:attribute:…)` a
/// convenience one, so a subclass that declares no initializer inherits both.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  private weak var storedFirstItem: AnyObject?
  private weak var storedSecondItem: AnyObject?
  /// The items as layout items (nil when an item is neither a view nor a guide), cast once when
  /// set: the engine asks for them on every pass, and each cast looked up the conformance.
  private weak var storedFirstLayoutItem: (any LayoutItem)?
  private weak var storedSecondLayoutItem: (any LayoutItem)?
  /// The first item (a view or layout guide).
  public var firstItem: AnyObject? { storedFirstItem }
  /// The second item, or nil for a constant size.
  public var secondItem: AnyObject? { storedSecondItem }
  /// The first item's attribute.
  public private(set) var firstAttribute = Attribute.notAnAttribute
  /// The second item's attribute (`.notAnAttribute` when there is no second item).
  public private(set) var secondAttribute = Attribute.notAnAttribute
  /// The relation between the two sides.
  public private(set) var relation = Relation.equal
  /// The multiplier applied to the second attribute.
  public private(set) var multiplier: CGFloat = 1
  /// Why the constraint is invalid, when it is; an invalid constraint never activates.
  private(set) var validationError: NSLayoutConstraintError? = NSLayoutConstraint.missingItemsError
  /// Whether the layout engine has logged this constraint's incompatible anchors already.
  var hasReportedIncompatibleAnchors = false
  /// Set for constraints the system creates (autoresizing masks, intrinsic size, stack views).
  var isSystemConstraint = false
  /// The view the constraint is installed on while active.
  weak var installedOn: UIView?

  /// A constraint made with `init()` relates nothing until an initializer sets its items.
  private static let missingItemsError = NSLayoutConstraintError.invalidItem(
    "NSLayoutConstraint made with init() has no first item, so it cannot be activated.")

  /// The constant added to the right-hand side.
  open var constant: CGFloat = 0 {
    didSet {
      guard constant != oldValue else { return }
      if !constant.isFinite {
        AdaptiveKitLog.shared.report(.constraint, "Ignoring a non-finite constant for \(self)")
        constant = oldValue
        return
      }
      installedOn?.constraintsDidChange()
    }
  }

  /// The priority; changing between required and optional while installed is a programmer error
  /// (UIKit raises), reported and ignored.
  open var priority = UILayoutPriority.required {
    didSet {
      guard priority != oldValue else { return }
      let clamped = UILayoutPriority(Swift.min(1000, Swift.max(1, priority.rawValue)))
      if clamped != priority { priority = clamped }
      if installedOn != nil, (oldValue == .required) != (priority == .required) {
        AdaptiveKitLog.shared.report(
          .constraint,
          NSLayoutConstraintError.mutatingRequiredPriority(
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority) and the existing priority was \(oldValue). \(self)"
          ).description)
        priority = oldValue
        return
      }
      installedOn?.constraintsDidChange()
    }
  }

  /// A name shown in logs.
  open var identifier: String?
  /// Whether the constraint should be archived with its view.
  open var shouldBeArchived = false

  /// Creates a constraint with UIKit's signature. Invalid combinations (a size with a position, a
  /// location equal to a constant, non-finite numbers, items that are not views or guides) are
  /// reported with UIKit's message and give a constraint that never activates; positions on
  /// different axes are reported when activated, as UIKit raises then; `validated(item:…)` throws instead.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let error = NSLayoutConstraint.validate(view1, attr1, relation, view2, attr2, multiplier, c)
    self.init(
      first: view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier, c, error: error)
    if let error { AdaptiveKitLog.shared.report(.constraint, error.description) }
  }

  /// A constraint without items, as UIKit's `init()` makes; it cannot be activated.
  public override init() { super.init() }

  // Values attached with objc_setAssociatedObject go with the object, as in the runtime.
  deinit { AssociatedObjects.release(ObjectIdentifier(self)) }

  convenience init(
    first: AnyObject?, _ attr1: Attribute, _ relation: Relation, _ second: AnyObject?, _ attr2: Attribute,
    _ multiplier: CGFloat, _ constant: CGFloat, error: NSLayoutConstraintError? = nil
  ) {
    self.init()
    storedFirstItem = first
    storedSecondItem = second
    storedFirstLayoutItem = first as? LayoutItem
    storedSecondLayoutItem = second as? LayoutItem
    firstAttribute = attr1
    secondAttribute = second == nil ? .notAnAttribute : attr2
    self.relation = relation
    self.multiplier = multiplier.isFinite ? multiplier : 1
    self.constant = constant.isFinite ? constant : 0
    validationError = error
  }

  /// The throwing form of UIKit's initializer: the error names the problem and the constraint,
  /// including positions on different axes, which UIKit only refuses once the layout engine meets them.
  public static func validated(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) throws(NSLayoutConstraintError) -> NSLayoutConstraint {
    if let error = validate(view1, attr1, relation, view2, attr2, multiplier, c) { throw error }
    let made = NSLayoutConstraint(first: view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier, c)
    if let error = made.incompatibleAnchorsError { throw error }
    return made
  }

  static func validate(
    _ view1: Any, _ attr1: Attribute, _ relation: Relation, _ view2: Any?, _ attr2: Attribute,
    _ multiplier: CGFloat, _ constant: CGFloat
  ) -> NSLayoutConstraintError? {
    func describe(_ item: Any?) -> String { item.map { "\(type(of: $0))" } ?? "nil" }
    // Described only for a message: every constraint a scene builds is validated, and the
    // attributes are described through reflection.
    var text: String { "\(describe(view1)).\(attr1) \(relation) \(describe(view2)).\(attr2) * \(multiplier) + \(constant)" }
    guard view1 is LayoutItem else {
      return .invalidItem("NSLayoutConstraint for \(describe(view1)): Constraint items must each be a view or layout guide.")
    }
    if let view2, !(view2 is LayoutItem) {
      return .invalidItem("NSLayoutConstraint for \(describe(view2)): Constraint items must each be a view or layout guide.")
    }
    guard constant.isFinite, multiplier.isFinite else {
      return .nonFiniteValue("Constraint constants and multipliers must be finite numbers: \(text)")
    }
    guard attr1 != .notAnAttribute else {
      return .invalidPairing("Invalid pairing of layout attributes: \(text)")
    }
    if view2 == nil || attr2 == .notAnAttribute || multiplier == 0 {
      if !attr1.isSize {
        return .locationEqualToConstant(
          "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of an attribute equal to a constant. Location attributes must be specified in pairs. \(text)"
        )
      }
      return nil
    }
    // Sizes relate to sizes on either axis (aspect ratios), positions to positions; UIKit lets
    // positions on different axes be created and activated, and refuses them in the layout engine
    // (`incompatibleAnchorsError`).
    if attr1.isSize != attr2.isSize {
      return .invalidPairing("Invalid pairing of layout attributes: \(text)")
    }
    if isLeftRight(attr1) && isLeadingTrailing(attr2) || isLeadingTrailing(attr1) && isLeftRight(attr2) {
      return .invalidPairing(
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither. \(text)")
    }
    return nil
  }

  private static func isLeftRight(_ a: Attribute) -> Bool {
    [.left, .right, .leftMargin, .rightMargin].contains(a)
  }

  private static func isLeadingTrailing(_ a: Attribute) -> Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(a)
  }

  // MARK: Activation

  /// Whether the constraint takes part in layout; activating installs it on the items' closest
  /// common ancestor.
  open var isActive: Bool {
    get { installedOn != nil }
    set {
      if newValue { activateReporting() } else { deactivateConstraint() }
    }
  }

  /// Activates every constraint (faster than one by one in UIKit; the same here).
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Activates, throwing instead of logging when the constraint is invalid or its items share no ancestor.
  public func activate() throws(NSLayoutConstraintError) {
    if let validationError { throw validationError }
    guard installedOn == nil else { return }
    guard let owner = commonAncestor() else {
      throw .noCommonAncestor(
        "Unable to activate constraint with anchors \(anchorDescription) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal. \(self)"
      )
    }
    owner.addConstraint(self)
  }

  private func activateReporting() {
    do { try activate() } catch { AdaptiveKitLog.shared.report(.constraint, error.description) }
  }

  private func deactivateConstraint() {
    installedOn?.removeConstraint(self)
  }

  var firstLayoutItem: LayoutItem? { storedFirstLayoutItem }
  var secondLayoutItem: LayoutItem? { storedSecondLayoutItem }

  /// The closest view containing both items (for a guide, its owning view).
  func commonAncestor() -> UIView? {
    guard let first = firstLayoutItem?.layoutHierarchyView else { return nil }
    guard let secondItem = secondLayoutItem else { return first }
    guard let second = secondItem.layoutHierarchyView else { return nil }
    var candidate: UIView? = first
    while let view = candidate {
      if second.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }

  private var anchorDescription: String {
    let first = "\(firstLayoutItem?.layoutDebugName ?? "nil").\(firstAttribute)"
    guard let second = secondLayoutItem else { return "\"\(first)\"" }
    return "\"\(first)\" and \"\(second.layoutDebugName).\(secondAttribute)\""
  }

  /// UIKit's log form: `<NSLayoutConstraint:id UIView:1.leading == UIView:2.leading + 20   (active)>`.
  open override var description: String { describedOnMainActor { stateDescription } }

  var stateDescription: String {
    var text = "<NSLayoutConstraint "
    if let identifier { text += "'\(identifier)' " }
    text += "\(firstLayoutItem?.layoutDebugName ?? "nil").\(firstAttribute) \(relation) "
    if let second = secondLayoutItem {
      text += "\(second.layoutDebugName).\(secondAttribute)"
      if multiplier != 1 { text += " * \(multiplier.cleanString)" }
      if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Swift.abs(constant).cleanString)" }
    } else {
      text += constant.cleanString
    }
    if priority != .required { text += " @\(priority)" }
    if !isActive { text += "   (inactive)" }
    return text + ">"
  }
}
