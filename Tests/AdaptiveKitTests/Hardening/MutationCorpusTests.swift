import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Every corpus file, mutated five ways, decodes or fails with a located error; what decodes lays
/// out without crashing.
@MainActor
@Suite("Mutated corpus files never crash the decoder or the layout", .enabled(if: SharedCorpus.runsTests(needing: "corpus"), "\(SharedCorpus.skipReason("corpus"))"))
struct MutationCorpusTests {
  static let corpus: URL = SharedCorpus.root.appendingPathComponent("corpus")

  static let fileNames: [String] = SharedCorpus.documents(in: "corpus").map(\.lastPathComponent)

  @Test("The corpus is there to mutate")
  func corpusPresent() {
    #expect(MutationCorpusTests.fileNames.count > 500, "expected the shared corpus at \(MutationCorpusTests.corpus.path)")
  }

  @Test("Each mutation decodes or reports an error with a line inside the file", arguments: CorpusMutation.allCases)
  func mutationsDecodeOrReport(_ mutation: CorpusMutation) throws {
    var mutated = 0
    var laidOut = 0
    for (index, name) in MutationCorpusTests.fileNames.enumerated() {
      let bytes = try [UInt8](Data(contentsOf: MutationCorpusTests.corpus.appendingPathComponent(name)))
      var generator = SplitMix64(seed: CorpusMutation.seed(for: name, mutation))
      guard let changed = mutation.apply(to: bytes, using: &generator) else { continue }
      mutated += 1
      let lineCount = changed.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      do {
        let document = try IBDocument(data: Data(changed), fileName: name, options: .lenient)
        // Laying out is the slow part: every 24th file keeps the test to a few seconds.
        if index % 24 == 0 {
          _ = IBVerifier().verify(document: document, file: name)
          laidOut += 1
        }
      } catch {
        let location = error.location
        #expect(location.line >= 1 && location.line <= lineCount + 1,
                "\(name) (\(mutation)): error at line \(location.line) of \(lineCount): \(error)")
        #expect(!error.primary.message.isEmpty, "\(name) (\(mutation)): an empty message")
      }
    }
    #expect(mutated > 400, "only \(mutated) files could be mutated by \(mutation)")
    if mutation != .truncate { #expect(laidOut > 5, "only \(laidOut) mutated files were laid out") }
  }
}
