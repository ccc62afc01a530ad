import Foundation
import Testing
import TestSupport

/// `adaptive diff --format markdown`: the affected scenes drawn before and after, changed views
/// outlined, moved frames listed, the same bytes from every run.
@Suite("adaptive diff pictures")
struct DiffPicturesTests {
  static let images = [
    "Profile_iPad-Air-11-M2-M3-portrait", "Profile_iPhone-15-Pro-Max-landscape", "Profile_iPhone-SE-3rd-generation-portrait",
  ]

  @Test("only the affected scene is drawn, on the default matrix, identically by two processes")
  func deterministic() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    let first = try repository.diff(["r0..r1", "--format", "markdown", "--output", "first"])
    let second = try repository.diff(["r0..r1", "--format", "markdown", "--output", "second"])
    #expect(first.status == 1, "\(first.errors)")
    #expect(first.output == second.output)
    let files = AdaptiveProcess.files(in: repository.folder.appendingPathComponent("first"))
    #expect(
      files == Self.images.flatMap { ["images/Main/\($0)_after.svg", "images/Main/\($0)_before.svg"] }.sorted() + ["report.md"])
    #expect(AdaptiveProcess.files(in: repository.folder.appendingPathComponent("second")) == files)
    for file in files {
      let a = try Data(contentsOf: repository.folder.appendingPathComponent("first/\(file)"))
      let b = try Data(contentsOf: repository.folder.appendingPathComponent("second/\(file)"))
      #expect(a == b, "\(file) differs between two runs")
    }
    let report = try String(contentsOf: repository.folder.appendingPathComponent("first/report.md"), encoding: .utf8)
    #expect(report == first.output)
    #expect(!report.contains(repository.folder.path))
  }

  @Test("an added document is drawn after only, a removed one before only, every scene of each")
  func addedAndRemovedDocuments() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    for side in ["a", "b"] { try manager.createDirectory(at: folder.appendingPathComponent(side), withIntermediateDirectories: true) }
    try Data(DiffFixture.base.utf8).write(to: folder.appendingPathComponent("a/Gone.storyboard"))
    try Data(DiffFixture.base.utf8).write(to: folder.appendingPathComponent("b/New.storyboard"))
    let result = try AdaptiveProcess.run(["diff", "a", "b", "--format", "markdown", "--output", "review"], in: folder)
    #expect(result.status <= 1, "\(result.errors)")
    let files = AdaptiveProcess.files(in: folder.appendingPathComponent("review"))
    let gone = files.filter { $0.hasPrefix("images/Gone/") }
    let new = files.filter { $0.hasPrefix("images/New/") }
    // Three scenes on the three default configurations, one side each.
    #expect(gone.count == 9 && gone.allSatisfy { $0.hasSuffix("_before.svg") }, "\(gone)")
    #expect(new.count == 9 && new.allSatisfy { $0.hasSuffix("_after.svg") }, "\(new)")
    #expect(result.output.contains("images/New/Profile_iPhone-SE-3rd-generation-portrait_after.svg"))
  }

  @Test("a conflict both revisions have is not called out as new; one the change brings is")
  func unchangedConflictIsNotNew() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let anchor = #"<constraint firstItem="nml-01-aaa" firstAttribute="top" secondItem="psa-01-aaa" secondAttribute="top" constant="20" id="ntp-01-aaa"/>"#
    #expect(DiffFixture.base.contains(anchor))
    let conflicted = DiffFixture.base.replacingOccurrences(
      of: anchor,
      with: anchor + #"<constraint firstItem="nml-01-aaa" firstAttribute="width" constant="100" id="cw1-01-aaa"/>"#
        + #"<constraint firstItem="nml-01-aaa" firstAttribute="width" constant="200" id="cw2-01-aaa"/>"#)
    let moved = conflicted.replacingOccurrences(of: #"constant="20" id="ntp-01-aaa""#, with: #"constant="28" id="ntp-01-aaa""#)
    try Data(conflicted.utf8).write(to: folder.appendingPathComponent("old.storyboard"))
    try Data(moved.utf8).write(to: folder.appendingPathComponent("new.storyboard"))
    let same = try AdaptiveProcess.run(["diff", "old.storyboard", "new.storyboard", "--layout"], in: folder)
    #expect(same.status == 1, "\(same.errors)")
    #expect(!same.output.contains("became conflicting"), "\(same.output)")
    try Data(DiffFixture.base.utf8).write(to: folder.appendingPathComponent("clean.storyboard"))
    let brought = try AdaptiveProcess.run(["diff", "clean.storyboard", "old.storyboard", "--layout"], in: folder)
    #expect(brought.output.contains("became conflicting"), "\(brought.output)")
  }

  @Test("a conflict whose own constant changed is the same conflict, known by its constraints, not its text")
  func conflictWithChangedConstantIsNotNew() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let anchor = #"<constraint firstItem="nml-01-aaa" firstAttribute="top" secondItem="psa-01-aaa" secondAttribute="top" constant="20" id="ntp-01-aaa"/>"#
    let widths = #"<constraint firstItem="nml-01-aaa" firstAttribute="width" constant="100" id="cw1-01-aaa"/>"#
      + #"<constraint firstItem="nml-01-aaa" firstAttribute="width" constant="200" id="cw2-01-aaa"/>"#
    let conflicted = DiffFixture.base.replacingOccurrences(of: anchor, with: anchor + widths)
    let widened = conflicted.replacingOccurrences(of: #"constant="200" id="cw2-01-aaa""#, with: #"constant="240" id="cw2-01-aaa""#)
    #expect(widened != conflicted)
    try Data(conflicted.utf8).write(to: folder.appendingPathComponent("old.storyboard"))
    try Data(widened.utf8).write(to: folder.appendingPathComponent("new.storyboard"))
    let same = try AdaptiveProcess.run(["diff", "old.storyboard", "new.storyboard", "--layout"], in: folder)
    #expect(same.status == 1, "\(same.errors)")
    #expect(same.output.contains("240"), "the constant's change is still reported: \(same.output)")
    #expect(!same.output.contains("became conflicting"), "\(same.output)")
    // A third width constraint makes a conflict of other constraints: that one is new.
    let third = widened.replacingOccurrences(
      of: widths.replacingOccurrences(of: "200", with: "240"),
      with: widths.replacingOccurrences(of: "200", with: "240")
        + #"<constraint firstItem="nml-01-aaa" firstAttribute="width" constant="300" id="cw3-01-aaa"/>"#)
    #expect(third != widened)
    try Data(third.utf8).write(to: folder.appendingPathComponent("third.storyboard"))
    let added = try AdaptiveProcess.run(["diff", "new.storyboard", "third.storyboard", "--layout"], in: folder)
    #expect(added.output.contains("became conflicting"), "\(added.output)")
  }

  @Test("the Markdown links the drawings relatively and lists the frames that moved")
  func markdown() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    let result = try repository.diff(["r0..r1", "--format", "markdown", "--output", "review"])
    #expect(
      result.output.contains("""
        | iPhone SE (3rd generation) · portrait · wC hR | ![before](images/Main/Profile_iPhone-SE-3rd-generation-portrait_before.svg) | ![after](images/Main/Profile_iPhone-SE-3rd-generation-portrait_after.svg) |

        """))
    #expect(
      result.output.contains("""
        Frames that moved on iPhone SE (3rd generation) · portrait · wC hR:
        - UILabel nameLabel “Name”: x 32 → 40 (+8)
        - UIButton “Open”: x 32 → 40 (+8)

        """))
    // Only the compact-width phone has the wC hR constant.
    #expect(!result.output.contains("Frames that moved on iPhone 15 Pro Max"))
    #expect(!result.output.contains("Frames that moved on iPad"))
    let after = try String(
      contentsOf: repository.folder.appendingPathComponent("review/images/Main/\(Self.images[2])_after.svg"), encoding: .utf8)
    #expect(after.contains("<rect x=\"39\" y=\"") && after.contains("stroke=\"#ff2d55\" stroke-width=\"2\" data-diff-id=\"nml-01-aaa\"/>"))
  }

  @Test("--layout lists moved frames in the text report, and a layout made conflicting comes first")
  func conflicting() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    let conflicting = DiffFixture.base.replacingOccurrences(
      of: #"<constraint firstItem="opb-01-aaa" firstAttribute="leading""#,
      with: #"<constraint firstItem="nml-01-aaa" firstAttribute="width" constant="100" id="cw1-01-aaa"/>"# + "\n"
        + #"<constraint firstItem="nml-01-aaa" firstAttribute="width" constant="200" id="cw2-01-aaa"/>"# + "\n"
        + #"<constraint firstItem="opb-01-aaa" firstAttribute="leading""#)
    try repository.write(conflicting, to: DiffFixture.fileName)
    let result = try repository.diff(["r0", "--layout", "--device", "iPhone 15", "--orientation", "portrait"])
    #expect(result.status == 1, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 8)
    #expect(lines.first == "Main.storyboard (modified)")
    #expect(
      lines.dropFirst().first
        == "  ! ProfileViewController “Profile” on iPhone 15 · portrait · wC hR became conflicting or ambiguous: "
        + "[layout.unsatisfiable] Unable to simultaneously satisfy constraints: UILabel.width == 100; UILabel.width == 200")
    #expect(
      Array(lines.dropFirst(2)) == [
        "  scene ProfileViewController “Profile”",
        "    + constraint nameLabel.width = 100",
        "    + constraint nameLabel.width = 200",
        "  frames in ProfileViewController “Profile” on iPhone 15 · portrait · wC hR",
        "    UILabel nameLabel “Name”: width 45 → 100 (+55)",
        "1 of 1 document(s) changed the layout (r0 → working tree)",
      ])
  }
}
