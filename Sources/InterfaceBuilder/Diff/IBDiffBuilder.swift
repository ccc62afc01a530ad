/// Matches the entries of two snapshots and turns the differences into `IBChange`s.
struct IBDiffBuilder {
  /// Properties whose changes name or identify an object without changing what the screen shows.
  static let nonVisualProperties: Set<String> = [
    "storyboardIdentifier", "restorationIdentifier", "customModule", "customModuleProvider", "sceneMemberID",
    "identifier",
  ]
  /// The parts of a constraint its formula shows (the base constant among them).
  static let formulaProperties: Set<String> = [
    "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant", "priority",
  ]

  let old: IBDiffSnapshot
  let new: IBDiffSnapshot
  private(set) var oldToNew: [Int: Int] = [0: 0]
  private(set) var newToOld: [Int: Int] = [0: 0]
  private(set) var changes: [IBChange] = []
  private(set) var noEffect: [IBChange] = []
  private(set) var affectedScenes: [IBSceneReference] = []
  private(set) var oldHighlights: Set<String> = []
  private(set) var newHighlights: Set<String> = []
  private(set) var renamedIDs: [String: String] = [:]

  init(old: IBDiffSnapshot, new: IBDiffSnapshot) {
    self.old = old
    self.new = new
  }

  mutating func build() {
    match()
    var regenerated = 0
    for (newIndex, entry) in new.entries.enumerated() {
      guard let oldIndex = newToOld[newIndex] else {
        if entry.parent.map({ newToOld[$0] != nil }) ?? true { report(added: newIndex) }
        continue
      }
      if let oldID = old.entries[oldIndex].objectID, let newID = entry.objectID, oldID != newID {
        regenerated += 1
        renamedIDs[oldID] = newID
      }
      compareProperties(oldIndex, newIndex)
      compareOrder(oldIndex, newIndex)
    }
    for (oldIndex, entry) in old.entries.enumerated() where oldToNew[oldIndex] == nil {
      if entry.parent.map({ oldToNew[$0] != nil }) ?? true { report(removed: oldIndex) }
    }
    if regenerated > 0 {
      noEffect.append(
        IBChange(
          kind: .changed, category: .document, scene: nil, subject: "object ids", property: "id",
          summary: "\(regenerated) object id(s) regenerated; objects matched by their place in the document",
          noEffectReason: "ids Xcode generates", affectsLayout: false))
    }
  }

  // MARK: Matching

  /// By id first; what is left, by structural key (same category, same place, same name).
  private mutating func match() {
    var oldByID: [String: Int] = [:]
    for (index, entry) in old.entries.enumerated() where oldByID[entry.idKey] == nil { oldByID[entry.idKey] = index }
    for (index, entry) in new.entries.enumerated() where newToOld[index] == nil {
      guard let oldIndex = oldByID[entry.idKey], oldToNew[oldIndex] == nil, entry.objectID != nil || entry.category == .installation
      else { continue }
      pair(oldIndex, index)
    }
    var oldByPath: [String: [Int]] = [:]
    for (index, entry) in old.entries.enumerated() where oldToNew[index] == nil {
      oldByPath["\(entry.category.rawValue) \(entry.pathKey)", default: []].append(index)
    }
    for (index, entry) in new.entries.enumerated() where newToOld[index] == nil {
      let key = "\(entry.category.rawValue) \(entry.pathKey)"
      guard var candidates = oldByPath[key], !candidates.isEmpty else { continue }
      pair(candidates.removeFirst(), index)
      oldByPath[key] = candidates
    }
  }

  private mutating func pair(_ oldIndex: Int, _ newIndex: Int) {
    oldToNew[oldIndex] = newIndex
    newToOld[newIndex] = oldIndex
  }

  /// Whether two values are the same: text equal, or references to matched objects.
  private func same(_ oldValue: IBDiffEntry.Value?, _ newValue: IBDiffEntry.Value?) -> Bool {
    switch (oldValue, newValue) {
    case (nil, nil): return true
    case (.text(let a), .text(let b)): return a == b
    case (.reference(let a), .reference(let b)):
      if let oldIndex = old.entryByID[a], let newIndex = new.entryByID[b] { return oldToNew[oldIndex] == newIndex }
      return a == b
    default: return false
    }
  }

  private func display(_ value: IBDiffEntry.Value?, in snapshot: IBDiffSnapshot) -> String? {
    switch value {
    case nil: nil
    case .text(let text): text
    case .reference(let id): snapshot.naming.shortName(id)
    }
  }

  // MARK: Added and removed

  private mutating func report(added index: Int) { reportUnmatched(.added, index) }

