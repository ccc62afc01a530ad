import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// `UIStoryboardError` keeps UIKit's shape for the runtime API and gives the command line and the
/// designer server the one `Diagnostic` shape: rule id, file, line, column, object id, message.
@MainActor
@Suite("Storyboard loading errors as diagnostics")
struct StoryboardErrorDiagnosticTests {
  @Test("A missing storyboard names the file looked for and keeps UIKit's text")
  func missingStoryboard() {
    #expect {
      _ = try UIStoryboard.load(name: "Nowhere", bundle: StoryboardFixtures.bundle)
    } throws: { error in
      guard let diagnostic = (error as? UIStoryboardError)?.diagnostic else { return false }
      return diagnostic.ruleID == "storyboard.not-found" && diagnostic.file == "Nowhere.storyboard"
        && diagnostic.severity == .error && diagnostic.message.hasPrefix("Could not find a storyboard named 'Nowhere'")
    }
  }

  @Test("A relationship cycle is located at its first controller, the message without the location")
  func relationshipCycle() throws {
    let storyboard = try UIStoryboard.load(name: "Cycle", bundle: StoryboardFixtures.bundle)
    do {
      _ = try storyboard.loadViewController(withIdentifier: "CycleA")
      Issue.record("a relationship cycle instantiated")
    } catch {
      let diagnostic = error.diagnostic
      #expect(diagnostic.ruleID == "storyboard.relationship-cycle")
      #expect(diagnostic.file == "Cycle.storyboard")
      #expect(diagnostic.line == 7)
      #expect(diagnostic.objectID == "cycle-a")
      #expect(diagnostic.message.hasPrefix("relationship segues form a cycle: Cycle:cycle-a → "))
      #expect(diagnostic.description.hasPrefix("Cycle.storyboard:7:"))
      #expect(diagnostic.description.hasSuffix(" [storyboard.relationship-cycle]"))
    }
  }

  @Test("A file that does not decode keeps the decoder's own diagnostic")
  func undecodable() {
    do {
      _ = try UIStoryboard.load(name: "Dangling", bundle: StoryboardFixtures.bundle)
      Issue.record("a storyboard with dangling references loaded")
    } catch {
      guard case .undecodable(let decoding) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(error.diagnostic == decoding.primary)
      #expect(error.diagnostic.ruleID.hasPrefix("ib."))
      #expect(error.diagnostic.line == 9)
    }
  }

  @Test("A segue to a missing scene is an error at the segue, naming it as the object")
  func missingDestination() throws {
    let url = StoryboardFixtures.bundle.bundleURL.appendingPathComponent("Dangling.storyboard")
    let storyboard = UIStoryboard(
      document: try IBDocument(contentsOf: url, options: .lenient), bundle: StoryboardFixtures.bundle)
    let controller = storyboard.instantiateViewController(withIdentifier: "DanglingSegue")
    controller.loadViewIfNeeded()
    do {
      try controller.performValidatedSegue(withIdentifier: "Dangling", sender: nil)
      Issue.record("a dangling segue performed")
    } catch {
      #expect(
        error.diagnostic.description
          == "Dangling.storyboard:22:25: error: segue 'dangling-segue' leads to 'missing-vc', which is not in the document [storyboard.missing-destination]"
      )
      #expect(error.diagnostic.objectID == "dangling-segue")
    }
  }
}
