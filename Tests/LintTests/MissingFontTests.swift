import Foundation
import Lint
import Testing

@MainActor
@Suite("resource.missing-font: fonts iOS does not ship and no font file of the app has")
struct MissingFontTests {
  /// A label whose `<fontDescription>` (preceded by `marker`) names `font`, or gives `type`.
  static func label(_ id: String, font: String, marker: String = "") -> String {
    """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Text" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
        \(marker)\(font)
    </label>
    """
  }

  static func named(_ name: String) -> String {
    "<fontDescription key=\"fontDescription\" name=\"\(name)\" family=\"Family\" pointSize=\"15\"/>"
  }

  static let content = """
    <subviews>
    \(label("l-1", font: named("GhostSans-Regular"), marker: "⚑"))
    \(label("l-2", font: named("HelveticaNeue-Bold")))
    \(label("l-3", font: named("Georgia-Italic")))
    \(label("l-4", font: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"15\"/>"))
    \(label("l-5", font: named("InterDisplay-Thin")))
    </subviews>
    """

  @Test("A font found nowhere fires at its fontDescription; fonts iOS ships and the app's own file do not")
  func firesOnlyForMissing() throws {
    let project = try TemporaryProject()
    defer { project.remove() }
    // The app's font file, under a name of its own: the PostScript name inside decides.
    let inter = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/AdaptiveKit/Resources/Fonts/InterDisplay-Thin.otf")
    try FileManager.default.copyItem(at: inter, to: project.root.appendingPathComponent("BrandThin.otf"))
    let document = MarkedDocument.storyboard(MarkedDocument.scene("a", content: Self.content), initial: "a")
    let findings = document.findings(of: "resource.missing-font", url: project.documentURL)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.message.contains("'GhostSans-Regular'") == true)
    #expect(findings.first?.objectID == "l-1")
  }
}
