import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import TestSupport
import Testing

/// Real scenes of shipped apps, read in place from `../shared/corpus-apps`, drawn under the
/// traits where layouts break: the frames, the colours, the view tree and the picture
/// (snapshots of our own output in `__Snapshots__`, re-recorded with ADAPTIVE_RECORD_SNAPSHOTS=1).
enum CorpusSceneTraits {
  static let phone = Device.named("iPhone 15")!

  /// `file` of corpus-apps drawn on an iPhone 15 in portrait under `variant`, with its tree.
  @MainActor
  static func render(_ file: String, sceneID: String, variant: TraitVariant) throws -> RenderedScene {
    let document = try IBDocument(contentsOf: try SharedCorpus.requireFile(file, in: "corpus-apps"))
    return try SceneRenderer(document: document, options: RenderOptions(recordsTree: true))
      .render(sceneID: sceneID, configuration: RenderConfiguration(device: phone, orientation: .portrait, variant: variant))
  }

  /// Every view of a tree by id.
  static func views(of tree: SceneTree) -> [String: SceneTree.View] {
    var views: [String: SceneTree.View] = [:]
    func visit(_ view: SceneTree.View) {
      views[view.id] = view
      view.subviews?.forEach(visit)
    }
    tree.views.forEach(visit)
    return views
  }
}

/// KeePassium's About screen — a grouped table of static cells whose labels use text styles —
/// at AX5 in dark mode: the rows grow with their text, the labels keep apart, and the colours
/// are the dark ones.
@Suite(.enabled(if: SharedCorpus.runsTests(needing: "corpus-apps"), "\(SharedCorpus.skipReason("corpus-apps"))"))
@MainActor struct SettingsTableAtAX5DarkSnapshotTests {
  static let file = "keepassium__KeePassium__AboutVC.storyboard"
  static let variant = TraitVariant(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)

  func render() throws -> RenderedScene {
    try CorpusSceneTraits.render(Self.file, sceneID: "AboutVC", variant: Self.variant)
  }

  @Test func headerCellGrowsAndItsStackedLabelsKeepApart() throws {
    let frames = try render().viewFrames
    let cell = try #require(frames["XH4-SB-gLE"])
    #expect(cell.height > 2 * 99, "the 99-point header row self-sizes at AX5: \(cell)")
    // Title 1 (58 pt), Body (53 pt) and Caption 1 (43 pt) one under the other, 4 points apart,
    // each about its own text's height (the one-line title is not stretched to fill the row).
    let title = try #require(frames["Wuj-Uw-baK"])
    let version = try #require(frames["vDg-fF-8ty"])
    let copyright = try #require(frames["bmf-Ed-H4x"])
    #expect(title.height > 58 && title.height < 2 * 58, "one Title 1 line: \(title)")
    #expect(abs(version.minY - (title.maxY + 4)) < 0.5 && abs(copyright.minY - (version.maxY + 4)) < 0.5)
    #expect(title.minY >= cell.minY && copyright.maxY <= cell.maxY, "inside the row \(cell)")
  }

  @Test func subtitleRowsLayTheirLabelsOutAtTheNewSizes() throws {
    let frames = try render().viewFrames
    let cell = try #require(frames["lcp-fz-TzI"])
    let text = try #require(frames["TOl-DA-gYc"])
    let detail = try #require(frames["kae-Kb-5ZU"])
    #expect(text.height > 53, "AX5 Body: \(text)")
    #expect(detail.minY >= text.maxY)
    #expect(detail.maxY <= cell.maxY && cell.height > 57.5, "the row grows past its stored 57.5: \(cell)")
  }

