import Foundation
import InterfaceBuilder

/// The fonts a document's app bundles, found on disk near the document (`AppFontSearch`): the
/// folders are searched and the files read on the first lookup of a name iOS does not ship. One catalog per folder, shared by its
/// documents; its files are never registered in the process, so documents of other apps laid
/// out in the same process do not see them.
package final class AppFontCatalog: @unchecked Sendable {
  /// A catalog without fonts (a document read from data, not from a file).
  package static let empty = AppFontCatalog(folder: nil)
  /// The most font files one catalog reads.
  static let maximumFilesRead = 200

  /// The folder the search starts from (nil: no fonts).
  private let folder: URL?
  /// Further folders searched after the app's own (`IBDocument.fontFolders`).
  private let fontFolders: [URL]
  private let lock = NSLock()
  private var searched: [URL]?
  private var loaded: (faces: [AppFontFace], problems: [FontRegistrationError])?

  private static let cacheLock = NSLock()
  nonisolated(unsafe) private static var cache: [String: AppFontCatalog] = [:]

  init(folder: URL?, fontFolders: [URL] = []) {
    self.folder = folder
    self.fontFolders = fontFolders
  }

  /// The candidate font files, in the order they are preferred (searched for on first use).
  package var fontFiles: [URL] {
    guard let folder else { return [] }
    return lock.withLock {
      if let searched { return searched }
      let found = AppFontSearch(documentFolder: folder, fontFolders: fontFolders).fontFiles
      searched = found
      return found
    }
  }

  /// The catalog of `document`'s app: the fonts around the file it was read from, then those of
  /// its `fontFolders`; empty for a document read from data.
  package static func of(_ document: IBDocument) -> AppFontCatalog {
    document.url.map { near(documentAt: $0, fontFolders: document.fontFolders) } ?? .empty
  }

  /// The catalog of the app around the document at `url`, then `fontFolders` (cached per folder
  /// and font folders).
  package static func near(documentAt url: URL, fontFolders: [URL] = []) -> AppFontCatalog {
    near(folder: url.deletingLastPathComponent(), fontFolders: fontFolders)
  }

  /// The catalog of the app around `folder` (a document's folder or a bundle's root), then
  /// `fontFolders`.
  package static func near(folder: URL, fontFolders: [URL] = []) -> AppFontCatalog {
    let key = ([folder] + fontFolders).map(\.standardizedFileURL.path).joined(separator: "\n")
    if let cached = cacheLock.withLock({ cache[key] }) { return cached }
    let catalog = AppFontCatalog(folder: folder, fontFolders: fontFolders)
    cacheLock.withLock { cache[key] = catalog }
    return catalog
  }

  /// The face UIKit would create by `name` (PostScript or full name), if a file has one.
  func face(named name: String) -> AppFontFace? {
    guard folder != nil else { return nil }
    return contents.faces.first { $0.isNamed(name) }
  }

  /// Whether a file here has a font UIKit creates by `name`.
  package func hasFont(named name: String) -> Bool { face(named: name) != nil }

  /// The font files found that could not be read, each with its problem.
  package var problems: [FontRegistrationError] { contents.problems }

  /// Every face of the files, read on first use.
  private var contents: (faces: [AppFontFace], problems: [FontRegistrationError]) {
    let fontFiles = fontFiles
    return lock.withLock {
      if let loaded { return loaded }
      var faces: [AppFontFace] = []
      var problems: [FontRegistrationError] = []
      for file in fontFiles.prefix(Self.maximumFilesRead) {
        do throws(FontRegistrationError) { faces += try AppFontFace.load(contentsOf: file) } catch { problems.append(error) }
      }
      loaded = (faces, problems)
      return (faces, problems)
    }
  }
}