  private mutating func report(removed index: Int) { reportUnmatched(.removed, index) }

  /// An entry of one revision with no counterpart in the other: added (in `new`) or removed (in `old`).
  private mutating func reportUnmatched(_ kind: IBChange.Kind, _ index: Int) {
    let isAdded = kind == .added
    let snapshot = isAdded ? new : old
    let entry = snapshot.entries[index]
    let summary = describe(entry, in: snapshot, folded: foldedCounts(below: index, in: snapshot, matched: isAdded ? newToOld : oldToNew))
    emit(
      IBChange(
        kind: kind, category: entry.category, scene: sceneName(entry, in: snapshot), subject: entry.name,
        sizeClass: entry.category == .installation ? entry.properties.first?.sizeClass : nil, summary: summary,
        affectsLayout: affectsLayout(entry.category, property: nil), objectID: entry.objectID,
        sceneID: entry.scene.flatMap { snapshot.entries[$0].objectID }),
      oldEntry: isAdded ? nil : index, newEntry: isAdded ? index : nil)
  }

  /// `view UILabel “Subtitle” in root view (with 2 views)`; installations read `… excluded in wC hR`.
  private func describe(_ entry: IBDiffEntry, in snapshot: IBDiffSnapshot, folded: String) -> String {
    if entry.category == .installation {
      let reference = snapshot.naming.shortName(entry.installationReference ?? "")
      let state = display(entry.properties.first?.value, in: snapshot) ?? ""
      return "installation: \(reference) \(state) in \(entry.properties.first?.sizeClass ?? "")"
    }
    var text = "\(entry.category.words) \(entry.name)"
    if let parent = entry.parent, entry.category == .view || entry.category == .object {
      let holder = snapshot.entries[parent]
      if holder.category == .view { text += " in \(holder.name)" }
    }
    return folded.isEmpty ? text : "\(text) (with \(folded))"
  }

  /// `3 views, 2 constraints`: what an added or removed object brings with it.
  private func foldedCounts(below index: Int, in snapshot: IBDiffSnapshot, matched: [Int: Int]) -> String {
    var counts: [IBChange.Category: Int] = [:]
    var inside: Set<Int> = [index]
    for candidate in snapshot.entries.indices where candidate > index {
      guard let parent = snapshot.entries[candidate].parent, inside.contains(parent), matched[candidate] == nil else {
        continue
      }
      inside.insert(candidate)
      counts[snapshot.entries[candidate].category, default: 0] += 1
    }
    return IBChange.Category.allCases.compactMap { category in
      counts[category].map { "\($0) \(category.words)\($0 == 1 ? "" : "s")" }
    }.joined(separator: ", ")
  }

  // MARK: Changed

  private mutating func compareProperties(_ oldIndex: Int, _ newIndex: Int) {
    let before = old.entries[oldIndex]
    let after = new.entries[newIndex]
    var slots: [String] = []
    var oldProperties: [String: IBDiffEntry.Property] = [:]
    var newProperties: [String: IBDiffEntry.Property] = [:]
    for property in before.properties where oldProperties[property.slot] == nil {
      oldProperties[property.slot] = property
      slots.append(property.slot)
    }
    for property in after.properties where newProperties[property.slot] == nil {
      newProperties[property.slot] = property
      if oldProperties[property.slot] == nil { slots.append(property.slot) }
    }
    let changed = slots.filter { !same(oldProperties[$0]?.value, newProperties[$0]?.value) }
    guard !changed.isEmpty else { return }
    var remaining = changed
    if before.category == .constraint {
      remaining = reportConstraint(oldIndex, newIndex, changed: changed, old: oldProperties, new: newProperties)
    }
    for slot in remaining {
      let property = newProperties[slot] ?? oldProperties[slot]
      let name = property?.name ?? slot
      let sizeClass = property?.sizeClass
      let oldText = display(oldProperties[slot]?.value, in: old)
      let newText = display(newProperties[slot]?.value, in: new)
      let reason = oldProperties[slot]?.noEffectReason ?? newProperties[slot]?.noEffectReason
      var summary: String
      if before.category == .installation {
        summary = "installation: \(after.name): \(oldText ?? "(none)") → \(newText ?? "(none)")"
      } else if before.category == .document {
        summary = "document: \(name) \(oldText ?? "(none)") → \(newText ?? "(none)")"
      } else {
        summary = "\(before.category.words) \(after.name): \(name) \(oldText ?? "(none)") → \(newText ?? "(none)")"
        if let sizeClass { summary += " (\(sizeClass) only)" }
      }
      emit(
        IBChange(
          kind: .changed, category: before.category, scene: sceneName(after, in: new), subject: after.name,
          property: name, sizeClass: sizeClass, oldValue: oldText, newValue: newText, summary: summary,
          noEffectReason: reason, affectsLayout: reason == nil && affectsLayout(before.category, property: name),
          objectID: after.objectID, sceneID: after.scene.flatMap { new.entries[$0].objectID }),
        oldEntry: oldIndex, newEntry: newIndex)
    }
  }

