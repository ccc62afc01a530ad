import Foundation
import InterfaceBuilder

extension DesignerWorkspace {
  /// Sets or removes the installed state of a subview or constraint in one cell and writes the file
  /// as Xcode would: only the owner's `<variation>`/`<mask>` changes, every other byte stays.
  ///
  /// The edit is refused (409) when the file on disk is not the version the page loaded, or when
  /// it changes while the edit is saved, so an edit never overwrites a change made elsewhere.
  /// Every saved edit keeps the bytes it replaced as a backup beside the file (see `save`).
  func edit(_ request: EditRequest) async throws(DesignerRequestError) -> EditResult {
    let cell = try SizeClassCell(width: request.width, height: request.height)
    let state: IBMaskState?
    switch request.state {
    case nil: state = nil
    case "included": state = .included
    case "excluded": state = .excluded
    case let other?: throw .badRequest("state '\(other)' is not included, excluded or null")
    }
    guard !request.id.isEmpty else { throw .badRequest("the edit names no element (id)") }
    let (entry, loaded) = try loadUnchanged(request.doc, version: request.version)
    var document = loaded.document
    do {
      try document.setMask(state, forObjectWithID: request.id, variation: cell.variationKey)
    } catch {
      switch error {
      case .objectNotFound: throw .notFound("\(entry.displayPath): \(error.description)")
      default: throw .badRequest("\(entry.displayPath): \(error.description)")
      }
    }
    return try await save(document, entry: entry, loaded: loaded, label: Self.installedLabel(state, id: request.id, cell: cell))
  }

  /// The history's name for an installed-state edit.
  static func installedLabel(_ state: IBMaskState?, id: String, cell: SizeClassCell) -> String {
    let change =
      switch state {
      case nil: "remove the \(cell.pair) case of"
      case .included?: "install in \(cell.pair)"
      case .excluded?: "uninstall in \(cell.pair)"
      }
    return "\(change) \(id)"
  }

  /// The document `id` as the page loaded it; 409 when the file on disk is another version.
  func loadUnchanged(_ id: String, version: String) throws(DesignerRequestError) -> (DocumentCatalog.Entry, Loaded) {
    let (entry, loaded) = try load(id)
    guard loaded.version == version else {
      throw .conflict(
        "\(entry.displayPath) changed on disk since the page loaded it (page has version \(version), "
          + "the file is now \(loaded.version)); the edit was not saved: reload to see the change, then edit again")
    }
    return (entry, loaded)
  }

  /// Writes an edited document over its file, keeping every unedited byte, in one step against the
  /// bytes the edit was computed from (`write(_:entry:loaded:)`), and records it in the document's
  /// history as `label` so it can be undone. A document equal to the file writes nothing. On Xcode
  /// 6–7's generic canvas the frames the edit moved are re-laid first (`GenericCanvasFrames`).
  func save(_ document: IBDocument, entry: DocumentCatalog.Entry, loaded: Loaded, label: String)
    async throws(DesignerRequestError) -> EditResult
  {
    let relaid = GenericCanvasFrames.relaying(document, before: loaded.document)
    return try await save(
      relaid.xmlData(style: .preservingSource), entry: entry, loaded: loaded, label: label, edited: relaid)
  }

  /// Writes `data` over the file the page loaded as `loaded` and records the step in the history.
  /// `edited`, when given, is the document `data` was encoded from (see `write`).
  func save(_ data: Data, entry: DocumentCatalog.Entry, loaded: Loaded, label: String, edited: IBDocument? = nil)
    async throws(DesignerRequestError) -> EditResult
  {
    guard data != loaded.bytes else {
      return EditResult(document: entry.id, version: loaded.version, backup: nil, backupCreated: false, changed: false)
    }
    let (outcome, version) = try await write(data, entry: entry, expected: loaded.bytes, edited: edited)
    recordStep(
      EditHistory.Step(
        label: label, before: loaded.bytes, beforeVersion: loaded.version, after: outcome.written, afterVersion: version),
      for: entry)
    return EditResult(
      document: entry.id, version: version, backup: outcome.backup, backupCreated: true, changed: true)
  }

