import Foundation
import InterfaceBuilder

extension DesignerWorkspace {
  /// Sets or removes the installed state of a subview or constraint in one cell and writes the file
  /// as Xcode would: only the owner's `<variation>`/`<mask>` changes, every other byte stays.
  ///
  /// The edit is refused (409) when the file on disk is not the version the page loaded, or when
  /// it changes while the edit is saved, so an edit never overwrites a change made elsewhere.
  /// Every saved edit keeps the bytes it replaced as a backup beside the file (see `save`).
  func edit(_ request: EditRequest) throws(DesignerRequestError) -> EditResult {
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
    return try save(document, entry: entry, loaded: loaded)
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
  /// bytes the edit was computed from (`GuardedFileReplacement`): a file changed meanwhile is a
  /// 409 and is left as it is. Every write first keeps the bytes it replaces as `<name>.orig` (or
  /// the first free `<name>.orig.N`). A document equal to the file writes nothing.
  func save(_ document: IBDocument, entry: DocumentCatalog.Entry, loaded: Loaded) throws(DesignerRequestError)
    -> EditResult
  {
    let data = document.xmlData(style: .preservingSource)
    guard data != loaded.bytes else {
      return EditResult(document: entry.id, version: DocumentVersion.of(data), backup: nil, backupCreated: false, changed: false)
    }
    let outcome: GuardedFileReplacement.Outcome
    do throws(GuardedFileReplacement.Failure) {
      outcome = try GuardedFileReplacement.replace(entry.realPath, expected: loaded.bytes, with: data)
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
    // Decoded afresh on the next request, from the bytes now on disk.
    self.loaded[entry.id] = nil
    let version = DocumentVersion.of(outcome.written)
    noteWritten(entry.id, version: version)
    return EditResult(document: entry.id, version: version, backup: outcome.backup, backupCreated: true, changed: true)
  }
}
