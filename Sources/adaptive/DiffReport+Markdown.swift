import InterfaceBuilder

extension DiffReport {
  /// The report as GitHub-flavoured Markdown for a pull-request comment: per document, layout
  /// problems first, the changes by scene, then a before/after table per affected scene with the
  /// drawings linked relatively, the frames that moved, and what had no effect in a folded section.
  var markdown: String {
    var lines = ["## Storyboard changes", "", "`\(base)` → `\(head)`: \(summary).", ""]
    for file in files {
      lines.append("### `\(file.path)`\(file.status == .modified ? "" : " — " + file.statusWords)")
      lines.append("")
      for error in file.errors { lines.append("> **Error:** \(Self.escape(error.description))") }
      if !file.errors.isEmpty { lines.append("") }
      for problem in file.layoutProblems { lines.append("> **⚠️ \(Self.escape(problem))**") }
      if !file.layoutProblems.isEmpty { lines.append("") }
      if let scenes = file.scenes {
        lines.append("\(scenes.count) scene(s)\(scenes.isEmpty ? "" : ": " + scenes.map(Self.escape).joined(separator: ", "))")
        lines.append("")
      }
      if let diff = file.diff {
        for (scene, changes) in DiffReport.grouped(diff.changes) {
          if let scene { lines.append("**\(Self.escape(scene))**") }
          for change in changes { lines.append("- `\(change.mark)` \(Self.escape(change.summary))") }
          lines.append("")
        }
        if diff.changes.isEmpty { lines += ["No change with an effect.", ""] }
      }
      for scene in file.pictures {
        lines.append("#### \(Self.escape(scene.scene))")
        lines.append("")
        lines.append("| Configuration | Before | After |")
        lines.append("|---|---|---|")
        for cell in scene.configurations {
          let before = cell.before.map { "![before](\($0))" } ?? "—"
          let after = cell.after.map { "![after](\($0))" } ?? "—"
          lines.append("| \(Self.escape(cell.configuration)) | \(before) | \(after) |")
        }
        lines.append("")
        for cell in scene.configurations where !cell.moved.isEmpty {
          lines.append("Frames that moved on \(Self.escape(cell.configuration)):")
          for move in cell.moved { lines.append("- \(Self.escape(move.view)): \(Self.escape(move.summary))") }
          lines.append("")
        }
        for cell in scene.configurations {
          for error in cell.errors {
            lines.append("> **Error** (\(Self.escape(cell.configuration))): \(Self.escape(error.description))")
          }
        }
      }
      if let diff = file.diff, !diff.noEffect.isEmpty {
        lines.append("<details><summary>\(diff.noEffect.count) change(s) with no effect</summary>")
        lines.append("")
        for change in diff.noEffect {
          lines.append("- \(Self.escape(change.summary)) (\(Self.escape(change.noEffectReason ?? "")))")
        }
        lines.append("")
        lines.append("</details>")
        lines.append("")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Markdown's active characters escaped, so names and values print as written.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      if "\\`*_[]<>|#".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }
}

extension DiffFileReport {
  /// `added`, `removed`, `renamed from Old.storyboard`.
  var statusWords: String {
    status == .renamed ? "renamed from `\(renamedFrom ?? "?")`" : status.rawValue
  }
}
