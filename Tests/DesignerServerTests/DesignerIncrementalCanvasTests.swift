@testable import DesignerServer
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// After an edit the canvas lays out again only the scenes the edit touched (the scene and the
/// containers that show it), streams each scene as it is drawn, and is byte for byte the canvas a
/// fresh server draws of the edited file.
@MainActor
@Suite("Designer canvas after an edit")
struct DesignerIncrementalCanvasTests {
  /// One line of `/api/canvas?…&stream=1`, read back.
  struct Line: Decodable {
    var header: CanvasPayload?
    var index: Int?
    var scene: CanvasPayload.Scene?
    var done: Bool?
    var messages: [Diagnostic]?
    var laidOut: Int?
  }

  /// A served folder holding a copy of `source` as `name`.
  struct Served {
    let folder: URL
    let file: URL
    let id: String

    init(copying source: URL, as name: String) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-canvas-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      file = folder.appendingPathComponent(name)
      try Data(contentsOf: source).write(to: file)
      id = "0/\(name)"
    }

    @MainActor func workspace() throws -> DesignerWorkspace {
      DesignerWorkspace(
        catalog: try DocumentCatalog(paths: [folder.path]), events: EventHub(), limits: DesignerServer.Limits())
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  static let viewing = { () throws -> DesignerWorkspace.Viewing in
    try DesignerWorkspace.Viewing(device: "iPhone 15", orientation: nil)
  }

  /// The streamed canvas put back together, with the lines in the order they came.
  static func streamed(_ workspace: DesignerWorkspace, _ id: String, known: Set<String> = []) async throws
    -> (CanvasPayload, [Line])
  {
    let stream = try workspace.canvasStream(
      id, viewing: try viewing(), cell: try SizeClassCell(width: nil, height: nil), known: known)
    var lines: [Line] = []
    for await data in stream {
      #expect(data.last == UInt8(ascii: "\n"))
      lines.append(try JSONDecoder().decode(Line.self, from: data))
    }
    var canvas = try #require(lines.first?.header)
    for line in lines.dropFirst() {
      if let scene = line.scene, let index = line.index { canvas.scenes[index] = scene }
      if let messages = line.messages { canvas.messages = messages }
    }
    return (canvas, lines)
  }

  /// The whole canvas from a workspace that has drawn nothing yet.
  static func fresh(_ served: Served) async throws -> Data {
    try await served.workspace().canvasJSON(
      served.id, viewing: try viewing(), cell: try SizeClassCell(width: nil, height: nil))
  }

  /// Adds `delta` to the constant of the first constraint in `sceneID` that has one; the
  /// constraint's id, or nil when the scene has none.
  static func nudgeConstraint(in sceneID: String, of file: URL, by delta: Double) throws -> String? {
    var text = try String(contentsOf: file, encoding: .utf8)
    let document = try IBDocument(data: Data(text.utf8), fileName: file.lastPathComponent)
    guard let scene = document.scenes.first(where: { $0.sceneID == sceneID }) else { return nil }
    var found: (id: String, constant: String)?
    scene.element.forEachElement { element in
      guard found == nil, element.name == "constraint", let id = element.id, let constant = element["constant"] else {
        return
      }
      found = (id, constant)
    }
    guard let found, let idRange = text.range(of: " id=\"\(found.id)\""),
      let start = text.range(of: "<constraint ", options: .backwards, range: text.startIndex..<idRange.lowerBound),
      let end = text.range(of: ">", range: idRange.upperBound..<text.endIndex)
    else { return nil }
    let tag = String(text[start.lowerBound..<end.upperBound])
    let value = (Double(found.constant) ?? 0) + delta
    text.replaceSubrange(
      start.lowerBound..<end.upperBound,
      with: tag.replacingOccurrences(of: " constant=\"\(found.constant)\"", with: " constant=\"\(value)\""))
    try Data(text.utf8).write(to: file)
    return found.id
  }

  @Test("the stream sends the placed boxes, then each scene in order, then the messages")
  func streamOrder() async throws {
    let served = try Served(copying: DesignerHarness.fixtures.appendingPathComponent("Designer.storyboard"), as: "D.storyboard")
    defer { served.remove() }
    let workspace = try served.workspace()
    let (canvas, lines) = try await Self.streamed(workspace, served.id)
    let header = try #require(lines.first?.header)
    #expect(header.scenes.count == 5)
    #expect(header.scenes.allSatisfy { $0.pending == true && $0.svg.isEmpty && $0.width > 0 })
    #expect(lines.dropFirst().dropLast().map(\.index) == Array(0..<5).map(Optional.some))
    #expect(lines.dropFirst().dropLast().allSatisfy { $0.scene?.pending == nil && $0.scene?.svg.hasPrefix("<svg") == true })
    #expect(lines.last?.done == true)
    #expect(lines.last?.laidOut == 5)
    // Put together, the stream is the whole canvas.
    #expect(DesignerWorkspace.encode(canvas) == (try await Self.fresh(served)))
    // Asked again, the canvas comes whole from the cache: nothing laid out, nothing pending.
    let (_, again) = try await Self.streamed(workspace, served.id)
    #expect(again.count == 2)
    #expect(again.first?.header?.scenes.allSatisfy { $0.pending == nil } == true)
    #expect(again.last?.laidOut == 0)
  }

  @Test("a constraint edit lays out its scene and the containers showing it, and matches a fresh canvas")
  func constraintEdit() async throws {
    let served = try Served(copying: DesignerHarness.fixtures.appendingPathComponent("Designer.storyboard"), as: "D.storyboard")
    defer { served.remove() }
    let workspace = try served.workspace()
    _ = try await Self.streamed(workspace, served.id)
    // The Games list is the root of the master navigation controller, itself the split view's
    // master: three scenes draw it.
    #expect(try Self.nudgeConstraint(in: "UMe-sc-001", of: served.file, by: 8) != nil)
    let (edited, lines) = try await Self.streamed(workspace, served.id)
    #expect(lines.last?.laidOut == 3)
    #expect(DesignerWorkspace.encode(edited) == (try await Self.fresh(served)))
    // Undone, every drawing of the first version is kept: nothing is laid out.
    try Data(contentsOf: DesignerHarness.fixtures.appendingPathComponent("Designer.storyboard")).write(to: served.file)
    let (undone, undoneLines) = try await Self.streamed(workspace, served.id)
    #expect(undoneLines.last?.laidOut == 0)
    #expect(DesignerWorkspace.encode(undone) == (try await Self.fresh(served)))
  }

  @Test("drawings the page says it shows are left out of the stream; the others are sent")
  func knownDrawingsLeftOut() async throws {
    let served = try Served(copying: DesignerHarness.fixtures.appendingPathComponent("Designer.storyboard"), as: "D.storyboard")
    defer { served.remove() }
    let workspace = try served.workspace()
    let (first, _) = try await Self.streamed(workspace, served.id)
    let digests = Set(first.scenes.compactMap(\.digest))
    #expect(digests.count == 5)
    // The same canvas again (from the cache): every box, no drawing.
    let (again, _) = try await Self.streamed(workspace, served.id, known: digests)
    #expect(again.scenes.allSatisfy { $0.unchanged == true && $0.svg.isEmpty })
    #expect(again.scenes.map(\.digest) == first.scenes.map(\.digest))
    // After an edit of the Games list, the list and its navigation controller come with new
    // drawings; the split view is laid out again but, collapsed on an iPhone, shows the detail
    // column, so its drawing is the one the page has.
    #expect(try Self.nudgeConstraint(in: "UMe-sc-001", of: served.file, by: 8) != nil)
    let (edited, lines) = try await Self.streamed(workspace, served.id, known: digests)
    #expect(lines.last?.laidOut == 3)
    let sent = edited.scenes.filter { $0.unchanged == nil }
    #expect(sent.map(\.id) == ["UMn-sc-001", "UMe-sc-001"])
    #expect(sent.allSatisfy { $0.svg.hasPrefix("<svg") && !digests.contains($0.digest ?? "") })
    #expect(edited.scenes.filter { $0.unchanged == true }.map(\.id) == ["USp-sc-001", "UGn-sc-001", "UGm-sc-001"])
  }

  @Test("a navigation item's title (outside every view) lays every scene out again")
  func contextEdit() async throws {
    let served = try Served(copying: DesignerHarness.fixtures.appendingPathComponent("Designer.storyboard"), as: "D.storyboard")
    defer { served.remove() }
    let workspace = try served.workspace()
    _ = try await Self.streamed(workspace, served.id)
    let text = try String(contentsOf: served.file, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "title=\"Game\" id=\"UGm-ni-001\"", with: "title=\"Match\" id=\"UGm-ni-001\"").utf8)
      .write(to: served.file)
    let (edited, lines) = try await Self.streamed(workspace, served.id)
    #expect(lines.last?.laidOut == 5)
    #expect(DesignerWorkspace.encode(edited) == (try await Self.fresh(served)))
  }

