import Foundation
import TestSupport
import Testing

/// `--fonts DIR` and `.adaptive.yml`'s `fonts:`: font files kept outside the app's folder reach
/// `layout` and every `verify` worker. The font is a bundled Inter Display face copied under
/// another file name into a folder the documents' own search does not reach.
@Suite("adaptive --fonts: font folders beyond the app's own reach layout and verify's workers")
struct FontFoldersCommandTests {
  /// The font's PostScript name; 40 points, so its size differs from the system font's by pixels.
  static let fontName = "InterDisplay-Thin"

  /// A workspace with `Screens/A.storyboard` and `Screens/B.storyboard` (a label in the font,
  /// stored at `frame`) and the font in `Fonts/` (not beside the documents, no project above).
  static func workspace(storedLabelFrame frame: String = #"x="16" y="100" width="60" height="30""#) throws -> LintWorkspace {
    let label = StoryboardXML.pinnedLabel(
      id: "label", text: "Hello, fonts",
      font: "<fontDescription key=\"fontDescription\" name=\"\(fontName)\" family=\"Brand\" pointSize=\"40\"/>", y: 100)
    let storyboard = StoryboardXML.oneScene(subviews: label.view, constraints: label.constraints)
      .replacingOccurrences(of: #"x="16" y="100" width="60" height="30""#, with: frame)
    let workspace = try LintWorkspace(["Screens/A.storyboard": storyboard, "Screens/B.storyboard": storyboard])
    let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/AdaptiveKit/Resources/Fonts/\(fontName).otf")
    try FileManager.default.createDirectory(at: workspace.root.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: font, to: workspace.root.appendingPathComponent("Fonts/Brand.otf"))
    return workspace
  }

  /// The label's frame from `adaptive layout --json` with `arguments`.
  static func labelFrame(_ workspace: LintWorkspace, _ arguments: [String] = []) throws -> [Double] {
    let result = try AdaptiveProcess.run(["layout", workspace.path("Screens/A.storyboard"), "--json"] + arguments)
    try #require(result.status == 0, "\(result.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let views = try #require((object["roots"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
    return try #require(views.first { $0["id"] as? String == "label" }?["frame"] as? [Double])
  }

  /// `adaptive verify --json --jobs 2` over both documents: how many views disagree.
  static func disagreeing(_ workspace: LintWorkspace, _ arguments: [String] = []) throws -> Int {
    let result = try AdaptiveProcess.run(
      ["verify", "--json", "--jobs", "2"] + arguments + [workspace.path("Screens/A.storyboard"), workspace.path("Screens/B.storyboard")])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    return try #require((object["views"] as? [String: Any])?["disagreeing"] as? Int)
  }

  @Test("layout measures the label in the font of a --fonts folder; verify's workers get the folder from --fonts and from fonts:")
  func fontsReachLayoutAndWorkers() throws {
    let probe = try Self.workspace()
    let alone = try Self.labelFrame(probe)
    let given = try Self.labelFrame(probe, ["--fonts", probe.path("Fonts")])
    probe.remove()
    try #require(alone.count == 4 && given.count == 4)
    #expect(abs(alone[2] - given[2]) > 0.5 || abs(alone[3] - given[3]) > 0.5)

    // Stored where the font file puts the label: every view agrees only when the font is found.
    let frame = #"x="\#(given[0])" y="\#(given[1])" width="\#(given[2])" height="\#(given[3])""#
    let workspace = try Self.workspace(storedLabelFrame: frame)
    defer { workspace.remove() }
    #expect(try Self.disagreeing(workspace) == 2)
    #expect(try Self.disagreeing(workspace, ["--fonts", workspace.path("Fonts")]) == 0)
    try "fonts: [Fonts]\n".write(to: workspace.root.appendingPathComponent(".adaptive.yml"), atomically: true, encoding: .utf8)
    #expect(try Self.disagreeing(workspace) == 0)

    let missing = try AdaptiveProcess.run(["verify", "--fonts", workspace.path("Nowhere"), workspace.path("Screens/A.storyboard")])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("--fonts"))
  }
}
