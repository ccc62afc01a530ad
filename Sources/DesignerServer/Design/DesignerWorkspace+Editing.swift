import Foundation
import InterfaceBuilder
import Rendering

extension DesignerWorkspace {
  /// Sets or removes the installed state of a subview or constraint in one cell and writes the file
  /// as Xcode would: only the owner's `<variation>`/`<mask>` changes, every other byte stays.
  ///
  /// The edit is refused (409) when the file on disk is not the version the page loaded, so an
  /// edit never overwrites a change made elsewhere. The first edit of a file keeps its original
  /// bytes beside it as `<name>.orig`; the file itself is replaced atomically.
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

  /// Writes an edited document over its file, keeping every unedited byte; the first write keeps
  /// the original as `<name>.orig`. A document equal to the file writes nothing.
  func save(_ document: IBDocument, entry: DocumentCatalog.Entry, loaded: Loaded) throws(DesignerRequestError)
    -> EditResult
  {
    let data = document.xmlData(style: .preservingSource)
    let url = URL(fileURLWithPath: entry.realPath)
    let backup = url.appendingPathExtension("orig")
    let result = EditResult(
      document: entry.id, version: DocumentVersion.of(data), backup: backup.lastPathComponent, backupCreated: false,
      changed: data != loaded.bytes)
    guard result.changed else { return result }
    var created = false
    do throws(RenderError) {
      if !FileManager.default.fileExists(atPath: backup.path) {
        try AtomicFileWriter.write(loaded.bytes, to: backup)
        created = true
      }
      try AtomicFileWriter.write(data, to: url)
    } catch {
      throw .failed("\(entry.displayPath): the edit was not saved: \(error.description)")
    }
    // Decoded afresh on the next request, from the bytes now on disk.
    self.loaded[entry.id] = nil
    noteWritten(entry.id, version: result.version)
    var written = result
    written.backupCreated = created
    return written
  }
}
