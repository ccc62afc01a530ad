import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A change inside a scene another shows (a container view's child, a navigation root, a first
/// tab) affects the outermost host, which draws it; a tab not on screen stays its own scene.
@Suite("Document diff of scenes inside containers")
struct DocumentDiffContainerTests {
  static func diff(_ old: String, _ new: String) throws -> IBDocumentDiff {
    IBDocumentDiff(
      old: try IBDocument(xmlString: old, fileName: "Main.storyboard"),
      new: try IBDocument(xmlString: new, fileName: "Main.storyboard"))
  }

  @Test func changeInAnEmbeddedChildAffectsItsOutermostHost() throws {
    let diff = try Self.diff(DiffContainerFixture.storyboard(), DiffContainerFixture.storyboard(childLeading: 40))
    #expect(diff.changesLayout)
    let change = try #require(diff.changes.first)
    #expect(change.sceneID == "csc-01-aaa", "\(diff.changes)")
    let scene = try #require(diff.affectedScenes.first)
    #expect(diff.affectedScenes.count == 1, "\(diff.affectedScenes)")
    #expect(scene.oldSceneID == "tsc-01-aaa" && scene.newSceneID == "tsc-01-aaa")
    #expect(scene.hostedScenes == [change.scene ?? ""])
    #expect(diff.newHighlightedIDs == ["chb-01-aaa"])
  }

  @Test func changeInATabNotOnScreenStaysItsOwnScene() throws {
    let diff = try Self.diff(DiffContainerFixture.storyboard(), DiffContainerFixture.storyboard(otherTop: 36))
    let scene = try #require(diff.affectedScenes.first)
    #expect(diff.affectedScenes.count == 1, "\(diff.affectedScenes)")
    #expect(scene.oldSceneID == "osc-01-aaa" && scene.newSceneID == "osc-01-aaa" && scene.hostedScenes == nil)
  }

  @Test func scenesShownByOneHostAreListedOnceUnderIt() throws {
    let feedMoved = DiffContainerFixture.storyboard(childLeading: 40).replacingOccurrences(
      of: #"secondAttribute="top" constant="60" id="fco-01-aaa""#, with: #"secondAttribute="top" constant="80" id="fco-01-aaa""#)
    let diff = try Self.diff(DiffContainerFixture.storyboard(), feedMoved)
    #expect(diff.changes.count == 2, "\(diff.changes)")
    #expect(diff.affectedScenes.count == 1, "\(diff.affectedScenes)")
    #expect(diff.affectedScenes.first?.hostedScenes?.count == 2)
  }
}
