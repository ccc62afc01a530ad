import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@MainActor
@Suite("Broken storyboards fail with errors naming file, line and objects")
struct StoryboardErrorTests {
  /// `Dangling.storyboard` decoded leniently, as a lint tool would: ibtool refuses dangling
  /// references, so `UIStoryboard.load` does too, and only a hand-made document reaches run time.
  private func danglingStoryboard() throws -> UIStoryboard {
    let url = StoryboardFixtures.bundle.bundleURL.appendingPathComponent("Dangling.storyboard")
    return UIStoryboard(document: try IBDocument(contentsOf: url, options: .lenient), bundle: StoryboardFixtures.bundle)
  }

  @Test func relationshipCyclesAreReported() throws {
    let storyboard = try UIStoryboard.load(name: "Cycle", bundle: StoryboardFixtures.bundle)
    do {
      _ = try storyboard.loadViewController(withIdentifier: "CycleA")
      Issue.record("a relationship cycle instantiated")
    } catch {
      guard case .relationshipCycle(let file, let location, let ids) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(file == "Cycle.storyboard")
      #expect(ids == ["Cycle:cycle-a", "Cycle:cycle-b", "Cycle:cycle-a"])
      #expect(location.line == 7)
      #expect(error.description.hasPrefix("Cycle.storyboard:7:"))
    }
  }

  @Test func loadingRefusesDanglingReferencesAsIbtoolDoes() {
    do {
      _ = try UIStoryboard.load(name: "Dangling", bundle: StoryboardFixtures.bundle)
      Issue.record("a storyboard with dangling references loaded")
    } catch {
      guard case .undecodable(let decoding) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(decoding.description.hasPrefix("Dangling.storyboard:9:"))
      #expect(decoding.description.contains("no-such-scene"))
    }
  }

  @Test func aRelationshipToAMissingSceneIsReported() throws {
    do {
      _ = try danglingStoryboard().loadViewController(withIdentifier: "DanglingRoot")
      Issue.record("a relationship to a missing scene instantiated")
    } catch let error as UIStoryboardError {
      guard case .missingDestination(let file, let location, let segueID, let destinationID) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(file == "Dangling.storyboard")
      #expect(location.line == 9)
      #expect(segueID == "dangling-root")
      #expect(destinationID == "no-such-scene")
    }
  }

  @Test func aSegueToAMissingSceneNamesFileLineAndIDs() throws {
    let controller = try danglingStoryboard().instantiateViewController(withIdentifier: "DanglingSegue")
    controller.loadViewIfNeeded()
    do {
      try controller.performValidatedSegue(withIdentifier: "Dangling", sender: nil)
      Issue.record("a dangling segue performed")
    } catch {
      #expect(
        error
          == .missingDestination(
            file: "Dangling.storyboard", location: IBSourceLocation(line: 22, column: 25, offset: error.offsetForTest),
            segueID: "dangling-segue", destinationID: "missing-vc"))
      #expect(error.description.hasPrefix("Dangling.storyboard:22:25: segue 'dangling-segue' leads to 'missing-vc'"))
    }
  }
}

extension UIStoryboardError {
  /// The byte offset of a located error, so tests can compare whole errors by line and column.
  fileprivate var offsetForTest: Int {
    if case .missingDestination(_, let location, _, _) = self { return location.offset }
    return 0
  }
}
