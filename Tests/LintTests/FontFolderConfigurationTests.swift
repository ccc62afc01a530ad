import Foundation
import Lint
import Testing

/// `.adaptive.yml`'s `fonts:` and `adaptive lint --fonts` (`Linter.fontFolders`): folders of font
/// files beyond the app's own, searched by the layout and by `resource.missing-font`.
@MainActor
@Suite(".adaptive.yml fonts: font folders beyond the app's own")
struct FontFolderConfigurationTests {
  @Test("fonts: is a list of folders, each from the configuration file's folder; anything else names its line")
  func parses() throws {
    let configuration = try Configuration(yaml: "fonts: [../DesignSystem/Fonts, /opt/fonts]\n", path: "/work/app/.adaptive.yml")
    #expect(configuration.fontFolders.map(\.path) == ["/work/DesignSystem/Fonts", "/opt/fonts"])
    #expect(try Configuration(yaml: "rules: {}\n", path: ".adaptive.yml").fontFolders.isEmpty)
    let error = #expect(throws: ConfigurationError.self) {
      try Configuration(yaml: "rules: {}\nfonts: Fonts\n", path: ".adaptive.yml")
    }
    #expect(error?.line == 2)
  }

  @Test("a font only a further folder holds is missing without it, and found with --fonts or with fonts:")
  func missingFontSeesTheFolders() throws {
    let project = try TemporaryProject()
    defer { project.remove() }
    let inter = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/AdaptiveKit/Resources/Fonts/InterDisplay-Thin.otf")
    let shared = project.root.appendingPathComponent("Shared/Fonts")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: inter, to: shared.appendingPathComponent("BrandThin.otf"))
    let app = project.root.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let content = "<subviews>\(MissingFontTests.label("l-1", font: MissingFontTests.named("InterDisplay-Thin")))</subviews>"
    let file = app.appendingPathComponent("Main.storyboard")
    try MarkedDocument.storyboard(MarkedDocument.scene("a", content: content), initial: "a").xml
      .write(to: file, atomically: true, encoding: .utf8)
    func missing(_ linter: Linter) throws -> Int {
      var linter = linter
      return try linter.lint(paths: [file.path]).findings.filter { $0.ruleID == "resource.missing-font" }.count
    }

    #expect(try missing(Linter()) == 1)
    var given = Linter()
    given.fontFolders = [shared]
    #expect(try missing(given) == 0)
    try "fonts: [Shared]\n".write(to: project.root.appendingPathComponent(".adaptive.yml"), atomically: true, encoding: .utf8)
    #expect(try missing(Linter()) == 0)
  }
}
