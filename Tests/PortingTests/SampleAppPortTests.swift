import Foundation
import Testing

@testable import Porting

/// The sample's port, file by file, against text snapshots in `__Snapshots__/SampleAppPortTests`;
/// `ADAPTIVE_RECORD_SNAPSHOTS=1` re-records them (read the diff before committing).
@Suite("A sample UIKit controller and view port to the recorded text")
struct SampleAppPortTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let fixture = here.appendingPathComponent("Fixtures/SampleApp")
  static let snapshots = here.appendingPathComponent("__Snapshots__/SampleAppPortTests")
  static var isRecording: Bool { ProcessInfo.processInfo.environment["ADAPTIVE_RECORD_SNAPSHOTS"] == "1" }

  @Test func portedFilesMatchTheirSnapshots() throws {
    let (files, _) = try SourcePorter.files(in: Self.fixture)
    let ported = ModulePorter.port(PortModule(name: "SampleApp", files: files))
    #expect(ported.problems.isEmpty)
    #expect(ported.generated.map(\.path) == [ModulePorter.registrationsFile])
    for file in ported.files + ported.generated {
      let snapshot = Self.snapshots.appendingPathComponent(file.path)
      if Self.isRecording {
        try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: snapshot)
      }
      let recorded = try String(contentsOf: snapshot, encoding: .utf8)
      #expect(file.text == recorded, "\(file.path) differs from \(snapshot.path)")
    }
    // Every line of the original is on the same line of the port, and each line that differs has
    // a change recorded at it.
    let original = try #require(files.first).text.split(separator: "\n", omittingEmptySubsequences: false)
    let port = try #require(ported.files.first).text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(port.count > original.count)
    let changedLines = Set(ported.changes.filter { $0.file == "SampleApp/ListController.swift" }.map(\.line))
    let differing = zip(original, port).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset + 1 }
    #expect(!differing.isEmpty)
    #expect(differing.allSatisfy(changedLines.contains), "lines \(differing) changed, changes recorded at \(changedLines.sorted())")
  }
}
