import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas

/// What `DocumentRenderer` writes.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// One SVG file per scene and configuration.
  case svg
  /// One PNG file per scene and configuration (needs `rsvg-convert`).
  case png
  /// One self-contained HTML gallery per document.
  case html
}

/// What to render and where.
public struct RenderRequest: Sendable {
  /// The configurations each scene is drawn in.
  public var configurations: [RenderConfiguration]
  /// The scenes to draw (ids, controller ids or storyboard identifiers); empty for all.
  public var sceneIDs: [String]
  /// The output format.
  public var format: OutputFormat
  /// The folder outputs go into (one subfolder per document).
  public var outputDirectory: URL
  /// Drawing options.
  public var options: RenderOptions
  /// Where each drawing's view tree goes as JSON (`--tree`), in the same folders and under the
  /// same names as the pictures; nil writes none.
  public var treeDirectory: URL?
  /// Folders searched for the documents' font files after their app's own (`--fonts`).
  public var fontFolders: [URL] = []

  /// A request.
  public init(
    configurations: [RenderConfiguration], sceneIDs: [String] = [], format: OutputFormat = .html,
    outputDirectory: URL, options: RenderOptions = RenderOptions(), treeDirectory: URL? = nil
  ) {
    self.configurations = configurations
    self.sceneIDs = sceneIDs
    self.format = format
    self.outputDirectory = outputDirectory
    self.options = options
    self.treeDirectory = treeDirectory
  }
}

/// What rendering one document produced.
public struct DocumentRenderResult: Codable, Sendable, Equatable {
  /// The document's path.
  public var file: String
  /// The name it is listed under: its path below the folder argument that found it.
  public var name: String
  /// Whether it decoded.
  public var decoded: Bool
  /// The folder (relative to the output directory) its outputs went into.
  public var folder: String
  /// The scenes drawn.
  public var scenes: Int
  /// The files written (paths relative to the output directory).
  public var outputs: [String]
  /// The requested scene ids this document has.
  public var matchedSceneIDs: [String]
  /// Why the document, or some of its drawings, could not be made: the decoder's error, or one
  /// diagnostic per failed drawing or output.
  public var errors: [Diagnostic]
  /// The decoder's warnings, located in `file`.
  public var warnings: [Diagnostic]

  /// A result from its parts; `name` defaults to the file's name.
  public init(
    file: String, name: String? = nil, decoded: Bool, folder: String, scenes: Int, outputs: [String],
    matchedSceneIDs: [String], errors: [Diagnostic], warnings: [Diagnostic] = []
  ) {
    self.file = file
    self.name = name ?? URL(fileURLWithPath: file).lastPathComponent
    self.warnings = warnings
    self.decoded = decoded
    self.folder = folder
    self.scenes = scenes
    self.outputs = outputs
    self.matchedSceneIDs = matchedSceneIDs
    self.errors = errors
  }
}

