import Foundation
import Testing
import TestSupport

/// `adaptive diff` between revisions of a fixture repository: the words for each kind of change,
/// the JSON, and the exit status.
@Suite("adaptive diff between git revisions")
struct DiffCommandTests {
  static let expectedText: [(range: String, status: Int32, text: String)] = [
    ("r0..r1", 1, """
      Main.storyboard (modified)
        scene ProfileViewController “Profile”
          ~ constraint nameLabel.leading = superview.leadingMargin + 16 → 24 (wC hR only)
      1 of 1 document(s) changed the layout (r0 → r1)

      """),
    ("r1..r2", 1, """
      Main.storyboard (modified)
        scene ProfileViewController “Profile”
          + view UILabel “Welcome back” in root view
          + constraint UILabel “Welcome back”.top = UIButton “Open”.bottom + 16
          + constraint UILabel “Welcome back”.leading = nameLabel.leading
      1 of 1 document(s) changed the layout (r1 → r2)

      """),
    ("r2..r3", 0, """
      Main.storyboard (modified)
        scene ProfileViewController “Profile”
          ~ segue show “openDetail” from UIButton “Open”: destination DetailViewController “Detail” → SettingsViewController “Settings”
      0 of 1 document(s) changed the layout (r2 → r3)

      """),
    ("r3..r4", 1, """
      Main.storyboard (modified)
        scene ProfileViewController “Profile”
          - installation: UILabel “Note” excluded in wC hR
      1 of 1 document(s) changed the layout (r3 → r4)

      """),
    ("r4..r5", 0, """
      Main.storyboard (modified)
        no effect
          ~ document: toolsVersion 21701 → 22155 (the Xcode version that saved the file)
          ~ document: plugIn com.apple.InterfaceBuilder.IBCocoaTouchPlugin version=21679 → version=22131 (Xcode's record of plug-ins, capabilities, preview device or designables)
          ~ document: capability System colors in document resources (none) → minToolsVersion=11.0 (Xcode's record of plug-ins, capabilities, preview device or designables)
          ↕ constraints of root view reordered (only the order in the file changed)
          ~ view UILabel nameLabel “Name”: frame x=20 y=64 width=374 height=21 → x=20 y=64 width=374 height=20.5 (the stored frame of a view that constraints place)
      0 of 1 document(s) changed the layout (r4 → r5)

      """),
  ]

  @Test("each kind of change in words, with its exit status", arguments: expectedText.indices)
  func words(_ index: Int) throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    let expected = Self.expectedText[index]
    let result = try repository.diff([expected.range])
    #expect(result.output == expected.text)
    #expect(result.status == expected.status, "\(result.errors)")
    #expect(result.errors.isEmpty)
  }

  @Test("--exit-zero succeeds when the layout changed")
  func exitZero() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    #expect(try repository.diff(["r0..r1", "--exit-zero"]).status == 0)
  }

  @Test("the JSON of a constraint constant changed in one size class")
  func json() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    let result = try repository.diff(["r0..r1", "--format", "json"])
    #expect(result.status == 1)
    #expect(
      result.output == """
        {
          "base" : "r0",
          "files" : [
            {
              "diff" : {
                "affectedScenes" : [
                  {
                    "name" : "ProfileViewController “Profile”",
                    "newSceneID" : "psc-01-aaa",
                    "oldSceneID" : "psc-01-aaa"
                  }
                ],
                "changes" : [
                  {
                    "affectsLayout" : true,
                    "category" : "constraint",
                    "kind" : "changed",
                    "newValue" : "24",
                    "objectID" : "nld-01-aaa",
                    "oldValue" : "16",
                    "property" : "constant",
                    "scene" : "ProfileViewController “Profile”",
                    "sceneID" : "psc-01-aaa",
                    "sizeClass" : "wC hR",
                    "subject" : "nameLabel.leading = superview.leadingMargin + 16",
                    "summary" : "constraint nameLabel.leading = superview.leadingMargin + 16 → 24 (wC hR only)"
                  }
                ],
                "newHighlightedIDs" : [
                  "nml-01-aaa"
                ],
                "noEffect" : [

                ],
                "oldHighlightedIDs" : [
                  "nml-01-aaa"
                ],
                "renamedIDs" : {

                }
              },
              "errors" : [

              ],
              "path" : "Main.storyboard",
              "pictures" : [

              ],
              "status" : "modified"
            }
          ],
          "head" : "r1"
        }

        """)
  }

  @Test("the JSON of a segue retargeted names both controllers")
  func segueJSON() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    let result = try repository.diff(["r2..r3", "--format", "json"])
    let report = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    let files = try #require(report?["files"] as? [[String: Any]])
    let diff = try #require(files.first?["diff"] as? [String: Any])
    let change = try #require((diff["changes"] as? [[String: Any]])?.first)
    #expect(change["category"] as? String == "segue")
    #expect(change["property"] as? String == "destination")
    #expect(change["oldValue"] as? String == "DetailViewController “Detail”")
    #expect(change["newValue"] as? String == "SettingsViewController “Settings”")
    #expect(change["affectsLayout"] as? Bool == false)
    #expect((diff["affectedScenes"] as? [Any])?.isEmpty == true)
  }

  @Test("without arguments: the merge base with main against the working tree, limited to the paths after --")
  func defaultRange() throws {
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    try repository.git("checkout", "--quiet", "-b", "feature", "r0")
    try repository.write(DiffFixture.revisions[0].text, to: DiffFixture.fileName)
    try repository.write(DiffFixture.base, to: "Other/Second.storyboard")
    let all = try repository.diff([])
    #expect(all.status == 1, "\(all.errors)")
    #expect(all.output.hasPrefix("Main.storyboard (modified)\n  scene ProfileViewController “Profile”\n"))
    #expect(all.output.contains("\nOther/Second.storyboard (added)\n"))
    #expect(all.output.hasSuffix("2 of 2 document(s) changed the layout (merge base with main → working tree)\n"))
    let limited = try repository.diff(["--", "Other"])
    #expect(limited.output == "Other/Second.storyboard (added)\n  3 scene(s): Profile, Detail, Settings\n1 of 1 document(s) changed the layout (merge base with main → working tree)\n")
  }
}
