import Foundation
import Testing
import TestSupport

/// `adaptive diff` on a change inside a scene another shows: the child of a container view in the
/// root of a navigation controller in a tab bar controller is drawn in the tab bar controller's
/// picture, at the container's place and size, with its changed view outlined.
@Suite("adaptive diff draws scenes inside containers in their host")
struct DiffContainerPicturesTests {
  static func folder(old: String, new: String) throws -> URL {
    let folder = try AdaptiveProcess.temporaryFolder()
    for (side, text) in [("a", old), ("b", new)] {
      try FileManager.default.createDirectory(at: folder.appendingPathComponent(side), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appendingPathComponent("\(side)/Main.storyboard"))
    }
    return folder
  }

  @Test("a constant changed in an embedded child is drawn in its outermost host, on the iPhone 15")
  func embeddedChildInHost() throws {
    let folder = try Self.folder(old: DiffContainerFixture.storyboard(), new: DiffContainerFixture.storyboard(childLeading: 40))
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try AdaptiveProcess.run(
      ["diff", "a", "b", "--format", "markdown", "--output", "review", "--device", "iPhone 15", "--orientation", "portrait"],
      in: folder)
    #expect(result.status == 1, "\(result.errors)")
    #expect(
      AdaptiveProcess.files(in: folder.appendingPathComponent("review")) == [
        "images/Main/Tabs_iPhone-15-portrait_after.svg", "images/Main/Tabs_iPhone-15-portrait_before.svg", "report.md",
      ])
    #expect(result.output.contains("#### UITabBarController “Tabs” showing UIViewController “Child”\n"), "\(result.output)")
    // The container sits 60 points below the navigation bar (59 + 44) and 40 from the edge; the
    // label 20 below its top and 16 → 40 from its leading edge.
    #expect(result.output.contains("Frames that moved on iPhone 15 · portrait · wC hR:\n- UILabel “Hello”: x 56 → 80 (+24)\n"))
    let after = try String(
      contentsOf: folder.appendingPathComponent("review/images/Main/Tabs_iPhone-15-portrait_after.svg"), encoding: .utf8)
    #expect(after.contains("<rect x=\"79\" y=\"182\" ") && after.contains("data-diff-id=\"chb-01-aaa\"/>"), "the Hello label is outlined")
    #expect(after.contains(">Hello<"))
  }

  @Test("a change in a tab that is not on screen draws that tab's own scene")
  func hiddenTabDrawnAlone() throws {
    let folder = try Self.folder(old: DiffContainerFixture.storyboard(), new: DiffContainerFixture.storyboard(otherTop: 36))
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try AdaptiveProcess.run(
      ["diff", "a", "b", "--format", "markdown", "--output", "review", "--device", "iPhone 15", "--orientation", "portrait"],
      in: folder)
    #expect(result.status == 1, "\(result.errors)")
    #expect(
      AdaptiveProcess.files(in: folder.appendingPathComponent("review")) == [
        "images/Main/Other_iPhone-15-portrait_after.svg", "images/Main/Other_iPhone-15-portrait_before.svg", "report.md",
      ])
    #expect(result.output.contains("- UILabel “Other”: y "), "\(result.output)")
  }
}
