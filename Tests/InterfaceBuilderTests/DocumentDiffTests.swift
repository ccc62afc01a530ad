import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// `IBDocumentDiff` names each change as a person would and files Xcode's churn under no effect.
@Suite("Document diff")
struct DocumentDiffTests {
  static func document(_ text: String) throws -> IBDocument {
    try IBDocument(xmlString: text, fileName: DiffFixture.fileName)
  }

  /// The diff between revision `index` and the one before it (the base for 0).
  static func diff(revision index: Int) throws -> IBDocumentDiff {
    let before = index == 0 ? DiffFixture.base : DiffFixture.revisions[index - 1].text
    return IBDocumentDiff(old: try document(before), new: try document(DiffFixture.revisions[index].text))
  }

  static func lines(_ changes: [IBChange]) -> [String] { changes.map { "\($0.mark) \($0.summary)" } }

  @Test func identicalDocumentsHaveNoDifferences() throws {
    let diff = IBDocumentDiff(old: try Self.document(DiffFixture.base), new: try Self.document(DiffFixture.base))
    #expect(diff.changes.isEmpty)
    #expect(diff.noEffect.isEmpty)
    #expect(!diff.changesLayout)
  }

  @Test func constantChangedInOneSizeClassIsWrittenAsTheConstraint() throws {
    let diff = try Self.diff(revision: 0)
    #expect(Self.lines(diff.changes) == ["~ constraint nameLabel.leading = superview.leadingMargin + 16 → 24 (wC hR only)"])
    let change = try #require(diff.changes.first)
    #expect(change.scene == "ProfileViewController “Profile”")
    #expect(change.property == "constant" && change.sizeClass == "wC hR")
    #expect(change.oldValue == "16" && change.newValue == "24")
    #expect(change.objectID == "nld-01-aaa" && change.sceneID == "psc-01-aaa")
    #expect(diff.changesLayout)
    #expect(diff.affectedScenes == [IBSceneReference(name: "ProfileViewController “Profile”", oldSceneID: "psc-01-aaa", newSceneID: "psc-01-aaa")])
    #expect(diff.newHighlightedIDs == ["nml-01-aaa"])
    #expect(diff.noEffect.isEmpty)
  }

  @Test func documentWideSettingAffectsEveryScene() throws {
    let safeAreasOff = DiffFixture.base.replacingOccurrences(of: "useSafeAreas=\"YES\"", with: "useSafeAreas=\"NO\"")
    let diff = IBDocumentDiff(old: try Self.document(DiffFixture.base), new: try Self.document(safeAreasOff))
    #expect(diff.changesLayout)
    #expect(diff.changes.first?.category == .document)
    #expect(diff.affectedScenes.count == 3, "\(diff.affectedScenes)")
    #expect(diff.affectedScenes.allSatisfy { $0.oldSceneID != nil && $0.oldSceneID == $0.newSceneID })
  }

