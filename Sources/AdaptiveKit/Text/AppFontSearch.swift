import Foundation
import InterfaceBuilder

/// Where a document's app keeps its fonts on disk: the folder holding the app's `.xcodeproj`,
/// `.xcworkspace` or `.git` at most `maximumLevelsAbove` folders above the document (else the
/// document's own folder, or the folder above a `Base.lproj`), searched for font files and
/// Info.plists, at most `maximumEntriesScanned` entries; then any further font folders the user
/// names (`adaptive --fonts`, `.adaptive.yml`'s `fonts:`), each searched the same way.
struct AppFontSearch {
  /// How many folders above the document's the app's root is looked for.
  static let maximumLevelsAbove = 4
  /// The most folder entries one search visits, so a document in a huge tree costs a bounded time.
  static let maximumEntriesScanned = 20_000
  /// What marks an app's root folder: a project, a workspace or a repository.
  static let rootMarkerExtensions: Set<String> = ["xcodeproj", "xcworkspace"]
  static let rootMarkerNames: Set<String> = [".git"]
  /// Folders of build products and package caches, never an app's sources.
  static let skippedFolders: Set<String> = ["build", "DerivedData", ".build", "node_modules", ".git"]

  /// The folder searched.
  let root: URL
  /// Font files found, those an Info.plist's `UIAppFonts` lists first, then the further folders'.
  let fontFiles: [URL]

  /// Searches for the app fonts of a document in `folder`, then in `fontFolders` in order (the
  /// app's own files win when two have a face of one name, as the app's bundle holds them).
  init(documentFolder folder: URL, fontFolders: [URL] = []) {
    let start = IBDocument.appFolder(forDocumentFolder: folder)
    root = Self.appRoot(above: start) ?? start
    var (fonts, plists) = Self.scan(root)
    var files = Self.listedFirst(fonts, plists: plists)
    for extra in fontFolders {
      (fonts, plists) = Self.scan(extra)
      files += Self.listedFirst(fonts, plists: plists)
    }
    var seen = Set<String>()
    fontFiles = files.filter { seen.insert($0.path).inserted }
  }

  /// The font files and Info.plists under `folder`, at most `maximumEntriesScanned` entries visited.
  private static func scan(_ folder: URL) -> (fonts: [URL], plists: [URL]) {
    var fonts: [URL] = []
    var plists: [URL] = []
    var visited = 0
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while visited < maximumEntriesScanned, let file = enumerator?.nextObject() as? URL {
      visited += 1
      let name = file.lastPathComponent
      if skippedFolders.contains(name) || rootMarkerExtensions.contains(file.pathExtension) {
        enumerator?.skipDescendants()
      } else if AppFontFace.fileExtensions.contains(file.pathExtension.lowercased()) {
        fonts.append(file.standardizedFileURL)
      } else if name == AppInfoPlist.fileName || name.hasSuffix("-" + AppInfoPlist.fileName) {
        plists.append(file)
      }
    }
    return (fonts, plists)
  }

  /// The first folder from `start` up (at most `maximumLevelsAbove` above it) that holds a
  /// project, workspace or repository.
  static func appRoot(above start: URL) -> URL? {
    var folder = start
    for _ in 0...maximumLevelsAbove {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if entries.contains(where: { rootMarkerNames.contains($0) || rootMarkerExtensions.contains(($0 as NSString).pathExtension) }) {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
    return nil
  }

  /// The fonts the Info.plists list (by path from the plist's folder, else by file name among
  /// those found, as Xcode copies them to the bundle's root), then the others.
  private static func listedFirst(_ fonts: [URL], plists: [URL]) -> [URL] {
    var listed: [URL] = []
    for plist in plists {
      for path in AppInfoPlist.fontPaths(inPlistAt: plist) {
        let beside = plist.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        if FileManager.default.fileExists(atPath: beside.path) {
          listed.append(beside)
        } else if let found = fonts.first(where: { $0.lastPathComponent == (path as NSString).lastPathComponent }) {
          listed.append(found)
        }
      }
    }
    var seen = Set<String>()
    return (listed + fonts).filter { seen.insert($0.path).inserted }
  }
}
