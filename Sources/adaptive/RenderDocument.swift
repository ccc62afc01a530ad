import Foundation
import Rendering

/// A document to render and where its output goes.
struct RenderDocument: Equatable {
  /// The document.
  var url: URL
  /// Its output folder below the output directory (`OutputNaming.documentFolders`).
  var folder: String
  /// The name the gallery lists it under: its path below the folder argument.
  var name: String

  /// The documents at `files`, each with a folder no other one has.
  static func plan(_ files: [InputFile]) -> [RenderDocument] {
    let folders = OutputNaming.documentFolders(
      for: files.map {
        OutputNaming.Document(relativePath: $0.relativePath, absolutePath: $0.url.standardizedFileURL.path)
      })
    // Two documents listed under one name (the same file name given twice) show their paths instead.
    let nameCounts = Dictionary(files.map { ($0.relativePath, 1) }, uniquingKeysWith: +)
    return zip(files, folders).map { file, folder in
      RenderDocument(url: file.url, folder: folder, name: nameCounts[file.relativePath] == 1 ? file.relativePath : file.path)
    }
  }

  /// Renders the document.
  @MainActor
  func render(request: RenderRequest, rasterizer: PNGRasterizer?) -> DocumentRenderResult {
    DocumentRenderer.render(file: url, request: request, folder: folder, name: name, rasterizer: rasterizer)
  }
}
