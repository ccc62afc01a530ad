import Foundation
import Lint
import Testing

@MainActor
@Suite("segue.missing-destination: segues and relationships to scenes that are not there")
struct MissingDestinationTests {
  @Test("A segue and a relationship to missing ids fire at the segues")
  func fires() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene(
        "nav", controllerExtra: "",
        connections: """
          ⚑<segue destination="gone-1" kind="relationship" relationship="rootViewController" id="rel-1"/>
          ⚑<segue destination="gone-2" kind="show" identifier="detail" id="seg-1"/>
          """), initial: "nav")
    let findings = document.findings(of: "segue.missing-destination")
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.message.contains("relationship 'rootViewController'") == true)
    #expect(findings.last?.objectID == "seg-1")
    #expect(findings.allSatisfy { $0.severity == .error })
    // The dangling reference is reported once, by this rule, not again as an invalid document.
    #expect(document.findings(of: "ib.invalid-document").isEmpty)
  }

  @Test("A segue to a view (not a controller) fires with a note at the view")
  func notAController() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a", view: "a-root", connections: "⚑<segue destination=\"a-root\" kind=\"show\" id=\"s\"/>"),
      initial: "a")
    let findings = document.findings(of: "segue.missing-destination")
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.notes.first?.objectID == "a-root")
  }

  @Test("Segues to scenes that exist do not fire")
  func doesNotFire() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a", connections: "<segue destination=\"b\" kind=\"show\" id=\"s\"/>")
        + MarkedDocument.scene("b"), initial: "a")
    #expect(document.findings(of: "segue.missing-destination").isEmpty)
  }
}

@MainActor
@Suite("storyboard.duplicate-identifier: two controllers with one storyboard identifier")
struct DuplicateStoryboardIdentifierTests {
  @Test("The second use fires, with a note at the first")
  func fires() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a", storyboardIdentifier: "Detail")
        + MarkedDocument.scene("b", storyboardIdentifier: "Detail").replacingOccurrences(of: "<viewController id=\"b\"", with: "⚑<viewController id=\"b\""),
      initial: "a")
    let findings = document.findings(of: "storyboard.duplicate-identifier")
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.notes.first?.objectID == "a")
  }

  @Test("Distinct identifiers do not fire")
  func doesNotFire() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a", storyboardIdentifier: "One") + MarkedDocument.scene("b", storyboardIdentifier: "Two"))
    #expect(document.findings(of: "storyboard.duplicate-identifier").isEmpty)
  }
}

@MainActor
@Suite("segue.duplicate-identifier: two segues from one scene with one identifier")
struct DuplicateSegueIdentifierTests {
  @Test("A repeated identifier within a scene fires at the second segue")
  func fires() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene(
        "a",
        connections: """
          <segue destination="b" kind="show" identifier="next" id="s1"/>
          ⚑<segue destination="c" kind="show" identifier="next" id="s2"/>
          """) + MarkedDocument.scene("b") + MarkedDocument.scene("c"), initial: "a")
    let findings = document.findings(of: "segue.duplicate-identifier")
    #expect(MarkedDocument.positions(findings) == document.markers)
  }

  @Test("The same identifier from two different scenes does not fire")
  func doesNotFire() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a", connections: "<segue destination=\"c\" kind=\"show\" identifier=\"next\" id=\"s1\"/>")
        + MarkedDocument.scene("b", storyboardIdentifier: "B", connections: "<segue destination=\"c\" kind=\"show\" identifier=\"next\" id=\"s2\"/>")
        + MarkedDocument.scene("c"), initial: "a")
    #expect(document.findings(of: "segue.duplicate-identifier").isEmpty)
  }
}

@MainActor
@Suite("scene.unreachable: scenes nothing can show")
struct UnreachableSceneTests {
  @Test("A scene with no incoming segue and no storyboard identifier fires at its controller")
  func fires() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a", connections: "<segue destination=\"b\" kind=\"show\" id=\"s1\"/>")
        + MarkedDocument.scene("b")
        + MarkedDocument.scene("orphan").replacingOccurrences(of: "<viewController id=\"orphan\"", with: "⚑<viewController id=\"orphan\""),
      initial: "a")
    let findings = document.findings(of: "scene.unreachable")
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.objectID == "orphan")
  }

  @Test("Scenes reached through segues, or with a storyboard identifier (and what they reach), do not fire")
  func doesNotFire() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a", connections: "<segue destination=\"b\" kind=\"show\" id=\"s1\"/>")
        + MarkedDocument.scene("b")
        + MarkedDocument.scene("coded", storyboardIdentifier: "Coded", connections: "<segue destination=\"d\" kind=\"presentation\" id=\"s2\"/>")
        + MarkedDocument.scene("d"), initial: "a")
    #expect(document.findings(of: "scene.unreachable").isEmpty)
  }
}

@MainActor
@Suite("segue.obsolete-kind: push, modal, popover and replace segues")
struct ObsoleteSegueKindTests {
  @Test("Each legacy kind fires, naming the kind Xcode converts it to")
  func fires() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene(
        "a",
        connections: """
          ⚑<segue destination="b" kind="push" id="s1"/>
          ⚑<segue destination="b" kind="modal" id="s2"/>
          ⚑<segue destination="b" kind="replace" splitViewControllerTargetIndex="1" id="s3"/>
          """) + MarkedDocument.scene("b"), initial: "a")
    let findings = document.findings(of: "segue.obsolete-kind")
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings[0].message.contains("'show'"))
    #expect(findings[1].message.contains("'presentation'"))
    #expect(findings[2].fixHint?.contains("Show Detail") == true)
  }

  @Test("Adaptive kinds do not fire")
  func doesNotFire() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene(
        "a", connections: "<segue destination=\"b\" kind=\"show\" id=\"s1\"/><segue destination=\"b\" kind=\"presentation\" id=\"s2\"/>")
        + MarkedDocument.scene("b"), initial: "a")
    #expect(document.findings(of: "segue.obsolete-kind").isEmpty)
  }
}
