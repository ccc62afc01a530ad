@testable import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// Every attribute a corpus document sets on a view reaches the view `UIStoryboard` or `UINib`
/// builds at run time: each scene of each file of ../shared/corpus is loaded and compared, pair
/// by pair, with `RuntimeAttribute.table`. The figure is printed with its misses by property.
@MainActor
@Suite(
  "Attributes a document sets reach the views loaded at run time",
  .enabled(if: SharedCorpus.runsTests(needing: "corpus"), "\(SharedCorpus.skipReason("corpus"))"))
struct RuntimeAttributeCorpusTests {
  /// The share of (view, attribute) pairs of ../shared/corpus that must reach the runtime view
  /// with the document's value (see Documentation/notes/runtime.md).
  static let corpusFloor = 0.999

  @Test("The corpus's (view, attribute) pairs reach the runtime views")
  func corpus() throws {
    let folder = try SharedCorpus.require("corpus")
    var coverage = RuntimeAttributeCoverage()
    for url in SharedCorpus.documents(in: folder.lastPathComponent) {
      coverage.check(documentAt: url)
    }
    print(coverage.summary)
    #expect(coverage.checked > 0)
    #expect(coverage.fraction >= Self.corpusFloor, "\(coverage.summary)")
  }
}