  /// Replaces the file's bytes, which must be `expected`, with `data` (`GuardedFileReplacement`):
  /// a file changed meanwhile is a 409 and is left as it is. Every write first keeps the bytes it
  /// replaces as `<name>.orig` (or the first free `<name>.orig.N`). Returns the outcome with the
  /// written file's version (hashed once here for every caller).
  ///
  /// The next request needs the written file decoded. An edit passes the document it encoded
  /// `data` from (`edited`): that document is kept for the written version as it is, so the edit
  /// decodes nothing (decoding the written file was a fifth of an edit's CPU, and the edit's answer
  /// waited for it). Its content is the written file's, but its source positions are those of the
  /// file it was decoded from, so once the document has gone `lintQuietPeriod` without another
  /// write the written bytes are decoded off the main actor and replace it (`settleDecoding`).
  /// Without `edited` (undo, redo, conversion: bytes only) `data` is decoded on another thread
  /// while this one writes and waits for the disk.
  func write(_ data: Data, entry: DocumentCatalog.Entry, expected: Data, edited: IBDocument? = nil)
    async throws(DesignerRequestError) -> (outcome: GuardedFileReplacement.Outcome, version: String)
  {
    let url = URL(fileURLWithPath: entry.realPath)
    let (fontFolders, displayPath) = (fontFolders, entry.displayPath)
    let decoding =
      edited == nil
      ? Task.detached(priority: .userInitiated) {
        try? Self.decode(data, url: url, fontFolders: fontFolders, displayPath: displayPath)
      } : nil
    let outcome: GuardedFileReplacement.Outcome
    do throws(GuardedFileReplacement.Failure) {
      outcome = try GuardedFileReplacement.replace(entry.realPath, expected: expected, with: data)
    } catch {
      switch error {
      case .changed:
        throw .conflict(
          "\(entry.displayPath) changed on disk while the edit was being saved; the edit was not saved: "
            + "reload to see the change, then edit again")
      case .locked:
        throw .conflict(
          "\(entry.displayPath) is locked by another program (for more than \(GuardedFileReplacement.lockWait)); "
            + "the edit was not saved: try again when it is done")
      case .failed(let reason):
        throw .failed("\(entry.displayPath): the edit was not saved: \(reason)")
      }
    }
    self.loaded[entry.id] = nil
    // Lint of the replaced version is of no use now, and lint of this one waits for a quiet moment.
    stopLint(of: entry.id)
    lastWrites[entry.id] = .now
    let version = DocumentVersion.of(outcome.written)
    noteWritten(entry.id, version: version)
    // Bytes another writer appended meanwhile (carried over) make `data` not the file: then the
    // next request decodes the file itself. `load` compares versions, so a later write's document
    // is never replaced by this one's.
    if let edited, outcome.written == data {
      loaded[entry.id] = Loaded(bytes: outcome.written, version: version, document: edited, isEditedInMemory: true)
      settleDecoding(of: entry, version: version)
    } else if let document = await decoding?.value, outcome.written == data, loaded[entry.id] == nil {
      loaded[entry.id] = Loaded(bytes: outcome.written, version: version, document: document)
    }
    return (outcome, version)
  }

  /// Once document `entry` has gone `lintQuietPeriod` without another write, decodes the written
  /// version (off the main actor) in place of the edit's in-memory document, so source positions
  /// (layout messages' lines) are the file's again. A quick run of edits decodes once, after the
  /// last; a version replaced meanwhile is left alone.
  func settleDecoding(of entry: DocumentCatalog.Entry, version: String) {
    let url = URL(fileURLWithPath: entry.realPath)
    let (fontFolders, displayPath, quietPeriod) = (fontFolders, entry.displayPath, limits.lintQuietPeriod)
    Task { @MainActor in
      try? await Task.sleep(for: quietPeriod)
      guard let kept = self.loaded[entry.id], kept.version == version, kept.isEditedInMemory else { return }
      let bytes = kept.bytes
      let decoded = await Task.detached(priority: .utility) {
        try? Self.decode(bytes, url: url, fontFolders: fontFolders, displayPath: displayPath)
      }.value
      guard let decoded, let current = self.loaded[entry.id], current.version == version, current.isEditedInMemory
      else { return }
      self.loaded[entry.id] = Loaded(bytes: bytes, version: version, document: decoded)
    }
  }
}
