import Foundation

extension DesignerWorkspace {
  /// Looks at every served file once (its size and modification time; the bytes only when those
  /// changed) and tells the page about documents whose content changed, and about documents
  /// added or removed in the served folders when `rescanning`.
  func poll(rescanning: Bool) {
    if rescanning, rescan() {
      events.broadcast(event: "documents", data: "{}")
    }
    var seen: Set<String> = []
    for entry in catalog.entries {
      seen.insert(entry.id)
      let attributes = try? FileManager.default.attributesOfItem(atPath: entry.realPath)
      let modified = attributes?[.modificationDate] as? Date
      let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
      let previous = stamps[entry.id]
      if let previous, previous.modified == modified, previous.size == size { continue }
      let version = (try? Data(contentsOf: URL(fileURLWithPath: entry.realPath))).map { DocumentVersion.of($0) }
      stamps[entry.id] = Stamp(modified: modified, size: size, version: version)
      // The first look only records the file; a change is a different version afterwards.
      if let previous, previous.version != version { announce(entry.id, version: version) }
    }
    stamps = stamps.filter { seen.contains($0.key) }
  }

  /// Records a write the server made itself and tells the page at once.
  func noteWritten(_ id: String, version: String) {
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: (try? catalog.entry(forID: id))?.realPath ?? "")
    stamps[id] = Stamp(
      modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue ?? -1,
      version: version)
    announce(id, version: version)
  }

  private func announce(_ id: String, version: String?) {
    struct Change: Encodable {
      let document: String
      let version: String?
    }
    events.broadcast(event: "changed", data: String(decoding: Self.encode(Change(document: id, version: version)), as: UTF8.self))
  }
}
