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
  /// A view and its subviews entered a window: they take the proxies' values now, and so do the
  /// items of the bars among them.
  static func applyOnEnteringWindow(_ root: UIView) {
    visit(root) { view in
      apply(to: view)
      applyToItems(of: view)
    }
  }

  /// A view's traits changed: when a different set of proxies now matches, apply again
  /// (unconfirmed, chosen behaviour: UIKit re-applies without a remove and re-add).
  static func reapplyAfterTraitChange(_ view: UIView) {
    guard view.window != nil else { return }
    if let previous = view.appearanceRecord.matchedRules,
      matchingRules(for: view, traits: view.traitCollection, containers: { containers(above: view) })
        .map({ ObjectIdentifier($0.rule) }) != previous
    {
      apply(to: view)
    }
    guard let bar = view as? any BarItemHosting else { return }
    for item in bar.hostedBarItems {
      guard let previous = item.appearanceRecord.matchedRules else { continue }
      let now = matchingRules(for: item, traits: view.traitCollection, containers: { containers(above: view) + [view] })
      if now.map({ ObjectIdentifier($0.rule) }) != previous { apply(to: item, in: view) }
    }
  }

  /// A bar in a window got new items (or its items new buttons): style them.
  static func applyToItems(of view: UIView) {
    guard view.window != nil, let bar = view as? any BarItemHosting else { return }
    for item in bar.hostedBarItems { apply(to: item, in: view) }
  }

  static func apply(to view: UIView) {
    apply(to: view, traits: view.traitCollection, containers: { containers(above: view) })
  }

  /// Styles a bar item shown in `bar`: it matches proxies by the bar's traits, and its containers
  /// are the bar and everything above it (`UIBarButtonItem.appearance(whenContainedInInstancesOf:
  /// [UINavigationBar.self])`).
  static func apply(to item: UIBarItem, in bar: UIView) {
    apply(to: item, traits: bar.traitCollection, containers: { containers(above: bar) + [bar] })
  }

  private static func apply(
    to target: some AppearanceTarget, traits: UITraitCollection, containers: () -> [AnyObject]
  ) {
    let matches = matchingRules(for: target, traits: traits, containers: containers)
    target.appearanceRecord.matchedRules = matches.map { ObjectIdentifier($0.rule) }
    var winners: [AppearanceProperty: (rank: [Int], setting: AppearanceRule.Setting)] = [:]
    for match in matches {
      for (property, setting) in match.rule.settings where !target.appearanceRecord.explicitlySet.contains(property) {
        let rank = match.rank + [setting.sequence]
        if let current = winners[property], !current.rank.lexicographicallyPrecedes(rank) { continue }
        winners[property] = (rank, setting)
      }
    }
    guard !winners.isEmpty else { return }
    target.isApplyingAppearance = true
    defer { target.isApplyingAppearance = false }
    for (_, winner) in winners.sorted(by: { $0.value.setting.sequence < $1.value.setting.sequence }) {
      winner.setting.apply(target)
    }
  }

  /// The rules that apply to `target`, each with its rank (higher wins) before the recording order.
  private static func matchingRules(
    for target: AnyObject, traits: UITraitCollection, containers: () -> [AnyObject]
  ) -> [(rule: AppearanceRule, rank: [Int])] {
    let rules = AppearanceRegistry.shared.rules
    guard !rules.isEmpty else { return [] }
    // The ancestor chain is only built when a containment rule needs it (trait changes call this
    // for every view of a hierarchy).
    var ancestors: [AnyObject]?
    var result: [(rule: AppearanceRule, rank: [Int])] = []
    for rule in rules where rule.covers(target) && rule.matchesTraits(traits) {
      var containment = [0, 0, 0]
      if !rule.containers.isEmpty {
        if ancestors == nil { ancestors = containers() }
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

/// What proxies style: views and bar items, each remembering what was set on it directly.
@MainActor
protocol AppearanceTarget: AnyObject {
  var appearanceRecord: AppearanceRecord { get set }
  var isApplyingAppearance: Bool { get set }
}

extension UIView: AppearanceTarget {}
extension UIBarItem: AppearanceTarget {}

/// Bars whose items take appearance proxies' values while the bar is in a window.
@MainActor
protocol BarItemHosting: UIView {
  /// Every item the bar shows or keeps (a navigation bar's items' buttons and back items).
  var hostedBarItems: [UIBarItem] { get }
}
