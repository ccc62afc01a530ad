import Foundation
import InterfaceBuilder

extension DesignerWorkspace {
  /// Adds a segue as Interface Builder writes one when a connection is dragged (see
  /// `IBDocument.addSegue`), with the version check, backup and history of every edit.
  func addSegue(_ request: SegueRequest) async throws(DesignerRequestError) -> SegueResult {
    guard !request.source.isEmpty, !request.destination.isEmpty else {
      throw .badRequest("a segue needs a source and a destination (ids)")
    }
    let (entry, loaded) = try loadUnchanged(request.doc, version: request.version)
    var document = loaded.document
    let draft = IBSegueDraft(
      from: request.source, to: request.destination, kind: IBSegueKind(rawValue: request.kind),
      identifier: request.identifier, customClass: request.customClass, anchorID: request.anchor)
    var ids = IBObjectIDGenerator(random: SystemRandomNumberGenerator())
    let replaced = document.triggeredSegueID(of: request.source)
    let id: String
    do {
      id = try document.addSegue(draft, ids: &ids)
    } catch {
      switch error {
      case .objectNotFound: throw .notFound("\(entry.displayPath): \(error.description)")
      default: throw .badRequest("\(entry.displayPath): \(error.description)")
      }
    }
    let name = request.identifier.flatMap { $0.isEmpty ? nil : " '\($0)'" } ?? ""
    let label = "\(request.kind) segue\(name) from \(request.source) to \(request.destination)"
      + (replaced.map { " (replacing \($0))" } ?? "")
    return SegueResult(edit: try await save(document, entry: entry, loaded: loaded, label: label), segue: id)
  }
}
