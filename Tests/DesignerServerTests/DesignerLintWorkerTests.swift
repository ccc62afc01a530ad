import Foundation
import Testing

/// Lint runs in a child process of `adaptive`, so other requests are answered while it runs,
/// and requests arriving during a run share it.
@Suite("Designer lint worker")
struct DesignerLintWorkerTests {
  /// A stand-in worker: records each start, waits for a gate file, then runs the real
  /// `adaptive` with the same arguments.
  static func gatedWorker(in folder: URL) throws -> (script: URL, gate: URL, starts: URL) {
    let script = folder.appendingPathComponent("gated-lint.sh")
    let gate = folder.appendingPathComponent("gate-open")
    let starts = folder.appendingPathComponent("worker-starts")
    let text = """
      #!/bin/sh
      echo start >> '\(starts.path)'
      while [ ! -e '\(gate.path)' ]; do sleep 0.05; done
      exec '\(ServerProcess.executable.path)' "$@"

      """
    try Data(text.utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return (script, gate, starts)
  }

  @Test("while lint is held in its worker, the canvas, inspector and document list still answer")
  func lintDoesNotBlock() async throws {
    let harness = try DesignerHarness()
    // The worker's files live beside the served folder, not in it.
    let side = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-serve-worker-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: side, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: side) }
    let worker = try Self.gatedWorker(in: side)
    try await harness.withServer(extraArguments: ["--worker-executable", worker.script.path]) { server in
      let lintPath = "/api/lint?" + query(["doc": harness.documentID, "width": "compact", "height": "regular"])
      async let held = RawHTTPClient.get(server, lintPath)
      // Wait (bounded) until the worker has started: the lint run is then under way, and with the
      // gate shut every answer below arrives while it is still running.
      let deadline = Date().addingTimeInterval(300)
      while !FileManager.default.fileExists(atPath: worker.starts.path), Date() < deadline {
        try await Task.sleep(for: .milliseconds(50))
      }
      #expect(FileManager.default.fileExists(atPath: worker.starts.path), "the lint worker never started")
      let documents = try await RawHTTPClient.get(server, "/api/documents")
      #expect(documents.status == 200)
      let canvas = try await RawHTTPClient.get(
        server, "/api/canvas?" + query(["doc": harness.documentID, "device": "iPhone 15"]))
      #expect(canvas.status == 200)
      let element = try await RawHTTPClient.get(
        server, "/api/element?" + query(["doc": harness.documentID, "id": "UGm-lb-001"]))
      #expect(element.status == 200)
      // A second lint request of the same version joins the run under way (or, if it came late,
      // finds its result cached): one worker either way.
      async let joined = RawHTTPClient.get(server, lintPath)
      try Data().write(to: worker.gate)
      let first = try await held
      let second = try await joined
      #expect(first.status == 200, "\(first.text)")
      #expect(second.status == 200)
      let report = try #require(try first.json() as? [String: Any])
      #expect(report["sizeClass"] as? String == "wC hR")
      #expect(report["findings"] is [Any])
      #expect(first.body == second.body)
      let starts = try String(contentsOf: worker.starts, encoding: .utf8).split(separator: "\n")
      #expect(starts.count == 1)
    }
  }

  @Test("a lint of a version an edit replaced is stopped by the edit (409), before the new version is asked for; the new one answered")
  func supersededLintStopped() async throws {
    let harness = try DesignerHarness()
    let side = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-serve-worker-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: side, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: side) }
    let worker = try Self.gatedWorker(in: side)
    try await harness.withServer(extraArguments: ["--worker-executable", worker.script.path]) { server in
      let lintPath = "/api/lint?" + query(["doc": harness.documentID])
      func starts() -> Int {
        ((try? String(contentsOf: worker.starts, encoding: .utf8)) ?? "").split(separator: "\n").count
      }
      func waitForStarts(_ count: Int) async throws {
        let deadline = Date().addingTimeInterval(300)
        while starts() < count, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
      }
      async let held = RawHTTPClient.get(server, lintPath)
      // The first version's worker waits at the gate; an edit makes a second version.
      try await waitForStarts(1)
      let version = try await DesignerHarness.version(server, documentID: harness.documentID)
      let edit = try await RawHTTPClient.post(
        server, "/api/constant",
        json: try DesignerHarness.body([
          "doc": harness.documentID, "version": version, "id": "UGm-cn-003", "width": "compact", "height": "regular",
          "constant": 44,
        ]))
      #expect(edit.status == 200, "\(edit.text)")
      // The edit stopped the first run while still at the gate (it cannot have finished on its
      // own), with no lint of the new version asked for yet.
      let stopped = try await held
      #expect(stopped.status == 409, "\(stopped.text)")
      #expect(stopped.errorMessage?.contains("changed while it was being linted") == true)
      #expect(starts() == 1)
      async let current = RawHTTPClient.get(server, lintPath)
      try await waitForStarts(2)
      #expect(starts() == 2)
      try Data().write(to: worker.gate)
      let answered = try await current
      #expect(answered.status == 200, "\(answered.text)")
      let report = try #require(try answered.json() as? [String: Any])
      #expect(report["version"] as? String == (try await DesignerHarness.version(server, documentID: harness.documentID)))
    }
  }

  @Test("a worker that fails is a 500 naming the file, and the server goes on answering")
  func failingWorker() async throws {
    let harness = try DesignerHarness()
    let side = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-serve-worker-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: side, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: side) }
    let script = side.appendingPathComponent("broken-lint.sh")
    try Data("#!/bin/sh\necho 'no lint today' >&2\nexit 7\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    try await harness.withServer(extraArguments: ["--worker-executable", script.path]) { server in
      let reply = try await RawHTTPClient.get(server, "/api/lint?" + query(["doc": harness.documentID]))
      #expect(reply.status == 500)
      #expect(reply.errorMessage?.contains("Designer.storyboard") == true)
      #expect(reply.errorMessage?.contains("status 7") == true)
      #expect(reply.errorMessage?.contains("no lint today") == true)
      #expect(try await RawHTTPClient.get(server, "/api/documents").status == 200)
    }
  }
}
