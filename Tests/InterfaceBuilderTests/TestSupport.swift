import Foundation
import InterfaceBuilder
import TestSupport

/// Helpers shared by the InterfaceBuilder tests.
enum Fixture {
  /// Re-indents `text` so its least indented line starts `spaces` columns in (Xcode layout).
  static func indented(_ text: String, by spaces: Int) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let margin = lines.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    let pad = String(repeating: " ", count: spaces)
    return lines.map { $0.allSatisfy { $0 == " " } ? "" : pad + $0.dropFirst(margin) }.joined(separator: "\n")
  }

  /// Wraps `objects` (the content of one scene's `<objects>`) in a storyboard document.
  static func storyboard(
    _ objects: String, attributes: String = "useTraitCollections=\"YES\" useSafeAreas=\"YES\"", extra: String = ""
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" \(attributes) colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <!--Scene-->
            <scene sceneID="sc1-aa-bbb">
                <objects>
    \(indented(objects, by: 16))
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="10" y="20"/>
            </scene>
        </scenes>
    \(extra.isEmpty ? "" : extra + "\n")</document>

    """
  }

  /// Wraps `objects` in a xib document after the two standard placeholders.
  static func xib(_ objects: String, attributes: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(attributes.isEmpty ? "" : " " + attributes)>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    \(indented(objects, by: 8))
        </objects>
    </document>

    """
  }

  /// Decodes `xml`, recording an issue (not crashing) when it throws.
  static func decode(_ xml: String, fileName: String = "Test.storyboard", options: IBDecodingOptions = IBDecodingOptions())
    throws -> IBDocument
  {
    try IBDocument(xmlString: xml, fileName: fileName, options: options)
  }

  /// Removes the marker `⌖` from `text` and returns the text plus the marker's line and column
  /// (1-based, UTF-8 bytes), so tests never hand-count positions.
  static func marked(_ text: String, marker: String = "⌖") -> (text: String, line: Int, column: Int) {
    guard let range = text.range(of: marker) else { return (text, 0, 0) }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    let column = before[lineStart...].utf8.count + 1
    return (text.replacingCharacters(in: range, with: ""), line, column)
  }

  /// Expects `body` to throw an `IBDecodingError` and returns it.
  static func decodingError(_ body: () throws -> Void) -> IBDecodingError? {
    do {
      try body()
      return nil
    } catch let error as IBDecodingError {
      return error
    } catch {
      return nil
    }
  }
}

/// The shared corpus of real files, read in place from `../shared/corpus` beside the repository.
enum Corpus {
  /// The corpus folder (`SharedCorpus` finds it).
  static let directory: URL = SharedCorpus.root.appendingPathComponent("corpus")

  /// Whether the corpus tests run: the folder exists, or `ADAPTIVE_REQUIRE_CORPUS=1` makes its
  /// absence a failure.
  static let isAvailable: Bool = SharedCorpus.runsTests(needing: "corpus")

  /// Every `.storyboard` and `.xib` file name, sorted.
  static let fileNames: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
  }()

  /// Corpus files that are deliberately broken test fixtures of other tools, with the error they must raise.
  static let knownBroken: [String: IBDiagnosticID] = [
    // IBLinter's fixture for its duplicate-id rule: two ids reused and a constraint item that
    // does not exist. Decodes leniently with those errors listed.
    "0366__IBDecodable__IBLinter__DuplicateID.xib": .duplicateID
  ]

  /// The URL of a corpus file.
  static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }
}
