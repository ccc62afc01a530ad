import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// An edit never loses another writer's bytes, never overwrites or skips a backup, and keeps the
/// file's mode and hard links.
@Suite("Designer edits keep other writers' bytes, backups, mode and links")
struct DesignerFileSafetyTests {
  /// Toggles the Turn label's exclusion in wC hR against the version on disk now.
  static func toggle(_ harness: DesignerHarness, _ server: ServedDesigner, exclude: Bool) async throws
    -> RawHTTPClient.Reply
  {
    let body = try DesignerHarness.body([
      "doc": harness.documentID, "version": try await DesignerHarness.version(server, documentID: harness.documentID),
      "id": "UGm-lb-001", "width": "compact", "height": "regular", "state": exclude ? "excluded" : nil,
    ])
    return try await RawHTTPClient.post(server, "/api/edit", json: body)
  }

  @Test("while another program appends lines, every line survives the edits; edits that raced are 409")
  func concurrentAppends() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let writer = AppendingWriter(path: harness.storyboard.path, bursts: 40, linesPerBurst: 5)
      let finished = writer.start()
      var saved = 0
      var refused = 0
      var exclude = true
      var unexpected = 0
      while !finished.isDone, unexpected == 0 {
        let reply = try await Self.toggle(harness, server, exclude: exclude)
        switch reply.status {
        case 200:
          saved += 1
          writer.noteSavedEdit()
          exclude.toggle()
        case 409: refused += 1
        default:
          unexpected += 1
          writer.stop()
          Issue.record("edit answered \(reply.status): \(reply.text)")
        }
      }
      while !finished.isDone { try await Task.sleep(for: .milliseconds(50)) }
      let appended = try writer.result()
      let text = String(decoding: try harness.saved(), as: UTF8.self)
      let missing = appended.filter { !text.contains($0) }
      #expect(missing.isEmpty, "\(missing.count) of \(appended.count) appended lines lost: \(missing.prefix(3))")
      // In the order written, each once.
      let found = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
        .filter { $0.hasPrefix(AppendingWriter.marker) }
      #expect(found == appended)
      #expect(saved > 0, "no edit was saved while the writer ran (\(refused) refused): the trial proves nothing")
      print("concurrent appends: \(appended.count) lines, \(saved) edits saved, \(refused) refused with 409")
    }
  }

  @Test("an existing .orig (a mergetool's) is kept: the backup goes to .orig.1, then .orig.2, and the reply names it")
  func existingBackup() async throws {
    let harness = try DesignerHarness()
    let leftover = Data("left by git mergetool\n".utf8)
    try leftover.write(to: harness.storyboard.appendingPathExtension("orig"))
    try await harness.withServer { server in
      let first = try await Self.toggle(harness, server, exclude: true)
      #expect(first.status == 200)
      #expect((try first.json() as? [String: Any])?["backup"] as? String == "Designer.storyboard.orig.1")
      let edited = try harness.saved()
      let second = try await Self.toggle(harness, server, exclude: false)
      #expect((try second.json() as? [String: Any])?["backup"] as? String == "Designer.storyboard.orig.2")
      #expect(try Data(contentsOf: harness.storyboard.appendingPathExtension("orig")) == leftover)
      #expect(try Data(contentsOf: URL(fileURLWithPath: harness.storyboard.path + ".orig.1")) == harness.original)
      #expect(try Data(contentsOf: URL(fileURLWithPath: harness.storyboard.path + ".orig.2")) == edited)
    }
  }

  @Test("the file's mode (0640) is kept, and so is the backup's")
  func modeKept() async throws {
    let harness = try DesignerHarness()
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: harness.storyboard.path)
    try await harness.withServer { server in
      let reply = try await Self.toggle(harness, server, exclude: true)
      #expect(reply.status == 200)
      #expect(try Self.mode(harness.storyboard.path) == 0o640)
      #expect(try Self.mode(harness.storyboard.path + ".orig") == 0o640)
      #expect(try harness.saved() != harness.original)
    }
  }

  @Test("a hard-linked file is rewritten in place: both names show the edit and stay one file")
  func hardLinkKept() async throws {
    let harness = try DesignerHarness()
    // Not a document name, so the folder still serves one document.
    let link = harness.folder.appendingPathComponent("Designer-link.txt")
    try FileManager.default.linkItem(at: harness.storyboard, to: link)
    let inode = try Self.inode(harness.storyboard.path)
    try await harness.withServer { server in
      #expect(try await Self.toggle(harness, server, exclude: true).status == 200)
      let saved = try harness.saved()
      #expect(saved != harness.original)
      #expect(try Data(contentsOf: link) == saved)
      #expect(try Self.inode(harness.storyboard.path) == inode)
      #expect(try Self.inode(link.path) == inode)
      #expect(try Data(contentsOf: harness.storyboard.appendingPathExtension("orig")) == harness.original)
    }
  }

  static func mode(_ path: String) throws -> Int {
    try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  static func inode(_ path: String) throws -> UInt64 {
    var info = stat()
    try #require(stat(path, &info) == 0)
    return UInt64(info.st_ino)
  }
}