  @Test func colorsAreTheDarkOnes() throws {
    let rendered = try render()
    let views = CorpusSceneTraits.views(of: try #require(rendered.tree))
    // `groupTableViewBackgroundColor` is the grouped background, black in dark; cells #1C1C1E.
    #expect(views["Nvx-Qr-8CL"]?.backgroundColor == "#000000")
    #expect(rendered.svg.text.contains("fill=\"#1c1c1e\""))
    // `PrimaryText` is an asset-catalog colour the corpus does not hold: only the document's
    // stored value (black) is known, and it stays.
    #expect(views["Wuj-Uw-baK"]?.textColor == "#000000")
    #expect(views["Wuj-Uw-baK"]?.font?.size == 58)
  }

  @Test func treeAndPictureMatchTheirSnapshots() throws {
    let rendered = try render()
    let json = try #require(rendered.tree).json()
    #expect(json == (try #require(try render().tree).json()), "the same tree on every run")
    try Snapshot.assertMatches(json, named: "corpus-keepassium-about-dark-AX5.json")
    try Snapshot.assertMatches(rendered.svg.text, named: "corpus-keepassium-about-dark-AX5.svg")
  }
}

/// Instructure Canvas's manual OAuth login form right to left: every view mirrors about the
/// screen's middle and the natural-aligned labels and fields read from the right.
@Suite(.enabled(if: SharedCorpus.runsTests(needing: "corpus-apps"), "\(SharedCorpus.skipReason("corpus-apps"))"))
@MainActor struct LoginFormRightToLeftSnapshotTests {
  static let file = "instructure__canvas-ios__LoginManualOAuthViewController.storyboard"
  static let sceneID = "LoginManualOAuthViewController"
  static let rtl = TraitVariant(layoutDirection: .rightToLeft)
  static let formIDs = ["AJv-l9-h0p", "OIC-Dy-yeC", "cWU-AM-HMh", "dyr-GQ-FtL", "Wu5-SA-4Ne", "SUJ-PA-JyQ"]

  @Test func everyViewMirrors() throws {
    let ltr = try CorpusSceneTraits.render(Self.file, sceneID: Self.sceneID, variant: .deviceDefault).viewFrames
    let rtl = try CorpusSceneTraits.render(Self.file, sceneID: Self.sceneID, variant: Self.rtl).viewFrames
    let width = CorpusSceneTraits.phone.size(in: .portrait).width
    for id in Self.formIDs {
      let left = try #require(ltr[id], "\(id) left to right")
      let right = try #require(rtl[id], "\(id) right to left")
      // To the pixel: a centred view rounds to the same 3x pixel both ways.
      #expect(abs(right.minX - (width - left.maxX)) <= 1.0 / 3 + 0.001, "\(id): \(left) → \(right)")
      #expect(right.minY == left.minY && right.size == left.size, "\(id)")
    }
  }

  @Test func naturalTextReadsFromTheRight() throws {
    let ltr = try CorpusSceneTraits.render(Self.file, sceneID: Self.sceneID, variant: .deviceDefault)
    let rtl = try CorpusSceneTraits.render(Self.file, sceneID: Self.sceneID, variant: Self.rtl)
    let label = try #require(rtl.viewFrames["AJv-l9-h0p"])
    #expect(ltr.viewFrames["AJv-l9-h0p"] == label, "the label spans the form between equal margins")
    let left = try #require(Self.firstText(of: "AJv-l9-h0p", in: ltr.svg.text))
    let right = try #require(Self.firstText(of: "AJv-l9-h0p", in: rtl.svg.text))
    #expect(left.width == right.width && right.width < label.width - 1, "\(left) \(right)")
    // Right to left the line moves over by the room the label leaves: it ends at the right edge.
    #expect(abs((right.x - left.x) - (label.width - right.width)) < 0.02, "\(left) → \(right) in \(label)")
  }

  /// The x and drawn width (`textLength`) of the first line of text inside the view `id`.
  static func firstText(of id: String, in svg: String) -> (x: CGFloat, width: CGFloat)? {
    guard let group = svg.range(of: "data-id=\"\(id)\""), let text = svg[group.upperBound...].range(of: "<text ") else {
      return nil
    }
    let element = svg[text.upperBound...].prefix { $0 != ">" }
    func attribute(_ name: String) -> CGFloat? {
      guard let start = element.range(of: " \(name)=\"") ?? (element.hasPrefix("\(name)=\"") ? element.range(of: "\(name)=\"") : nil)
      else { return nil }
      return Double(element[start.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
    }
    guard let x = attribute("x"), let width = attribute("textLength") else { return nil }
    return (x, width)
  }

  @Test func treeAndPictureMatchTheirSnapshots() throws {
    let rendered = try CorpusSceneTraits.render(Self.file, sceneID: Self.sceneID, variant: Self.rtl)
    let tree = try #require(rendered.tree)
    #expect(tree.traits.layoutDirection == "rtl")
    try Snapshot.assertMatches(try tree.json(), named: "corpus-canvas-oauth-login-rtl.json")
    try Snapshot.assertMatches(rendered.svg.text, named: "corpus-canvas-oauth-login-rtl.svg")
  }
}
