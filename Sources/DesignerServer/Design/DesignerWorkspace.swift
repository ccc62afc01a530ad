import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Lint
import Rendering

/// The designer's state and work: the served documents, their decoded contents, and the canvases,
/// inspections and lint results drawn from them, cached per file version.
///
/// Every AdaptiveKit view and controller lives on the main actor, so the workspace does too; the
/// HTTP handlers await it. Long work does not hold it: a canvas is laid out one scene at a time,
/// letting other requests in between scenes, and lint runs in a child process when the server
/// knows its executable. Caches are keyed by content version, so a changed file is never shown
/// from an old drawing, and bounded, so memory stays flat however many configurations are asked;
/// a canvas or lint run already under way is joined rather than started again.
@MainActor
final class DesignerWorkspace {
  /// One document as last read from disk.
  struct Loaded {
    let bytes: Data
    let version: String
    let document: IBDocument
    /// Whether `document` is an edit's own document, which encodes to `bytes` but whose source
    /// positions are those of the file it was decoded from before the edit (see `write`): it is
    /// replaced by `bytes` decoded once the document has gone quiet.
    var isEditedInMemory = false
  }

  /// What the watcher last saw of a file.
  struct Stamp: Equatable {
    let modified: Date?
    let size: Int
    let version: String?
  }

  /// The canvas cache key.
  struct CanvasKey: Hashable {
    let document: String
    let version: String
    let device: String
    let orientation: String
    let cell: SizeClassCell
  }

  private(set) var catalog: DocumentCatalog
  let events: EventHub
  let limits: DesignerServer.Limits
  var loaded: [String: Loaded] = [:]
  var canvasCache = BoundedCache<CanvasKey, CanvasPayload>(capacity: 48)
  /// Scene drawings kept across versions, so an edit lays out again only the scenes it touched.
  var sceneDrawings = BoundedCache<SceneDrawingKey, SceneDrawing>(capacity: 512)
  /// Each document's recently drawn contexts (`CanvasDrawingInputs.context`) and their generations.
  var drawingContexts: [String: [(context: IBXMLElement, generation: Int)]] = [:]
  var nextDrawingGeneration = 0
  /// How many contexts per document keep their scene drawings (a few, for undo and redo).
  static let keptDrawingContexts = 4
  var lintCache = BoundedCache<String, [Diagnostic]>(capacity: 16)
  var canvasRuns: [CanvasKey: Task<Result<CanvasPayload, DesignerRequestError>, Never>] = [:]
  /// A lint run under way (or waiting for its document to go quiet), numbered so that a run
  /// removes only itself when it ends.
  struct LintRun {
    let number: Int
    let task: Task<Result<[Diagnostic], DesignerRequestError>, Never>
  }

  var lintRuns: [String: LintRun] = [:]
  var lintRunNumber = 0
  /// When this server last wrote each document, for lint's quiet period.
  var lastWrites: [String: ContinuousClock.Instant] = [:]
  var stamps: [String: Stamp] = [:]
  /// Each document's saved edits, for undo and redo (read from beside the file when first needed).
  var history: [String: EditHistory] = [:]
  /// Why a document's saved history could not be read or written, for the page to say.
  var historyProblems: [String: String] = [:]
  /// The asset catalogs' colour sets beside each document folder, found again on each rescan.
  var catalogColorCache: [String: CatalogColors] = [:]
  /// Where lint runs; nil lints in this process.
  let lintWorker: LintWorker?
  /// The trait variant every canvas is drawn in.
  let traitVariant: TraitVariant
  /// Font folders searched after each document's app's own (`adaptive serve --fonts`).
  let fontFolders: [URL]

  init(
    catalog: DocumentCatalog, events: EventHub, limits: DesignerServer.Limits, lintWorker: LintWorker? = nil,
    traitVariant: TraitVariant = .deviceDefault, fontFolders: [URL] = []
  ) {
    self.catalog = catalog
    self.events = events
    self.limits = limits
    self.lintWorker = lintWorker
    self.traitVariant = traitVariant
    self.fontFolders = fontFolders
  }

  // MARK: Documents

  /// The served documents with their current versions.
  func documents() -> [DocumentSummary] {
    catalog.entries.map { entry in
      let url = URL(fileURLWithPath: entry.realPath)
      return DocumentSummary(
        id: entry.id, name: url.lastPathComponent, path: entry.displayPath, kind: url.pathExtension,
        version: (try? Data(contentsOf: url)).map { DocumentVersion.of($0) })
    }
  }

  /// The catalog's device names, Generic first.
  func devices() -> [String] { [Device.generic.name] + Device.all.map(\.name) }

  /// The document `id` as it is on disk now, decoded (reused while the bytes are unchanged).
  func load(_ id: String) throws(DesignerRequestError) -> (DocumentCatalog.Entry, Loaded) {
    let entry = try catalog.entry(forID: id)
    let url = URL(fileURLWithPath: entry.realPath)
    let bytes: Data
    do {
      bytes = try Data(contentsOf: url)
    } catch {
      throw .notFound("\(entry.displayPath): cannot read the file (\(error.localizedDescription))")
    }
    let version = self.version(of: bytes, document: id)
    if let cached = loaded[id], cached.version == version { return (entry, cached) }
    let document = try Self.decode(bytes, url: url, fontFolders: fontFolders, displayPath: entry.displayPath)
    let result = Loaded(bytes: bytes, version: version, document: document)
    loaded[id] = result
    return (entry, result)
  }

  /// The version of `bytes` read from document `id`'s file: the decoded document's when they are
  /// its bytes (compared, which costs a small part of hashing them again on every request).
  func version(of bytes: Data, document id: String) -> String {
    if let cached = loaded[id], cached.bytes == bytes { return cached.version }
    return DocumentVersion.of(bytes)
  }

  /// The document in `bytes`, the file at `url`, decoded as the designer reads every document
  /// (leniently); nonisolated so an edit can decode the bytes it writes on another thread.
  nonisolated static func decode(_ bytes: Data, url: URL, fontFolders: [URL], displayPath: String)
    throws(DesignerRequestError) -> IBDocument
  {
    do {
      var document = try IBDocument(
        data: bytes, fileName: url.lastPathComponent,
        options: IBDecodingOptions(isLenient: true, reportsUnknownAttributes: false))
      // The canvas finds the app's own fonts (and other resources) around the file, as render does.
      document.url = url
      document.fontFolders = fontFolders
      return document
    } catch {
      throw .badRequest(error.primary.located(in: displayPath).description)
    }
  }

  /// Scans the folders again; returns whether the list of documents changed.
  func rescan() -> Bool {
    let before = catalog.entries
    catalogColorCache.removeAll()
    catalog.rescan()
    let kept = Set(catalog.entries.map(\.id))
    loaded = loaded.filter { kept.contains($0.key) }
    return before != catalog.entries
  }
}
