/// Applies proxies' settings to views.
///
/// Precedence for one property of one view (behaviour reference §6; the ordering between rules
/// is unconfirmed, chosen behaviour):
/// 1. a value set directly on the view is never overwritten;
/// 2. a proxy whose traits the view's trait collection does not contain is ignored;
/// 3. a proxy of a subclass beats one of its superclass (UIKit applies superclass settings first);
/// 4. containment: a matching containment chain beats none; the chain whose outermost container
///    is nearest the window wins (UIKit reads the hierarchy from the window down); a longer chain
///    breaks ties;
/// 5. traits within the winning containment: a trait proxy beats a plain one, more specified traits win;
/// 6. the setting recorded last wins.
@MainActor
enum AppearanceApplier {
  /// A view and its subviews entered a window: they take the proxies' values now.
  static func applyOnEnteringWindow(_ root: UIView) {
    visit(root) { apply(to: $0) }
  }

  /// A view's traits changed: when a different set of proxies now matches, apply again
  /// (unconfirmed, chosen behaviour: UIKit re-applies without a remove and re-add).
  static func reapplyAfterTraitChange(_ view: UIView) {
    guard view.window != nil, let previous = view.appearanceRecord.matchedRules else { return }
    if matchingRules(for: view).map({ ObjectIdentifier($0.rule) }) != previous { apply(to: view) }
  }

  static func apply(to view: UIView) {
    let matches = matchingRules(for: view)
    view.appearanceRecord.matchedRules = matches.map { ObjectIdentifier($0.rule) }
    var winners: [AppearanceProperty: (rank: [Int], setting: AppearanceRule.Setting)] = [:]
    for match in matches {
      for (property, setting) in match.rule.settings where !view.appearanceRecord.explicitlySet.contains(property) {
        let rank = match.rank + [setting.sequence]
        if let current = winners[property], !current.rank.lexicographicallyPrecedes(rank) { continue }
        winners[property] = (rank, setting)
      }
    }
    guard !winners.isEmpty else { return }
    view.isApplyingAppearance = true
    defer { view.isApplyingAppearance = false }
    for (_, winner) in winners.sorted(by: { $0.value.setting.sequence < $1.value.setting.sequence }) {
      winner.setting.apply(view)
    }
  }

  /// The rules that apply to `view`, each with its rank (higher wins) before the recording order.
  private static func matchingRules(for view: UIView) -> [(rule: AppearanceRule, rank: [Int])] {
    let rules = AppearanceRegistry.shared.rules
    guard !rules.isEmpty else { return [] }
    // The ancestor chain is only built when a containment rule needs it (trait changes call this
    // for every view of a hierarchy).
    var ancestors: [AnyObject]?
    var result: [(rule: AppearanceRule, rank: [Int])] = []
    for rule in rules where rule.covers(view) && rule.matchesTraits(view.traitCollection) {
      var containment = [0, 0, 0]
      if !rule.containers.isEmpty {
        if ancestors == nil { ancestors = containers(above: view) }
        guard let outermost = rule.containmentMatch(in: ancestors ?? []) else { continue }
        containment = [1, -outermost, rule.containers.count]
      }
      let traitRank = rule.traits == nil ? [0, 0] : [1, rule.traitSpecificity]
      result.append((rule, [rule.classDepth] + containment + traitRank))
    }
    return result
  }

  /// The view's containers from the window down: each ancestor view, preceded by the view
  /// controller it is the root view of; the view's own controller counts too.
  static func containers(above view: UIView) -> [AnyObject] {
    var chain: [AnyObject] = []
    if let controller = view.owningViewController { chain.append(controller) }
    var current = view.superview
    while let ancestor = current {
      chain.append(ancestor)
      if let controller = ancestor.owningViewController { chain.append(controller) }
      current = ancestor.superview
    }
    return chain.reversed()
  }

  private static func visit(_ view: UIView, _ body: (UIView) -> Void) {
    body(view)
    for subview in view.subviews { visit(subview, body) }
  }
}