  /// Reports a constraint's formula changes in its own words; returns the slots left to report generically.
  private mutating func reportConstraint(
    _ oldIndex: Int, _ newIndex: Int, changed: [String], old oldProperties: [String: IBDiffEntry.Property],
    new newProperties: [String: IBDiffEntry.Property]
  ) -> [String] {
    let before = IBConstraint(
      element: old.entries[oldIndex].element, ownerID: old.entries[oldIndex].parent.flatMap { old.entries[$0].objectID })
    let after = IBConstraint(
      element: new.entries[newIndex].element, ownerID: new.entries[newIndex].parent.flatMap { new.entries[$0].objectID })
    let entry = new.entries[newIndex]
    var remaining: [String] = []
    func emitConstraint(_ summary: String, property: String, sizeClass: String?, oldValue: String?, newValue: String?) {
      emit(
        IBChange(
          kind: .changed, category: .constraint, scene: sceneName(entry, in: new), subject: old.entries[oldIndex].name,
          property: property, sizeClass: sizeClass, oldValue: oldValue, newValue: newValue, summary: summary,
          affectsLayout: true, objectID: entry.objectID, sceneID: entry.scene.flatMap { new.entries[$0].objectID }),
        oldEntry: oldIndex, newEntry: newIndex)
    }
    let formulaChanged = changed.contains { Self.formulaProperties.contains($0) && $0 != "constant" }
    if formulaChanged {
      let was = old.naming.formula(before)
      let now = new.naming.formula(after)
      emitConstraint("constraint \(was) → \(now)", property: "formula", sizeClass: nil, oldValue: was, newValue: now)
    }
    for slot in changed {
      let property = newProperties[slot] ?? oldProperties[slot]
      guard property?.name == "constant" else {
        if !Self.formulaProperties.contains(slot) { remaining.append(slot) }
        continue
      }
      let sizeClass = property?.sizeClass
      if sizeClass == nil && formulaChanged { continue }
      let oldValue = display(oldProperties[slot]?.value, in: old) ?? before.element["constant"] ?? "0"
      let newValue = display(newProperties[slot]?.value, in: new) ?? after.element["constant"] ?? "0"
      var summary = "constraint " + old.naming.formula(before, constant: "\(oldValue) → \(newValue)")
      if let sizeClass { summary += " (\(sizeClass) only)" }
      emitConstraint(summary, property: "constant", sizeClass: sizeClass, oldValue: oldValue, newValue: newValue)
    }
    return remaining
  }

  // MARK: Order

  /// Compares the order of the matched children in each list of a matched pair.
  private mutating func compareOrder(_ oldIndex: Int, _ newIndex: Int) {
    var oldLists: [String: [Int]] = [:]
    var newLists: [String: [Int]] = [:]
    var names: [String] = []
    for index in old.children[oldIndex] where old.entries[index].category != .installation {
      let entry = old.entries[index]
      if let counterpart = oldToNew[index] {
        if oldLists[entry.container] == nil { names.append(entry.container) }
        oldLists[entry.container, default: []].append(counterpart)
      }
    }
    for index in new.children[newIndex] where newToOld[index] != nil {
      newLists[new.entries[index].container, default: []].append(index)
    }
    let owner = new.entries[newIndex]
    for list in names where oldLists[list] != newLists[list]?.filter({ oldLists[list]?.contains($0) ?? false }) {
      let arranged = owner.element.name == "stackView" && list == "subviews"
      let reason: String? = arranged ? nil : "only the order in the file changed"
      emit(
        IBChange(
          kind: .reordered, category: owner.category, scene: sceneName(owner, in: new), subject: owner.name,
          property: list, summary: "\(list) of \(owner.name) reordered", noEffectReason: reason,
          affectsLayout: arranged, objectID: owner.objectID, sceneID: owner.scene.flatMap { new.entries[$0].objectID }),
        oldEntry: oldIndex, newEntry: newIndex)
    }
  }

  // MARK: Collecting

  private func affectsLayout(_ category: IBChange.Category, property: String?) -> Bool {
    if category == .segue || category == .connection { return false }
    if let property, Self.nonVisualProperties.contains(property) { return false }
    return true
  }

