import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import AdaptiveKit
import TestSupport

/// Labels from the shared corpus whose stored frame width should equal their intrinsic width:
/// single-line text, Auto Layout on, not misplaced, not in a stack view, no width constraint,
/// not pinned on both horizontal edges (or one edge and the center), and a stored height equal to one line of its font.
struct CorpusLabelSample {
  let file: String
  let text: String
  let fontAttributes: [String: String]
  let storedWidth: CGFloat
  let storedHeight: CGFloat
  /// The Interface Builder plug-in version that saved the file (its SDK's San Francisco).
  let toolsVersion: Int

  /// The corpus folder, `../shared/corpus` beside the repository, or an error naming it.
  static func corpusDirectory() throws -> URL { try SharedCorpus.require("corpus") }

  /// Every sample in the corpus, in file order.
  static func load(from directory: URL) throws -> [CorpusLabelSample] {
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    return files.flatMap { file -> [CorpusLabelSample] in
      guard let root = XMLTree.parse(directory.appendingPathComponent(file)) else { return [] }
      return samples(in: root, file: file)
    }
  }

  private static let leadingEdges: Set<String> = ["leading", "left", "leadingMargin", "leftMargin"]
  private static let trailingEdges: Set<String> = ["trailing", "right", "trailingMargin", "rightMargin"]

  /// Whether horizontal constraints fix the width: both edges, or one edge and the center.
  private static func pinsWidth(_ edges: [String]) -> Bool {
    let leading = edges.contains(where: leadingEdges.contains)
    let trailing = edges.contains(where: trailingEdges.contains)
    let center = edges.contains { $0 == "centerX" || $0 == "centerXWithinMargins" }
    return (leading && trailing) || ((leading || trailing) && center)
  }

  private static func samples(in root: XMLTree, file: String) -> [CorpusLabelSample] {
    // Attributes constrained per view id.
    var constrained: [String: [String]] = [:]
    for constraint in root.descendants(named: "constraint") {
      let owner = constraint.parent?.parent?.attributes["id"]
      let first = constraint.attributes["firstAttribute"]
      let second = constraint.attributes["secondAttribute"]
      if let item = constraint.attributes["firstItem"] ?? owner, let first {
        constrained[item, default: []].append(first)
      }
      if let second, let item = constraint.attributes["secondItem"] ?? owner {
        constrained[item, default: []].append(second)
      }
    }
    let plugIn = root.descendants(named: "plugIn").first {
      $0.attributes["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
    }
    let toolsVersion = [plugIn?.attributes["version"], root.attributes["toolsVersion"]]
      .compactMap { $0.flatMap { Int($0.prefix { $0.isNumber }) } }.first ?? 0
    var samples: [CorpusLabelSample] = []
    for label in root.descendants(named: "label") {
      let attributes = label.attributes
      guard let text = attributes["text"], !text.isEmpty, !text.contains(where: \.isNewline),
        attributes["misplaced"] != "YES", attributes["translatesAutoresizingMaskIntoConstraints"] == "NO",
        label.parent?.parent?.name != "stackView", let id = attributes["id"],
        let edges = constrained[id], !edges.contains("width"),
        !pinsWidth(edges),
        let frame = label.children.first(where: { $0.name == "rect" && $0.attributes["key"] == "frame" }),
        let font = label.children.first(where: { $0.name == "fontDescription" }),
        let width = frame.attributes["width"].flatMap(Double.init),
        let height = frame.attributes["height"].flatMap(Double.init)
      else { continue }
      let lineHeight = UIFont.interfaceBuilderFont(attributes: font.attributes).lineHeight
      guard TextMeasurer.ceilToPixel(lineHeight, scale: 2) == CGFloat(height) else { continue }
      samples.append(
        CorpusLabelSample(
          file: file, text: text, fontAttributes: font.attributes, storedWidth: CGFloat(width),
          storedHeight: CGFloat(height), toolsVersion: toolsVersion))
    }
    return samples
  }
}

/// A minimal XML element tree for reading corpus files in tests.
final class XMLTree {
  let name: String
  let attributes: [String: String]
  weak var parent: XMLTree?
  var children: [XMLTree] = []

  init(name: String, attributes: [String: String], parent: XMLTree?) {
    self.name = name
    self.attributes = attributes
    self.parent = parent
  }

  /// All elements below this one with the given name, in document order.
  func descendants(named target: String) -> [XMLTree] {
    children.flatMap { ($0.name == target ? [$0] : []) + $0.descendants(named: target) }
  }

  /// Parses a file; nil when it is not well-formed XML.
  static func parse(_ url: URL) -> XMLTree? {
    guard let parser = XMLParser(contentsOf: url) else { return nil }
    let builder = Builder()
    parser.delegate = builder
    return parser.parse() ? builder.root : nil
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: XMLTree?
    var current: XMLTree?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let element = XMLTree(name: elementName, attributes: attributes, parent: current)
      if let current { current.children.append(element) } else { root = element }
      current = element
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
      current = current?.parent
    }
  }
}