  @Test func addedViewIsNamedByItsTextWithItsConstraints() throws {
    let diff = try Self.diff(revision: 1)
    #expect(
      Self.lines(diff.changes) == [
        "+ view UILabel “Welcome back” in root view",
        "+ constraint UILabel “Welcome back”.top = UIButton “Open”.bottom + 16",
        "+ constraint UILabel “Welcome back”.leading = nameLabel.leading",
      ])
    #expect(diff.newHighlightedIDs == ["nml-01-aaa", "opb-01-aaa", "wlc-02-bbb"])
  }

  @Test func retargetedSegueNamesBothDestinations() throws {
    let diff = try Self.diff(revision: 2)
    #expect(
      Self.lines(diff.changes) == [
        "~ segue show “openDetail” from UIButton “Open”: destination DetailViewController “Detail” → SettingsViewController “Settings”"
      ])
    #expect(!diff.changesLayout)
  }

  @Test func removedVariationIsAnInstallationRemoved() throws {
    let diff = try Self.diff(revision: 3)
    #expect(Self.lines(diff.changes) == ["- installation: UILabel “Note” excluded in wC hR"])
    #expect(diff.changes.first?.sizeClass == "wC hR")
    #expect(diff.oldHighlightedIDs == ["ntl-01-aaa"])
    #expect(diff.changesLayout)
  }

  @Test func xcodeReformatHasNoEffect() throws {
    let diff = try Self.diff(revision: 4)
    #expect(diff.changes.isEmpty)
    #expect(!diff.changesLayout)
    #expect(
      diff.noEffect.map { "\($0.mark) \($0.summary) (\($0.noEffectReason ?? ""))" } == [
        "~ document: toolsVersion 21701 → 22155 (the Xcode version that saved the file)",
        "~ document: plugIn com.apple.InterfaceBuilder.IBCocoaTouchPlugin version=21679 → version=22131 (Xcode's record of plug-ins, capabilities, preview device or designables)",
        "~ document: capability System colors in document resources (none) → minToolsVersion=11.0 (Xcode's record of plug-ins, capabilities, preview device or designables)",
        "↕ constraints of root view reordered (only the order in the file changed)",
        "~ view UILabel nameLabel “Name”: frame x=20 y=64 width=374 height=21 → x=20 y=64 width=374 height=20.5 (the stored frame of a view that constraints place)",
      ])
  }

  @Test func regeneratedIDsAreMatchedByStructure() throws {
    var text = DiffFixture.revisions[0].text
    for id in ["nml-01-aaa", "nld-01-aaa", "prv-01-aaa", "psc-01-aaa"] {
      text = text.replacingOccurrences(of: id, with: "X" + id.dropFirst())
    }
    let diff = IBDocumentDiff(old: try Self.document(DiffFixture.base), new: try Self.document(text))
    #expect(Self.lines(diff.changes) == ["~ constraint nameLabel.leading = superview.leadingMargin + 16 → 24 (wC hR only)"])
    #expect(diff.noEffect.map(\.summary) == ["4 object id(s) regenerated; objects matched by their place in the document"])
    #expect(diff.renamedIDs["nml-01-aaa"] == "Xml-01-aaa")
  }

  @Test func readableDescriptionLeavesOutIDsAndChurn() throws {
    let base = try Self.document(DiffFixture.base).readableDescription()
    let before = try Self.document(DiffFixture.revisions[3].text).readableDescription()
    let reformatted = try Self.document(DiffFixture.revisions[4].text).readableDescription()
    #expect(!base.contains("nml-01-aaa"))
    #expect(!base.contains("toolsVersion"))
    #expect(base.contains("\n        constraint nameLabel.leading = superview.leadingMargin + 16\n            constant (wC hR): 16\n"))
    #expect(base.contains("\n        installation: UILabel “Note” excluded in wC hR\n"))
    #expect(base.contains("\n            textColor: nil\n"))
    // Only the order of two constraints differs after Xcode's reformat.
    #expect(before != reformatted)
    #expect(before.split(separator: "\n").sorted() == reformatted.split(separator: "\n").sorted())
  }
}

/// Attributes that hold object ids beyond the known ones (a cell's `textLabel`) follow the match.
@Suite("Document diff references")
struct DocumentDiffReferenceTests {
  static let cell = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
        <objects>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" textLabel="LBL-aa-aaa" style="IBUITableViewCellStyleDefault" id="CEL-aa-aaa">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="CEL-aa-aaa" id="CNT-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" id="LBL-aa-aaa">
                            <rect key="frame" x="16" y="0.0" width="288" height="44"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>

    """

  @Test func regeneratedIDsInCellAttributesAreNoChange() throws {
    var regenerated = Self.cell
    for (old, new) in [("LBL-aa-aaa", "Q1w-bb-ccc"), ("CEL-aa-aaa", "Q2w-bb-ccc"), ("CNT-aa-aaa", "Q3w-bb-ccc")] {
      regenerated = regenerated.replacingOccurrences(of: old, with: new)
    }
    let diff = IBDocumentDiff(
      old: try IBDocument(xmlString: Self.cell, fileName: "Cell.xib"), new: try IBDocument(xmlString: regenerated, fileName: "Cell.xib"))
    #expect(diff.changes.isEmpty)
    #expect(diff.noEffect.map(\.summary) == ["3 object id(s) regenerated; objects matched by their place in the document"])
  }
}
