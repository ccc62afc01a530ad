import Foundation
import Testing
import TestSupport

/// `adaptive diff --jobs N`: documents compared and drawn in worker processes give the report one
/// process gives, byte for byte, in the same order.
@Suite("adaptive diff in worker processes")
struct DiffJobsTests {
  /// A repository whose commit `many` changes several documents against `few`: each fixture
  /// revision in its own file, a container storyboard, an added and a removed document, and a
  /// document that stops decoding.
  static func repository() throws -> DiffFixtureRepository {
    let repository = try DiffFixtureRepository()
    for index in DiffFixture.revisions.indices {
      try repository.write(DiffFixture.base, to: "Screens/Screen\(index).storyboard")
    }
    try repository.write(DiffContainerFixture.storyboard(), to: "Containers.storyboard")
    try repository.write(DiffFixture.base, to: "Removed.storyboard")
    try repository.write(DiffFixture.base, to: "Broken.storyboard")
    try repository.commit("Few", tag: "few")
    for (index, revision) in DiffFixture.revisions.enumerated() {
      try repository.write(revision.text, to: "Screens/Screen\(index).storyboard")
    }
    try repository.write(DiffContainerFixture.storyboard(childLeading: 40), to: "Containers.storyboard")
    try repository.git("rm", "--quiet", "Removed.storyboard")
    try repository.write(DiffFixture.revisions[1].text, to: "Added.storyboard")
    try repository.write("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"", to: "Broken.storyboard")
    try repository.commit("Many", tag: "many")
    return repository
  }

  @Test("text, JSON, Markdown and HTML from two workers equal one process's", arguments: ["text", "json", "markdown", "html"])
  func sameOutput(_ format: String) throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    var runs: [AdaptiveProcess] = []
    for jobs in ["1", "2"] {
      let result = try repository.diff(["few..many", "--format", format, "--output", "out\(jobs)", "--jobs", jobs])
      // The broken document is an error on its side; the rest of the report is still written.
      #expect(result.status == 2, "\(result.errors)")
      runs.append(result)
    }
    #expect(runs[0].errors == runs[1].errors)
    #expect(runs[0].errors.contains("many:Broken.storyboard"))
    if format == "html" {
      #expect(runs[0].output.hasSuffix("out1/report.html\n"))
    } else {
      #expect(runs[0].output == runs[1].output)
      #expect(runs[0].output.contains("Screens/Screen4.storyboard"))
    }
    let files = AdaptiveProcess.files(in: repository.folder.appendingPathComponent("out1"))
    #expect(AdaptiveProcess.files(in: repository.folder.appendingPathComponent("out2")) == files)
    if format == "markdown" { #expect(files.filter { $0.hasSuffix(".svg") }.count > 20) }
    for file in files {
      let one = try Data(contentsOf: repository.folder.appendingPathComponent("out1/\(file)"))
      let two = try Data(contentsOf: repository.folder.appendingPathComponent("out2/\(file)"))
      #expect(one == two, "\(file) differs between --jobs 1 and --jobs 2")
    }
  }

  @Test("--jobs 0 is a usage error")
  func zeroJobs() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    let result = try repository.diff(["r0..r1", "--jobs", "0"])
    #expect(result.status == 2)
    #expect(result.errors.contains("--jobs must be at least 1"))
  }
}