  private func sceneName(_ entry: IBDiffEntry, in snapshot: IBDiffSnapshot) -> String? {
    entry.scene.map { snapshot.entries[$0].name }
  }

  /// Files the change under `changes` or `noEffect`; for layout changes, notes the scene and the views to outline.
  private mutating func emit(_ change: IBChange, oldEntry: Int?, newEntry: Int?) {
    guard change.noEffectReason == nil else {
      noEffect.append(change)
      return
    }
    changes.append(change)
    guard change.affectsLayout else { return }
    let oldScene = oldEntry.flatMap { old.entries[$0].scene } ?? newEntry.flatMap { new.entries[$0].scene }.flatMap { newToOld[$0] }
    let newScene = newEntry.flatMap { new.entries[$0].scene } ?? oldEntry.flatMap { old.entries[$0].scene }.flatMap { oldToNew[$0] }
    if oldScene != nil || newScene != nil {
      noteAffected(oldScene: oldScene, newScene: newScene)
    } else if change.category == .document {
      // A document-wide setting (safe areas, Auto Layout, the device) moves every scene.
      for index in new.entries.indices where new.entries[index].category == .scene {
        noteAffected(oldScene: newToOld[index], newScene: index)
      }
      for index in old.entries.indices where old.entries[index].category == .scene && oldToNew[index] == nil {
        noteAffected(oldScene: index, newScene: nil)
      }
    }
    if let oldEntry { oldHighlights.formUnion(highlightedViews(oldEntry, in: old)) }
    if let newEntry { newHighlights.formUnion(highlightedViews(newEntry, in: new)) }
  }

  private mutating func noteAffected(oldScene: Int?, newScene: Int?) {
    // A scene another shows (a navigation root, a first tab, a column, a container view's child)
    // is drawn in its outermost host, where the app shows it; a side without the scene takes the
    // other side's host.
    let newHost = newScene.flatMap { Self.host(of: $0, in: new) }
    let oldHost = oldScene.flatMap { Self.host(of: $0, in: old) }
    let newTarget = newHost ?? (newScene == nil ? oldHost.flatMap { oldToNew[$0] } : newScene)
    let oldTarget = oldHost ?? (oldScene == nil ? newHost.flatMap { newToOld[$0] } : oldScene)
    let shownName = (newScene.map { new.entries[$0].name } ?? oldScene.map { old.entries[$0].name }) ?? ""
    let oldSceneID = oldTarget.flatMap { old.entries[$0].objectID }
    let newSceneID = newTarget.flatMap { new.entries[$0].objectID }
    let hosted = newHost != nil || oldHost != nil
    if let existing = affectedScenes.firstIndex(where: { $0.oldSceneID == oldSceneID && $0.newSceneID == newSceneID }) {
      if hosted, !(affectedScenes[existing].hostedScenes ?? []).contains(shownName) {
        affectedScenes[existing].hostedScenes = (affectedScenes[existing].hostedScenes ?? []) + [shownName]
      }
      return
    }
    let name = hosted ? ((newTarget.map { new.entries[$0].name } ?? oldTarget.map { old.entries[$0].name }) ?? "") : shownName
    affectedScenes.append(
      IBSceneReference(name: name, oldSceneID: oldSceneID, newSceneID: newSceneID, hostedScenes: hosted ? [shownName] : nil))
  }

  /// The entry of the outermost scene that shows scene entry `index`, if any.
  private static func host(of index: Int, in snapshot: IBDiffSnapshot) -> Int? {
    guard let sceneID = snapshot.entries[index].objectID, let hostID = snapshot.hosts.outermostHost(of: sceneID),
      let host = snapshot.entryByID[hostID], snapshot.entries[host].category == .scene
    else { return nil }
    return host
  }

  /// The views a change of `index` shows on: the view itself, a constraint's items, an installation's object.
  private func highlightedViews(_ index: Int, in snapshot: IBDiffSnapshot) -> [String] {
    let entry = snapshot.entries[index]
    switch entry.category {
    case .view: return entry.objectID.map { [$0] } ?? []
    case .constraint:
      let constraint = IBConstraint(element: entry.element, ownerID: entry.parent.flatMap { snapshot.entries[$0].objectID })
      // The view that holds the other item is the whole backdrop: outlining it shows nothing.
      let items = [constraint.firstItemID, constraint.secondItemID].compactMap { $0 }
      return items.filter { item in !items.contains { snapshot.naming.isSuperview(item, of: $0) } }
    case .installation:
      guard let reference = entry.installationReference, let target = snapshot.entryByID[reference] else { return [] }
      return highlightedViews(target, in: snapshot)
    default: return []
    }
  }
}
