/// The settings recorded on one proxy: a class (of views or bar items), a containment chain
/// (innermost first) and optional traits.
@MainActor
final class AppearanceRule {
  /// One recorded value and how to set it on an instance.
  struct Setting {
    let value: Any
    /// Registry-wide order of recording: later settings beat earlier ones.
    let sequence: Int
    let apply: @MainActor (AnyObject) -> Void
  }

  let targetType: AnyClass
  let containers: [any UIAppearanceContainer.Type]
  let traits: UITraitCollection?
  private(set) var settings: [AppearanceProperty: Setting] = [:]
  /// The class's distance from its root class: proxies of subclasses beat their superclasses'.
  let classDepth: Int

  init(targetType: AnyClass, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) {
    self.targetType = targetType
    self.containers = containers
    self.traits = traits
    classDepth = AppearanceRule.depth(of: targetType)
  }

  func record(_ property: AppearanceProperty, value: Any, apply: @escaping @MainActor (AnyObject) -> Void) {
    settings[property] = Setting(value: value, sequence: AppearanceRegistry.shared.nextSequence(), apply: apply)
  }

  /// Whether `object` is an instance of this rule's class (or a subclass).
  func covers(_ object: AnyObject) -> Bool {
    AppearanceRule.isKind(type(of: object), of: targetType)
  }

  /// Whether the rule's traits are all in `traits` (a rule without traits always matches).
  func matchesTraits(_ traits: UITraitCollection) -> Bool {
    guard let wanted = self.traits else { return true }
    return traits.containsTraits(in: wanted)
  }

  /// How many traits the rule specifies: more specific trait proxies win.
  var traitSpecificity: Int {
    guard let traits else { return 0 }
    return SystemTrait.allCases.filter { traits.storage.isSpecified($0) }.count + traits.storage.custom.count
  }

  /// Where the containment chain matches among `ancestors` (ordered from the window down): the
  /// index of the outermost container's match, taking the top-most match of each container in
  /// turn as UIKit reads the hierarchy from the window down; nil when the chain does not match.
  func containmentMatch(in ancestors: [AnyObject]) -> Int? {
    guard !containers.isEmpty else { return nil }
    var position = 0
    var outermost: Int?
    for container in containers.reversed() {
      guard let found = ancestors[position...].firstIndex(where: { AppearanceRule.isKind(type(of: $0), of: container) }) else {
        return nil
      }
      if outermost == nil { outermost = found }
      position = found + 1
    }
    return outermost
  }

  static func isKind(_ candidate: AnyClass, of wanted: AnyClass) -> Bool {
    var current: AnyClass? = candidate
    while let type = current {
      if ObjectIdentifier(type) == ObjectIdentifier(wanted) { return true }
      current = _getSuperclass(type)
    }
    return false
  }

  private static func depth(of type: AnyClass) -> Int {
    var depth = 0
    var current: AnyClass? = _getSuperclass(type)
    while let next = current {
      depth += 1
      current = _getSuperclass(next)
    }
    return depth
  }
}

/// Every proxy's rule, in creation order.
@MainActor
final class AppearanceRegistry {
  static let shared = AppearanceRegistry()
  private(set) var rules: [AppearanceRule] = []
  private var sequence = 0

  /// The rule for a class, containment and traits: the same proxy arguments give the same rule.
  func rule(for targetType: AnyClass, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) -> AppearanceRule {
    let containerIDs = containers.map { ObjectIdentifier($0) }
    if let existing = rules.first(where: {
      ObjectIdentifier($0.targetType) == ObjectIdentifier(targetType)
        && $0.containers.map { ObjectIdentifier($0) } == containerIDs && $0.traits == traits
    }) {
      return existing
    }
    let rule = AppearanceRule(targetType: targetType, containers: containers, traits: traits)
    rules.append(rule)
    return rule
  }

  func nextSequence() -> Int {
    sequence += 1
    return sequence
  }
}
