import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import DesignerServer

/// The one-step replacement on its own: what it refuses and what it leaves behind.
@Suite("Designer guarded file replacement")
struct GuardedFileReplacementTests {
  /// A new folder holding `Main.storyboard` with `bytes`.
  static func folder(with bytes: Data) throws -> (URL, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-replace-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Main.storyboard")
    try bytes.write(to: file)
    return (folder, file.path)
  }

  static func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("a file that is not the expected bytes is refused as changed, and nothing is left behind")
  func changedIsRefused() throws {
    let (folder, path) = try Self.folder(with: Data("on disk\n".utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: GuardedFileReplacement.Failure.changed) {
      try GuardedFileReplacement.replace(path, expected: Data("as loaded\n".utf8), with: Data("edited\n".utf8))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("on disk\n".utf8))
    // No backup, no temporary file.
    #expect(try Self.names(in: folder) == ["Main.storyboard"])
  }

  @Test("backups take the first free name and no temporary file stays")
  func backupNames() throws {
    let (folder, path) = try Self.folder(with: Data("one\n".utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("mergetool\n".utf8).write(to: URL(fileURLWithPath: path + ".orig"))
    try Data("older\n".utf8).write(to: URL(fileURLWithPath: path + ".orig.1"))
    let first = try GuardedFileReplacement.replace(path, expected: Data("one\n".utf8), with: Data("two\n".utf8))
    #expect(first == .init(backup: "Main.storyboard.orig.2", written: Data("two\n".utf8)))
    let second = try GuardedFileReplacement.replace(path, expected: Data("two\n".utf8), with: Data("three\n".utf8))
    #expect(second.backup == "Main.storyboard.orig.3")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".orig.2")) == Data("one\n".utf8))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".orig.3")) == Data("two\n".utf8))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".orig")) == Data("mergetool\n".utf8))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("three\n".utf8))
    #expect(try Self.names(in: folder) == ["Main.storyboard", "Main.storyboard.orig", "Main.storyboard.orig.1",
      "Main.storyboard.orig.2", "Main.storyboard.orig.3"])
  }

  @Test("a file another program keeps locked is refused as locked (after a bounded wait) and left alone")
  func heldLock() throws {
    let (folder, path) = try Self.folder(with: Data("one\n".utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    let holder = open(path, O_RDONLY)
    try #require(holder >= 0)
    defer { close(holder) }
    try #require(flock(holder, LOCK_EX) == 0)
    #expect(throws: GuardedFileReplacement.Failure.locked) {
      try GuardedFileReplacement.replace(path, expected: Data("one\n".utf8), with: Data("two\n".utf8))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("one\n".utf8))
    #expect(try Self.names(in: folder) == ["Main.storyboard"])
  }
}
