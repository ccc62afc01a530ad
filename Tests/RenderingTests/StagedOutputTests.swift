import Foundation
import Rendering
import Testing

@Suite("Staged output moves into place only on commit")
struct StagedOutputTests {
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("Discarding leaves nothing; committing to a new folder moves the whole staging folder")
  func discardAndFirstCommit() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let destination = root.appendingPathComponent("out")
    let failed = StagedOutput(destination: destination)
    try AtomicFileWriter.write("x", to: failed.folder.appendingPathComponent("A/index.html"))
    failed.discard()
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    let staged = StagedOutput(destination: destination)
    try AtomicFileWriter.write("a", to: staged.folder.appendingPathComponent("A/index.html"))
    try AtomicFileWriter.write("i", to: staged.folder.appendingPathComponent("index.html"))
    try staged.commit(documentFolders: ["A"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["out"])
    #expect(try String(contentsOf: destination.appendingPathComponent("A/index.html"), encoding: .utf8) == "a")
  }

  @Test("Committing over an earlier run replaces each document's folder and keeps other documents'")
  func commitOverEarlierRun() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let destination = root.appendingPathComponent("out")
    for (path, text) in [("A/old.svg", "old"), ("B/b.svg", "b"), ("index.html", "old index")] {
      try AtomicFileWriter.write(text, to: destination.appendingPathComponent(path))
    }
    let staged = StagedOutput(destination: destination)
    try AtomicFileWriter.write("new", to: staged.folder.appendingPathComponent("A/new.svg"))
    try AtomicFileWriter.write("nested", to: staged.folder.appendingPathComponent("A/C/c.svg"))
    try AtomicFileWriter.write("new index", to: staged.folder.appendingPathComponent("index.html"))
    try staged.commit(documentFolders: ["A", "A/C"])
    let manager = FileManager.default
    #expect(try manager.contentsOfDirectory(atPath: destination.appendingPathComponent("A").path).sorted() == ["C", "new.svg"])
    #expect(manager.fileExists(atPath: destination.appendingPathComponent("A/C/c.svg").path))
    #expect(manager.fileExists(atPath: destination.appendingPathComponent("B/b.svg").path))
    #expect(try String(contentsOf: destination.appendingPathComponent("index.html"), encoding: .utf8) == "new index")
    #expect(try manager.contentsOfDirectory(atPath: root.path) == ["out"])
  }
}
