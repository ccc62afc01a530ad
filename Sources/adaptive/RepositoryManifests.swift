import Foundation

/// Which repository each corpus file came from, read from the `MANIFEST.tsv` beside it (columns
/// `file` and `repo`, tab-separated, a header row first); a file no manifest names counts under
/// its folder's name.
struct RepositoryManifests {
  private var byFolder: [String: [String: String]] = [:]

  /// The repository of the file at `path`.
  mutating func repository(of path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    if byFolder[folder.path] == nil { byFolder[folder.path] = Self.read(folder.appendingPathComponent("MANIFEST.tsv")) }
    return byFolder[folder.path]?[url.lastPathComponent] ?? folder.lastPathComponent
  }

  /// File name → repository from one manifest; empty when there is none or it lacks the columns.
  static func read(_ manifest: URL) -> [String: String] {
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [:] }
    var rows = text.split(whereSeparator: \.isNewline).map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    guard !rows.isEmpty else { return [:] }
    let header = rows.removeFirst().map(String.init)
    guard let file = header.firstIndex(of: "file"), let repo = header.firstIndex(of: "repo") else { return [:] }
    var result: [String: String] = [:]
    for row in rows where row.count > max(file, repo) { result[String(row[file])] = String(row[repo]) }
    return result
  }
}
