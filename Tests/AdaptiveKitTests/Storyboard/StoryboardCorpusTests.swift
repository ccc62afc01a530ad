@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

@MainActor
@Suite(
  "Every scene of every corpus storyboard and xib instantiates without crashing",
  .enabled(if: SharedCorpus.runsTests(needing: "corpus"), "\(SharedCorpus.skipReason("corpus"))"))
struct StoryboardCorpusTests {
  /// What instantiating the corpus gave.
  struct Tally {
    var files = 0
    var undecodable = 0
    var controllers = 0
    var loadedViews = 0
    var nibObjects = 0
    /// Failures by kind (references to storyboards outside the corpus file names, …).
    var failures: [String: Int] = [:]
  }

  static func instantiateCorpus() -> Tally {
    var tally = Tally()
    let corpus = SharedCorpus.root.appendingPathComponent("corpus")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    let bundle = Bundle(path: corpus.path) ?? .main
    for name in names.sorted() where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
      tally.files += 1
      guard let document = try? IBDocument(contentsOf: corpus.appendingPathComponent(name)) else {
        tally.undecodable += 1
        continue
      }
      if name.hasSuffix(".xib") {
        tally.nibObjects += NibInstantiator(document: document, bundle: bundle).instantiate(owner: nil, externalObjects: [:]).topLevel.count
        continue
      }
      let storyboard = UIStoryboard(document: document, bundle: bundle)
      for controller in document.viewControllers {
        var instantiator = StoryboardInstantiator(storyboard: storyboard)
        do {
          let made = try instantiator.instantiate(controller, creator: nil)
          tally.controllers += 1
          made.loadViewIfNeeded()
          if made.isViewLoaded { tally.loadedViews += 1 }
        } catch {
          tally.failures[failureKind(error), default: 0] += 1
        }
      }
    }
    return tally
  }

  static func failureKind(_ error: UIStoryboardError) -> String {
    switch error {
    case .storyboardNotFound: "storyboardNotFound"
    case .unknownIdentifier: "unknownIdentifier"
    case .missingDestination: "missingDestination"
    case .relationshipCycle: "relationshipCycle"
    case .instantiationFailed(_, _, "storyboard reference", _): "unconfiguredReference"
    default: "other: \(error)"
    }
  }

  @Test func everySceneInstantiatesWithUnregisteredClassesFallingBack() throws {
    _ = try SharedCorpus.require("corpus")
    let (tally, messages) = AdaptiveKitLog.shared.capture { Self.instantiateCorpus() }
    #expect(tally.files > 500)
    #expect(tally.undecodable <= 1)
    #expect(tally.controllers > 1500)
    #expect(tally.loadedViews == tally.controllers)
    #expect(tally.nibObjects > 100)
    // Only storyboard references fail: the corpus renames files, so referenced storyboards are
    // not found under their names; one IBLinter fixture has a reference that names nothing.
    #expect(Set(tally.failures.keys).subtracting(["storyboardNotFound", "unknownIdentifier"]) == ["unconfiguredReference"])
    #expect(tally.failures["unconfiguredReference"] == 1)
    #expect(messages.contains { $0.text.contains("Unknown class") })
  }
}