/// Renders whole documents to files: decoding, drawing every requested scene on every
/// configuration, and writing each output atomically.
@MainActor
public enum DocumentRenderer {
  /// Renders the document at `file` into `folder` below the output directory (by default its
  /// name, `folderName(for:)`), listed as `name`; problems are reported in the result, never thrown.
  public static func render(
    file: URL, request: RenderRequest, folder: String? = nil, name: String? = nil, rasterizer: PNGRasterizer? = nil
  ) -> DocumentRenderResult {
    let folder = folder ?? folderName(for: file)
    var result = DocumentRenderResult(
      file: file.path, name: name, decoded: false, folder: folder, scenes: 0, outputs: [], matchedSceneIDs: [],
      errors: [])
    var document: IBDocument
    do {
      document = try IBDocument(contentsOf: file)
    } catch {
      result.errors.append(error.primary.located(in: file.path))
      return result
    }
    document.fontFolders = request.fontFolders
    result.decoded = true
    result.warnings = document.warnings.map { $0.located(in: file.path) }
    var options = request.options
    if options.imageFolder == nil { options.imageFolder = imageFolder(for: file) }
    if request.treeDirectory != nil { options.recordsTree = true }
    let renderer = SceneRenderer(document: document, options: options)
    var scenes = renderer.scenes
    let stems = OutputNaming.sceneStems(for: scenes)
    if !request.sceneIDs.isEmpty {
      var chosen: [RenderableScene] = []
      for id in request.sceneIDs {
        guard let scene = renderer.scene(withID: id) else { continue }
        result.matchedSceneIDs.append(id)
        if !chosen.contains(scene) { chosen.append(scene) }
      }
      scenes = chosen
    }
    result.scenes = scenes.count
    let directory = request.outputDirectory.appendingPathComponent(folder, isDirectory: true)
    var rows: [HTMLGallery.Row] = []
    for scene in scenes {
      var cells: [HTMLGallery.Cell] = []
      for configuration in request.configurations {
        let drawing: Result<SVGDocument, RenderError>
        let base = "\(stems[scene.id] ?? OutputNaming.slug(scene.id))_\(configuration.slug)"
        do {
          let rendered = try renderer.render(sceneID: scene.id, configuration: configuration)
          drawing = .success(rendered.svg)
          if let treeDirectory = request.treeDirectory, let tree = rendered.tree {
            writeTree(tree, to: treeDirectory.appendingPathComponent(folder).appendingPathComponent(base + ".json"),
              file: file, result: &result)
          }
        } catch {
          drawing = .failure(error)
          result.errors.append(error.diagnostic(in: file.path))
        }
        cells.append(HTMLGallery.Cell(configuration: configuration, drawing: drawing))
        guard case .success(let svg) = drawing, request.format != .html else { continue }
        do throws(RenderError) {
          switch request.format {
          case .svg:
            try AtomicFileWriter.write(svg.text, to: directory.appendingPathComponent(base + ".svg"))
            result.outputs.append("\(folder)/\(base).svg")
          case .png:
            guard let rasterizer else {
              throw .rasterizerMissing(tool: PNGRasterizer.toolName, package: PNGRasterizer.packageName)
            }
            try AtomicFileWriter.write(try rasterizer.png(from: svg), to: directory.appendingPathComponent(base + ".png"))
            result.outputs.append("\(folder)/\(base).png")
          case .html: break
          }
        } catch {
          result.errors.append(error.diagnostic(in: file.path))
        }
      }
      rows.append(HTMLGallery.Row(scene: scene, cells: cells))
    }
    if request.format == .html {
      let map = document.documentKind == .storyboard ? StoryboardMap.svg(for: renderer) : nil
      let markup = rows.flatMap { $0.cells.compactMap { try? $0.drawing.get().body } }
      // The index is as many folders up as the document's folder is deep.
      let up = String(repeating: "../", count: folder.split(separator: "/").count)
      let page = HTMLGallery.documentPage(
        fileName: result.name, map: map, rows: rows, fonts: HTMLGallery.fontFaces(usedIn: markup),
        indexLink: up + "index.html")
      do {
        try AtomicFileWriter.write(page, to: directory.appendingPathComponent("index.html"))
        result.outputs.append("\(folder)/index.html")
      } catch {
        result.errors.append(error.diagnostic(in: file.path))
      }
    }
    return result
  }

  /// Writes one view tree; a failure becomes an error line of the document's result.
  private static func writeTree(_ tree: SceneTree, to url: URL, file: URL, result: inout DocumentRenderResult) {
    do {
      try AtomicFileWriter.write(try tree.json(), to: url)
    } catch let error as RenderError {
      result.errors.append(error.diagnostic(in: file.path))
    } catch {
      result.errors.append(
        Diagnostic(
          ruleID: "render.tree-encoding", severity: .error,
          message: "cannot encode the view tree for \(url.lastPathComponent): \(error)", file: file.path, line: 0, column: 0))
    }
  }

  /// Where a document's images live: the canvas's folder of the app's images (its folder, or
  /// the project folder above a `.lproj` folder).
  static func imageFolder(for file: URL) -> URL { DocumentCanvas.imageFolder(forDocumentAt: file) }

  /// The output subfolder for a document: its file name without the extension, made safe.
  public static func folderName(for file: URL) -> String {
    let base = RenderConfiguration.slug(file.deletingPathExtension().lastPathComponent)
    return base.isEmpty ? "document" : base
  }

  /// Writes the index page linking every document's gallery.
  public static func writeIndex(results: [DocumentRenderResult], title: String, to directory: URL)
    throws(RenderError) -> URL
  {
    let documents = results.filter { $0.outputs.contains("\($0.folder)/index.html") }.map {
      (name: $0.name, link: "\($0.folder)/index.html", scenes: $0.scenes)
    }
    let failures = results.flatMap(\.errors).map(\.description)
    let url = directory.appendingPathComponent("index.html")
    try AtomicFileWriter.write(HTMLGallery.indexPage(title: title, documents: documents, failures: failures), to: url)
    return url
  }
}
