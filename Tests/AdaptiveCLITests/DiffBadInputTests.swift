import Foundation
import Testing
import TestSupport

/// `adaptive diff` on input it cannot compare: a clear message naming the file, the rest of the
/// report still written, exit status 2.
@Suite("adaptive diff on bad input")
struct DiffBadInputTests {
  @Test("a revision that does not exist")
  func unknownRevision() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    let result = try repository.diff(["nope..r1"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("error: unknown revision 'nope': no commit, branch or tag has that name in "))
  }

  @Test("a file that does not decode on one side; the other document is still compared")
  func undecodable() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    try repository.write(DiffFixture.base.replacingOccurrences(of: "</scenes>", with: "</scenes"), to: "Broken.storyboard")
    try repository.write(DiffFixture.revisions[0].text, to: DiffFixture.fileName)
    let result = try repository.diff(["r5"])
    #expect(result.status == 2)
    #expect(result.output.contains("Main.storyboard (modified)\n  scene ProfileViewController “Profile”\n"))
    // The decoder's own diagnostic, located in the side it came from.
    let line = try #require(result.errors.split(separator: "\n").first { $0.hasPrefix("working tree:Broken.storyboard:") })
    #expect(line.contains(": error: ") && line.contains(" [ib."), "\(line)")
    #expect(result.output.contains("Broken.storyboard (added)\n  \(line)\n"))
    #expect(result.output.hasSuffix("; 1 could not be compared in full\n"))
  }

  @Test("a binary file with a document's name")
  func binary() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    try repository.write(Data([0x62, 0x70, 0x6c, 0x69, 0x73, 0x74, 0, 0, 1, 2]), to: "Compiled.xib")
    try repository.commit("Add a binary file")
    try repository.write(Data([0x62, 0x70, 0x6c, 0x69, 0x73, 0x74, 0, 0, 1, 3]), to: "Compiled.xib")
    let result = try repository.diff(["HEAD"])
    #expect(result.status == 2)
    #expect(
      result.output == """
        Compiled.xib (modified)
          HEAD:Compiled.xib: error: a binary file, not a storyboard or xib; not compared [diff.binary]
          working tree:Compiled.xib: error: a binary file, not a storyboard or xib; not compared [diff.binary]
        0 of 1 document(s) changed the layout (HEAD → working tree); 1 could not be compared in full

        """)
  }

  @Test("a renamed file is compared across the rename")
  func renamed() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    try repository.git("mv", DiffFixture.fileName, "Profile.storyboard")
    try repository.write(DiffFixture.revisions[0].text.replacingOccurrences(of: "21701", with: "22155"), to: "Profile.storyboard")
    try repository.commit("Rename")
    let result = try repository.diff(["r0..HEAD"])
    #expect(result.status == 1, "\(result.errors)")
    #expect(result.output.hasPrefix("""
      Profile.storyboard (renamed from Main.storyboard)
        scene ProfileViewController “Profile”
          ~ constraint nameLabel.leading = superview.leadingMargin + 16 → 24 (wC hR only)

      """))
  }

  @Test("outside a git repository, one argument is a usage error")
  func outsideGit() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try AdaptiveProcess.run(["diff", "HEAD"], in: folder, environment: ["GIT_CEILING_DIRECTORIES": folder.deletingLastPathComponent().path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
    #expect(result.status == 2)
    #expect(result.errors == "error: not inside a git repository; give two files or folders to compare (adaptive diff OLD NEW)\n")
  }
}

/// `adaptive diff OLD NEW` on two files or two folders, and `--textconv`.
@Suite("adaptive diff on files and folders, and as a textconv driver")
struct DiffFilesTests {
  @Test("two files")
  func files() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(DiffFixture.base.utf8).write(to: folder.appendingPathComponent("old.storyboard"))
    try Data(DiffFixture.revisions[0].text.utf8).write(to: folder.appendingPathComponent("new.storyboard"))
    let result = try AdaptiveProcess.run(["diff", "old.storyboard", "new.storyboard"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.output == """
        new.storyboard (modified)
          scene ProfileViewController “Profile”
            ~ constraint nameLabel.leading = superview.leadingMargin + 16 → 24 (wC hR only)
        1 of 1 document(s) changed the layout (old.storyboard → new.storyboard)

        """)
  }

  @Test("two folders, documents matched by their paths inside")
  func folders() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    for side in ["a/UI", "b/UI"] {
      try manager.createDirectory(at: folder.appendingPathComponent(side), withIntermediateDirectories: true)
    }
    try Data(DiffFixture.base.utf8).write(to: folder.appendingPathComponent("a/UI/Main.storyboard"))
    try Data(DiffFixture.revisions[2].text.utf8).write(to: folder.appendingPathComponent("b/UI/Main.storyboard"))
    try Data(DiffFixture.base.utf8).write(to: folder.appendingPathComponent("a/UI/Gone.storyboard"))
    let result = try AdaptiveProcess.run(["diff", "a", "b"], in: folder)
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("UI/Gone.storyboard (removed)\n  3 scene(s): Profile, Detail, Settings\nUI/Main.storyboard (modified)\n"))
  }

  @Test("--textconv prints the readable description; an undecodable file as it is, after the reason")
  func textconv() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(DiffFixture.base.utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
    try Data("<document".utf8).write(to: folder.appendingPathComponent("Broken.storyboard"))
    let result = try AdaptiveProcess.run(["diff", "--textconv", "Main.storyboard"], in: folder)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("storyboard\n    type: com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\n"))
    #expect(result.output.contains("\n        constraint nameLabel.leading = superview.leadingMargin + 16\n"))
    #expect(!result.output.contains("-01-aaa"))
    let broken = try AdaptiveProcess.run(["diff", "--textconv", "Broken.storyboard"], in: folder)
    #expect(broken.status == 0)
    #expect(broken.output.hasPrefix("# adaptive diff --textconv: Broken.storyboard:1:"))
    #expect(broken.output.hasSuffix("\n<document"))
  }
}
