import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Every old-format storyboard of the corpus (no `useTraitCollections`) converted to the unified
/// format: written to a temporary folder, it decodes, keeps no legacy segue kind, and every view
/// is laid out where it was on the document's own canvas (the verifier's layout, before and
/// after). Documents with Auto Layout off are refused, as Xcode refuses them.
@MainActor
@Suite("Unified conversion of the corpus' old-format storyboards")
struct UnifiedConversionCorpusTests {
  /// How far apart two layouts of one view may be, in points (layout is deterministic: exact).
  static let frameTolerance = 0.001

  /// The corpus storyboards without size classes.
  static func oldFormatStoryboards() throws -> [URL] {
    _ = try SharedCorpus.require("corpus")
    let marker = Data("useTraitCollections=\"YES\"".utf8)
    return try SharedCorpus.documents(in: "corpus").filter { url in
      guard url.pathExtension == "storyboard" else { return false }
      return try !Data(contentsOf: url).contains(marker)
    }
  }

  @Test("each converts (or is refused for Auto Layout off), decodes, has no legacy segue, keeps every frame",
    .enabled(if: SharedCorpus.runsTests(needing: "corpus"), "\(SharedCorpus.skipReason("corpus"))"))
  func corpus() throws {
    let files = try Self.oldFormatStoryboards()
    // The count the issue names; a changed corpus should be noticed, not silently tested.
    #expect(files.count == 65)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unified-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var converted = 0
    var refused: [String] = []
    var comparedViews = 0
    for file in files {
      let data = try Data(contentsOf: file)
      let original = try IBDocument(data: data, fileName: file.lastPathComponent, options: Self.options)
      let conversion: IBUnifiedConversion
      do {
        conversion = try IBUnifiedConversion(data: data, fileName: file.lastPathComponent)
      } catch {
        #expect(error == .autoLayoutOff(file: file.lastPathComponent, line: original.root.location.line), "\(file.lastPathComponent)")
        #expect(original.root.bool("useAutolayout") != true, "\(file.lastPathComponent): refused: \(error)")
        refused.append(file.lastPathComponent)
        continue
      }
      let copy = folder.appendingPathComponent(file.lastPathComponent)
      try conversion.converted.write(to: copy)
      let document = try IBDocument(contentsOf: copy, options: Self.options)
      converted += 1
      #expect(document.useTraitCollections, "\(file.lastPathComponent)")
      let legacy = Self.segueKinds(in: document.root).filter(\.isLegacy)
      #expect(legacy.isEmpty, "\(file.lastPathComponent) still has \(legacy)")
      #expect(
        Self.segueKinds(in: document.root) == Self.segueKinds(in: original.root).map(\.adaptiveEquivalent),
        "\(file.lastPathComponent): segues other than the legacy kinds changed")
      comparedViews += try Self.compareLayouts(before: original, after: document, file: file.lastPathComponent)
    }
    #expect(converted + refused.count == files.count)
    #expect(converted > 50, "only \(converted) converted; refused: \(refused)")
    #expect(comparedViews > 1_000)
  }

  static let options = IBDecodingOptions(isLenient: true, reportsUnknownAttributes: false)

  /// The segue kinds in document order.
  static func segueKinds(in element: IBXMLElement) -> [IBSegueKind] {
    var kinds: [IBSegueKind] = []
    if element.name == "segue", let kind = element["kind"] { kinds.append(IBSegueKind(rawValue: kind)) }
    for child in element.elements { kinds += segueKinds(in: child) }
    return kinds
  }

  /// Lays every scene of both documents out on its own canvas and expects each view's frame (in
  /// its root) unchanged; returns how many views were compared.
  static func compareLayouts(before: IBDocument, after: IBDocument, file: String) throws -> Int {
    var compared = 0
    let afterScenes = Dictionary(after.scenes.map { ($0.sceneID, $0) }, uniquingKeysWith: { first, _ in first })
    for scene in before.scenes {
      guard let controller = scene.viewController, let root = controller.view else { continue }
      let converted = try #require(afterScenes[scene.sceneID]?.viewController, "\(file): scene \(scene.sceneID) lost")
      let convertedRoot = try #require(converted.view)
      let old = SceneHost(document: before).host(root: root, controller: controller, placement: .asSaved)
      let new = SceneHost(document: after).host(root: convertedRoot, controller: converted, placement: .asSaved)
      for entry in old.allEntries {
        let id = entry.source.id
        let was = old.frameInRoot(ofViewWithID: id)
        let now = new.frameInRoot(ofViewWithID: id)
        compared += 1
        guard let was, let now else {
          #expect(was == nil && now == nil, "\(file): view \(id) installed \(was != nil) before, \(now != nil) after")
          continue
        }
        let drift = max(abs(was.minX - now.minX), abs(was.minY - now.minY), abs(was.width - now.width), abs(was.height - now.height))
        #expect(drift <= frameTolerance, "\(file): view \(id) moved from \(was) to \(now)")
      }
    }
    return compared
  }
}