/// Another program appending lines to a file, on a thread of its own: bursts of lines a
/// millisecond apart, as a logger or a generator would, with a pause after each burst until an
/// edit has been saved (so edits both race the bursts and land between them, however slow the
/// machine). Each line is appended under an exclusive `flock` on the file (after checking the
/// locked file is still the one at the path), the convention the designer's writer follows too.
final class AppendingWriter: @unchecked Sendable {
  /// Every appended line starts with this (an XML comment, legal after the root element).
  static let marker = "<!-- appended"

  let path: String
  let bursts: Int
  let linesPerBurst: Int
  // Written by the writer thread before `done` is set; read after it.
  private var lines: [String] = []
  private var failure: String?
  private let done = Completion()
  // The lock guards `savedEdits` and `stopped`.
  private let lock = NSLock()
  private var savedEdits = 0
  private var stopped = false
  /// The longest pause for an edit to be saved between bursts; the bursts go on after it regardless.
  static let pauseLimit: TimeInterval = 120

  init(path: String, bursts: Int, linesPerBurst: Int) {
    self.path = path
    self.bursts = bursts
    self.linesPerBurst = linesPerBurst
  }

  /// Starts the thread; the completion is done when every line is written (or writing failed).
  func start() -> Completion {
    Thread.detachNewThread { [self] in
      defer { done.finish() }
      for burst in 0..<bursts where !lock.withLock({ stopped }) {
        for index in 0..<linesPerBurst {
          let line = "\(Self.marker) line \(burst * linesPerBurst + index) of the trial writer -->\n"
          if let problem = append(line) {
            failure = problem
            return
          }
          lines.append(line)
          usleep(1_000)
        }
        let before = lock.withLock { savedEdits }
        let deadline = Date().addingTimeInterval(Self.pauseLimit)
        while lock.withLock({ savedEdits == before && !stopped }), Date() < deadline { usleep(1_000) }
      }
    }
    return done
  }

  /// Tells the writer an edit was saved, which ends its pause.
  func noteSavedEdit() { lock.withLock { savedEdits += 1 } }

  /// Ends the writing after the current line (the test failed; waiting would only take time).
  func stop() { lock.withLock { stopped = true } }

  /// The lines written, in order, or the writer's failure.
  func result() throws -> [String] {
    if let failure { throw ServerStartError(message: "the appending writer failed: \(failure)") }
    return lines
  }

  private func append(_ line: String) -> String? {
    for _ in 0..<100 {
      let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
      guard descriptor >= 0 else { return "cannot open \(path): errno \(errno)" }
      defer { close(descriptor) }
      guard flock(descriptor, LOCK_EX) == 0 else { return "cannot lock \(path): errno \(errno)" }
      var opened = stat()
      var named = stat()
      guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0, opened.st_ino == named.st_ino else { continue }
      let bytes = Array(line.utf8)
      let written = write(descriptor, bytes, bytes.count)
      return written == bytes.count ? nil : "short write to \(path)"
    }
    return "the file kept being replaced"
  }
}

/// A flag set once by one thread and polled by another.
final class Completion: @unchecked Sendable {
  // The lock guards `value`.
  private let lock = NSLock()
  private var value = false

  var isDone: Bool { lock.withLock { value } }
  func finish() { lock.withLock { value = true } }
}
