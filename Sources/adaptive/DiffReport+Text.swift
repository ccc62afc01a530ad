import InterfaceBuilder

extension DiffReport {
  /// The report for a terminal: per document, layout problems first, then the changes grouped by
  /// scene, the frames that moved, and what had no effect.
  var text: String {
    var lines: [String] = []
    for file in files {
      lines.append(file.heading)
      for error in file.errors { lines += Self.indented(error, by: "  ") }
      if let scenes = file.scenes {
        lines.append("  \(scenes.count) scene(s)\(scenes.isEmpty ? "" : ": " + scenes.joined(separator: ", "))")
      }
      for problem in file.layoutProblems { lines.append("  ! \(problem)") }
      if let diff = file.diff {
        for (scene, changes) in DiffReport.grouped(diff.changes) {
          var indent = "  "
          if let scene {
            lines.append("  scene \(scene)")
            indent = "    "
          }
          for change in changes { lines.append("\(indent)\(change.mark) \(change.summary)") }
        }
        if diff.changes.isEmpty && diff.noEffect.isEmpty { lines.append("  no differences") }
      }
      for scene in file.pictures {
        for cell in scene.configurations where !cell.moved.isEmpty || !cell.errors.isEmpty {
          lines.append("  frames in \(scene.scene) on \(cell.configuration)")
          for move in cell.moved { lines.append("    \(move.view): \(move.summary)") }
          for error in cell.errors { lines += Self.indented(error, by: "    ") }
        }
      }
      if let diff = file.diff, !diff.noEffect.isEmpty {
        lines.append("  no effect")
        for change in diff.noEffect {
          lines.append("    \(change.mark) \(change.summary) (\(change.noEffectReason ?? ""))")
        }
      }
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A diagnostic's lines (`HEAD:Main.storyboard: error: … [diff.binary]`, then its notes), each
  /// after `indent`.
  static func indented(_ diagnostic: Diagnostic, by indent: String) -> [String] {
    diagnostic.description.split(separator: "\n").map { indent + $0 }
  }

  /// `2 of 3 documents changed the layout; 1 could not be compared`.
  var summary: String {
    if files.isEmpty { return "no storyboard or xib changed between \(base) and \(head)" }
    let changed = files.filter(\.changesLayout).count
    var text = "\(changed) of \(files.count) document(s) changed the layout (\(base) → \(head))"
    let failed = files.filter { !$0.errors.isEmpty }.count
    if failed > 0 { text += "; \(failed) could not be compared in full" }
    return text
  }

  /// Changes grouped by scene, scenes in the order they first appear; document-level changes first.
  static func grouped(_ changes: [IBChange]) -> [(scene: String?, changes: [IBChange])] {
    var order: [String?] = []
    var groups: [String?: [IBChange]] = [:]
    for change in changes {
      if groups[change.scene] == nil { order.append(change.scene) }
      groups[change.scene, default: []].append(change)
    }
    order.sort { $0 == nil && $1 != nil }
    return order.map { ($0, groups[$0] ?? []) }
  }
}

extension DiffFileReport {
  /// `Main.storyboard (modified)`, `New.storyboard (renamed from Old.storyboard)`.
  var heading: String {
    switch status {
    case .renamed: "\(path) (renamed from \(renamedFrom ?? "?"))"
    default: "\(path) (\(status.rawValue))"
    }
  }

  /// Layout problems the new revision brought, by scene and configuration: called out first.
  var layoutProblems: [String] {
    pictures.flatMap { scene in
      scene.configurations.flatMap { cell in
        cell.newLayoutProblems.map { "\(scene.scene) on \(cell.configuration) became conflicting or ambiguous: \($0)" }
      }
    }
  }
}