  @Test(
    "edits in real storyboards (navigation, tabs, embedded and split controllers) match a fresh canvas",
    .enabled(if: SharedCorpus.runsTests(needing: "corpus"), "\(SharedCorpus.skipReason("corpus"))"),
    arguments: [
      "0279__hackiftekhar__IQKeyboardManager__MainSwift.storyboard",
      "0801__xmartlabs__XLPagerTabStrip__Storyboard.storyboard",
      "0662__RocketChat__Rocket.Chat.iOS__LeftMenu.storyboard",
    ])
  func corpusEdits(name: String) async throws {
    let source = try SharedCorpus.requireFile(name, in: "corpus")
    let served = try Served(copying: source, as: "C.storyboard")
    defer { served.remove() }
    let workspace = try served.workspace()
    let (first, _) = try await Self.streamed(workspace, served.id)
    let sceneIDs = try IBDocument(data: Data(contentsOf: served.file), fileName: name).scenes.map(\.sceneID)
    // Three scenes with constraints, spread through the document: first, middle and last tried first.
    let spread = [0, sceneIDs.count / 2, sceneIDs.count - 1]
    let order = spread + sceneIDs.indices.filter { !spread.contains($0) }
    var edited = 0
    for sceneID in order.map({ sceneIDs[$0] }) where edited < 3 {
      guard try Self.nudgeConstraint(in: sceneID, of: served.file, by: 8) != nil else { continue }
      edited += 1
      let (canvas, lines) = try await Self.streamed(workspace, served.id)
      let laidOut = try #require(lines.last?.laidOut)
      #expect(laidOut >= 1 && laidOut < first.scenes.count, "\(name) \(sceneID): \(laidOut) laid out")
      #expect(DesignerWorkspace.encode(canvas) == (try await Self.fresh(served)), "\(name) after editing \(sceneID)")
    }
    #expect(edited > 0, "\(name): no scene with a constraint constant")
  }
}
