import Foundation

/// The documents the server may show and edit: the files it was started with, and the
/// storyboards and xibs inside the folders it was started with — nothing else.
///
/// A document's id is its root's index and its path below that root (`0/Main.storyboard`), so
/// ids never carry an absolute path. Every lookup re-checks that the file's real path (symlinks
/// resolved) is still inside its root's real path, so a symlink swapped in after the scan cannot
/// lead out of the roots.
struct DocumentCatalog: Sendable {
  /// One root as given on the command line, with its real path.
  struct Root: Sendable {
    let given: String
    let realPath: String
    let isFolder: Bool
  }

  /// One served document.
  struct Entry: Sendable, Equatable {
    /// `root index/relative path`.
    let id: String
    /// The file as the user would name it (the root as given, then the relative path).
    let displayPath: String
    /// The file's real path.
    let realPath: String
  }

  let roots: [Root]
  private(set) var entries: [Entry] = []

  /// The catalog of `paths`; a missing path, or one that names neither a document nor a folder, is
  /// an error naming the path.
  init(paths: [String]) throws(DesignerServerError) {
    var roots: [Root] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .unusablePath(path, reason: "no such file or directory")
      }
      let real = DocumentCatalog.realPath(of: path) ?? path
      if !isDirectory.boolValue, !DocumentCatalog.extensions.contains(URL(fileURLWithPath: path).pathExtension) {
        throw .unusablePath(path, reason: "not a .storyboard or .xib file")
      }
      roots.append(Root(given: path, realPath: real, isFolder: isDirectory.boolValue))
    }
    self.roots = roots
    rescan()
    if entries.isEmpty { throw .noDocuments(paths) }
  }

  /// The extensions of Interface Builder documents.
  static let extensions: Set<String> = ["storyboard", "xib"]

  /// Finds the documents again (files added or removed in the folders since the last scan).
  mutating func rescan() {
    var found: [Entry] = []
    let manager = FileManager.default
    for (index, root) in roots.enumerated() {
      guard root.isFolder else {
        if let real = DocumentCatalog.realPath(of: root.realPath) {
          found.append(Entry(id: "\(index)/\(URL(fileURLWithPath: root.given).lastPathComponent)",
            displayPath: root.given, realPath: real))
        }
        continue
      }
      guard let enumerator = manager.enumerator(atPath: root.realPath) else { continue }
      var files: [Entry] = []
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        // Hidden folders (.git, .build) hold no documents worth showing and can be huge.
        if name.hasPrefix(".") {
          enumerator.skipDescendants()
          continue
        }
        guard DocumentCatalog.extensions.contains((relative as NSString).pathExtension) else { continue }
        let full = root.realPath + "/" + relative
        guard let real = DocumentCatalog.realPath(of: full), DocumentCatalog.isInside(real, root.realPath) else {
          continue
        }
        let shown = root.given.hasSuffix("/") ? root.given + relative : root.given + "/" + relative
        files.append(Entry(id: "\(index)/\(relative)", displayPath: shown, realPath: real))
      }
      found += files.sorted { $0.id < $1.id }
    }
    entries = found
  }

  /// The document with `id`, checked against the roots now.
  func entry(forID id: String) throws(DesignerRequestError) -> Entry {
    if id.isEmpty { throw .badRequest("the request names no document (doc=…)") }
    if id.hasPrefix("/") || id.contains("\0") || id.split(separator: "/").contains("..") || id.contains("\\") {
      throw .forbidden("'\(id)' is outside the files this server was started with")
    }
    guard let entry = entries.first(where: { $0.id == id }) else {
      throw .notFound("no document '\(id)' among the files this server was started with")
    }
    guard let real = DocumentCatalog.realPath(of: entry.realPath), real == entry.realPath,
      let rootIndex = Int(id.prefix { $0 != "/" }), rootIndex < roots.count,
      !roots[rootIndex].isFolder || DocumentCatalog.isInside(real, roots[rootIndex].realPath)
    else {
      throw .forbidden("'\(id)' now leads outside the files this server was started with")
    }
    return entry
  }

  /// The path with every symlink resolved, or nil when it does not exist.
  static func realPath(of path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether `path` is `folder` or inside it (both real paths).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    return path == folder || path.hasPrefix(base)
  }
}
