import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// Every real file of the shared corpus decodes and round-trips.
@Suite("Corpus", .enabled(if: Corpus.isAvailable, "\(SharedCorpus.skipReason("corpus"))"))
struct CorpusTests {
  @Test("The corpus is present and complete")
  func corpusIsComplete() {
    #expect(Corpus.fileNames.count == 511, "expected 511 storyboards and xibs in \(Corpus.directory.path)")
  }

  @Test("Every file decodes", arguments: Corpus.fileNames)
  func decodes(_ name: String) throws {
    let url = Corpus.url(name)
    if let expected = Corpus.knownBroken[name] {
      let error = Fixture.decodingError { _ = try IBDocument(contentsOf: url) }
      #expect(error?.id == expected, "\(name): expected \(expected), got \(String(describing: error))")
      let lenient = try IBDocument(contentsOf: url, options: .lenient)
      #expect(lenient.diagnostics.contains { $0.id == expected && $0.severity == .error }, "\(name)")
      return
    }
    do {
      let document = try IBDocument(contentsOf: url)
      #expect(document.diagnostics.allSatisfy { $0.severity != .error }, "\(name)")
      #expect(!document.root.children.isEmpty, "\(name) decoded to an empty document")
      let content = document.documentKind == .storyboard ? "scenes" : "objects"
      #expect(document.root.firstChild(named: content) != nil, "\(name) has no <\(content)>")
    } catch {
      Issue.record("\(name) failed to decode: \(error)")
    }
  }

  @Test("Every file round-trips: decode → encode → decode is equal, nothing lost or reordered", arguments: Corpus.fileNames)
  func roundTrips(_ name: String) throws {
    let data = try Data(contentsOf: Corpus.url(name))
    let document = try IBDocument(data: data, fileName: name, options: .lenient)
    let encoded = document.xmlData()
    let again = try IBDocument(data: encoded, fileName: name, options: .lenient)
    #expect(again == document, "\(name): decode → encode → decode differs")
    #expect(
      Self.outline(again.root) == Self.outline(document.root),
      "\(name): elements or attributes lost or reordered by encoding")
    #expect(again.xmlData() == encoded, "\(name): encoding is not stable")
    #expect(document.xmlData(style: .preservingSource) == data, "\(name): untouched source-preserving encode changed bytes")
  }

  @Test("Xcode-written files encode byte for byte")
  func canonicalEncodingMatchesXcode() throws {
    var identical = 0
    for name in Corpus.fileNames {
      let data = try Data(contentsOf: Corpus.url(name))
      let document = try IBDocument(data: data, fileName: name, options: .lenient)
      if document.xmlData() == data { identical += 1 }
    }
    // The rest were edited by other tools (no final newline, hand indentation, Visual Studio).
    #expect(identical >= 489, "only \(identical) of \(Corpus.fileNames.count) files re-encode byte for byte")
  }

  @Test("Counts agree with MANIFEST.tsv")
  func countsAgreeWithManifest() throws {
    let manifest = try String(contentsOf: Corpus.url("MANIFEST.tsv"), encoding: .utf8)
    let rows = manifest.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    guard let header = rows.first else { return }
    let column = { (name: String) in header.firstIndex { $0 == name } }
    guard let fileColumn = column("file"), let constraintsColumn = column("constraints"),
      let scenesColumn = column("scenes"), let launchColumn = column("launchScreen")
    else {
      Issue.record("MANIFEST.tsv header changed")
      return
    }
    for row in rows.dropFirst() where row.count > constraintsColumn {
      let name = String(row[fileColumn])
      guard let document = try? IBDocument(contentsOf: Corpus.url(name), options: .lenient) else { continue }
      let constraints = document.allViews.reduce(0) { $0 + $1.constraints.count }
      #expect(String(constraints) == row[constraintsColumn], "\(name): constraints")
      #expect(String(document.scenes.count) == row[scenesColumn], "\(name): scenes")
      #expect(document.isLaunchScreen == (row[launchColumn] == "yes"), "\(name): launchScreen")
    }
  }

  /// Element names with their attribute name/value lists, in document order.
  static func outline(_ element: IBXMLElement) -> [String] {
    var lines: [String] = []
    element.forEachElement { element in
      lines.append(element.name + " " + element.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " "))
    }
    return lines
  }
}
