import Foundation

/// Finds the storyboards and xibs named by command-line paths.
public enum DocumentFiles {
  /// The extensions of Interface Builder documents.
  public static let extensions: Set<String> = ["storyboard", "xib"]

  /// Each path's documents: a file as given, a folder searched recursively (sorted by path).
  /// A missing path, or a folder holding no documents, is an error.
  public static func find(at paths: [String]) throws(LintError) -> [URL] {
    var result: [URL] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .unreadablePath(path, reason: "no such file or directory")
      }
      let url = URL(fileURLWithPath: path)
      guard isDirectory.boolValue else {
        guard manager.isReadableFile(atPath: path) else { throw .unreadablePath(path, reason: "cannot read the file") }
        result.append(url)
        continue
      }
      guard manager.isReadableFile(atPath: path),
        let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: nil)
      else { throw .unreadablePath(path, reason: "cannot read the directory") }
      var found: [URL] = []
      for case let file as URL in enumerator where extensions.contains(file.pathExtension) { found.append(file) }
      guard !found.isEmpty else { throw .noDocuments(path) }
      result += found.sorted { $0.path < $1.path }
    }
    return result
  }
}
