import Foundation
import InterfaceBuilder
import Lint

extension DesignerWorkspace {
  /// The lint findings of document `id` that concern `cell`: findings of the whole document, and
  /// layout findings seen in a configuration whose size classes the cell covers (Any covers all).
  ///
  /// Findings are made once per file version whatever the cell (the survey covers every size
  /// class), in the lint worker when there is one; requests that arrive while they are being made
  /// wait for the same run.
  func lint(_ id: String, cell: SizeClassCell) async throws(DesignerRequestError) -> LintPayload {
    let (entry, loaded) = try load(id)
    let key = "\(entry.id)\n\(loaded.version)"
    let findings: [Diagnostic]
    if let cached = lintCache[key] {
      findings = cached
    } else {
      let running = lintRuns[key]?.task ?? startLint(entry: entry, version: loaded.version, key: key)
      findings = try await running.value.get()
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

  private func startLint(entry: DocumentCatalog.Entry, version: String, key: String)
    -> Task<Result<[Diagnostic], DesignerRequestError>, Never>
  {
    // A run for an older version of the document is of no use any more (its findings would not
    // be kept): stopped, so that edit after edit does not pile up lint children on the CPU the
    // edits' canvases need.
    stopLint(of: entry.id)
    let worker = lintWorker
    let quietPeriod = limits.lintQuietPeriod
    lintRunNumber += 1
    let number = lintRunNumber
    let run = Task { @MainActor () -> Result<[Diagnostic], DesignerRequestError> in
      // After an edit, lint waits until the document has gone `lintQuietPeriod` without another:
      // the next edit of a quick run then stops it before a worker starts (`stopLint`), and
      // only the run's last version is linted, after its canvas.
      while !Task.isCancelled, let written = self.lastWrites[entry.id] {
        let wait = quietPeriod - written.duration(to: .now)
        guard wait > .zero else { break }
        try? await Task.sleep(for: wait)
      }
      let result: Result<[Diagnostic], DesignerRequestError>
      if Task.isCancelled {
        result = .failure(.conflict("\(entry.displayPath) changed while it was being linted; lint it again"))
      } else if let worker {
        result = await worker.findings(for: entry.realPath, displayPath: entry.displayPath)
      } else {
        // The same rules and `.adaptive.yml` lookup as `adaptive lint`, in this process.
        var linter = Linter()
        linter.fontFolders = self.fontFolders
        do throws(LintError) {
          result = .success(try linter.lint(files: [URL(fileURLWithPath: entry.realPath)]).findings)
        } catch {
          result = .failure(.failed("\(entry.displayPath): \(error.description)"))
        }
      }
      // A stopped run has been replaced already; a later run of the same key is not this one's.
      if self.lintRuns[key]?.number == number { self.lintRuns[key] = nil }
      // Kept only if the file is still the version asked for: the run read the file itself.
      if case .success(let findings) = result, self.currentVersion(of: entry) == version {
        self.lintCache.insert(findings, for: key)
      }
      return result
    }
    lintRuns[key] = LintRun(number: number, task: run)
    return run
  }

  /// Stops every lint run of document `id` (their waiting requests get 409): called when the
  /// document gets a new version, which those runs' findings would no longer describe.
  func stopLint(of id: String) {
    for (key, running) in lintRuns where key.hasPrefix(id + "\n") {
      running.task.cancel()
      lintRuns[key] = nil
    }
  }

  /// The content version of the file on disk now, or nil when it cannot be read.
  func currentVersion(of entry: DocumentCatalog.Entry) -> String? {
    (try? Data(contentsOf: URL(fileURLWithPath: entry.realPath))).map { self.version(of: $0, document: entry.id) }
  }
}
