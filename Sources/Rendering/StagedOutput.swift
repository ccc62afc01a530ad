import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output folder filled out of sight: a run writes into a hidden folder beside the
/// destination and moves what it wrote into place only once it has succeeded, so a run that
/// fails leaves no page or picture behind, and never half of one document's files.
///
/// When the destination does not exist yet, the whole folder is moved in with one `rename`.
/// Otherwise each document's folder replaces the one of the same name (so files a previous run
/// drew and this one did not cannot linger beside the new ones), other documents' folders stay,
/// and the top-level files (the index page) are renamed over the old ones.
public struct StagedOutput: Sendable {
  /// Where the output ends up.
  public let destination: URL
  /// Where the run writes meanwhile: `.<name>.partial-<random>` in the destination's parent, or
  /// inside an existing destination whose parent cannot be written (`--output .` in a folder
  /// the user may fill but not beside).
  public let folder: URL

  /// A staging folder for `destination`; nothing is created until something is written.
  public init(destination: URL) {
    self.destination = destination.standardizedFileURL
    let name = ".\(self.destination.lastPathComponent).partial-\(UUID().uuidString)"
    let parent = self.destination.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    if access(parent.path, W_OK) != 0,
      FileManager.default.fileExists(atPath: self.destination.path, isDirectory: &isDirectory), isDirectory.boolValue
    {
      folder = self.destination.appendingPathComponent(name, isDirectory: true)
    } else {
      folder = parent.appendingPathComponent(name, isDirectory: true)
    }
  }

  /// Moves what was written into the destination; `documentFolders` are the relative folders
  /// holding each document's files.
  public func commit(documentFolders: [String]) throws(RenderError) {
    let manager = FileManager.default
    guard manager.fileExists(atPath: folder.path) else { return }
    if !manager.fileExists(atPath: destination.path) {
      try move(folder, to: destination)
      return
    }
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .cannotWrite(path: destination.path, reason: "a file is in the way of the output folder")
    }
    // Shallowest first: a document folder inside another's (`A` for A.storyboard, `A/B` for
    // A/B.storyboard) moves in with it, and is then no longer in the staging folder.
    for relative in Set(documentFolders).sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
      let staged = folder.appendingPathComponent(relative, isDirectory: true)
      guard manager.fileExists(atPath: staged.path) else { continue }
      let target = destination.appendingPathComponent(relative, isDirectory: true)
      try createFolder(target.deletingLastPathComponent())
      if manager.fileExists(atPath: target.path) {
        // Moved aside first: `rename` cannot replace a folder that has files in it.
        let old = folder.appendingPathComponent(".replaced-\(UUID().uuidString)")
        try move(target, to: old)
      }
      try move(staged, to: target)
    }
    let topLevel = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    for item in topLevel where !item.lastPathComponent.hasPrefix(".replaced-") {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: item.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
      try move(item, to: destination.appendingPathComponent(item.lastPathComponent))
    }
    discard()
  }

  /// Removes everything written (a failed run, or what `commit` left behind).
  public func discard() {
    try? FileManager.default.removeItem(at: folder)
  }

  private func move(_ source: URL, to target: URL) throws(RenderError) {
    guard rename(source.path, target.path) == 0 else {
      throw .cannotWrite(path: target.path, reason: String(cString: strerror(errno)))
    }
  }

  private func createFolder(_ url: URL) throws(RenderError) {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: url.path, reason: (error as NSError).localizedDescription)
    }
  }
}
