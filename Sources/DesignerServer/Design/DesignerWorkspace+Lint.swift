import Foundation
import Lint

extension DesignerWorkspace {
  /// The lint findings of document `id` that concern `cell`: findings of the whole document, and
  /// layout findings seen in a configuration whose size classes the cell covers (Any covers all).
  func lint(_ id: String, cell: SizeClassCell) throws(DesignerRequestError) -> LintPayload {
    let (entry, loaded) = try load(id)
    let findings: [Finding]
    let key = "\(id)\n\(loaded.version)"
    if let cached = lintCache[key] {
      findings = cached
    } else {
      // The same rules and `.adaptive.yml` lookup as `adaptive lint`, on the bytes just loaded.
      var linter = Linter()
      do {
        findings = try linter.lint(files: [URL(fileURLWithPath: entry.realPath)]).findings
      } catch {
        throw .failed("\(entry.displayPath): \(error.description)")
      }
      lintCache.insert(findings, for: key)
    }
    let kept = findings.filter { finding in finding.context.map { cell.covers($0.sizeClass) } ?? true }
    return LintPayload(
      document: entry.id, version: loaded.version, sizeClass: cell.pair.description,
      findings: kept.map { finding in
        LintPayload.Item(
          rule: finding.ruleID, severity: finding.severity.rawValue, message: finding.message, line: finding.line,
          objectID: finding.objectID, context: finding.context?.description, fixHint: finding.fixHint)
      },
      hiddenForOtherSizeClasses: findings.count - kept.count)
  }
}
