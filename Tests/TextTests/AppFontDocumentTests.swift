import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Testing
import TestSupport

@testable import AdaptiveKit

/// A document naming a font iOS does not ship takes it from the app's own font files: found in
/// the app's folder (up to the folder holding its `.xcodeproj` or `.git`) or listed in its
/// Info.plist's `UIAppFonts`, matched by the PostScript name inside the file, whatever the file
/// is called. Fixtures are written into a temporary folder, the font copied from the bundled
/// Inter Display faces under another file name.
@MainActor
@Suite("Documents take fonts iOS does not ship from the app's own font files")
struct AppFontDocumentTests {
  /// A temporary app folder; the caller removes it.
  static func appFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-font-doc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes `data` at `path` inside `folder`, creating the folders between.
  static func write(_ data: Data, at path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  /// A bundled Inter Display face's file, to copy under another name.
  static func fontData(_ face: String) throws -> Data {
    try Data(contentsOf: try #require(BundledFonts.url(named: face)))
  }

  /// One scene with a label "Hello, fonts" in `fontName` at 15 points.
  static func storyboard(fontName: String) -> String {
    let label = StoryboardXML.pinnedLabel(
      id: "label", text: "Hello, fonts",
      font: "<fontDescription key=\"fontDescription\" name=\"\(fontName)\" family=\"Brand\" pointSize=\"15\"/>", y: 100)
    return StoryboardXML.oneScene(subviews: label.view, constraints: label.constraints)
  }

  /// The label's frame on the canvas, the document read from `url`.
  static func labelFrame(inDocumentAt url: URL) throws -> CGRect {
    let document = try IBDocument(contentsOf: url)
    let controller = try #require(document.scenes.first?.viewController)
    let layout = SceneHost(document: document).host(root: try #require(controller.view), controller: controller, placement: .asSaved)
    return try #require(layout.frame(ofViewWithID: "label"))
  }

  /// A size ceiled to the 2x canvas's pixels.
  static func ceiledToPixels(_ value: CGFloat) -> CGFloat { (value * 2).rounded(.up) / 2 }

  @Test("a label in a font found in the app's folder has the font file's size, not the system font's")
  func canvasLabelUsesTheAppFont() throws {
    let app = try Self.appFolder()
    defer { try? FileManager.default.removeItem(at: app) }
    try FileManager.default.createDirectory(at: app.appendingPathComponent("Brand.xcodeproj"), withIntermediateDirectories: true)
    try Self.write(Self.fontData("InterDisplay-Medium"), at: "Brand/Resources/Fonts/BrandFont.otf", in: app)
    try Self.write(Data(Self.storyboard(fontName: "InterDisplay-Medium").utf8), at: "Brand/Base.lproj/Main.storyboard", in: app)

    let frame = try Self.labelFrame(inDocumentAt: app.appendingPathComponent("Brand/Base.lproj/Main.storyboard"))
    let file = try #require(try OpenTypeFont.faces(in: Self.fontData("InterDisplay-Medium")).first)
    let lineHeight = CGFloat(file.ascender - file.descender + file.lineGap) / CGFloat(file.unitsPerEm) * 15
    let font = try #require(AppFontCatalog.near(documentAt: app.appendingPathComponent("Brand/Base.lproj/Main.storyboard"))
      .face(named: "InterDisplay-Medium").map { UIFont.app($0, size: 15) })
    #expect(abs(font.lineHeight - lineHeight) < 1e-9)
    #expect(frame.height == Self.ceiledToPixels(lineHeight))
    #expect(frame.width == Self.ceiledToPixels(font.width(of: "Hello, fonts")))
    let system = UIFont.systemFont(ofSize: 15, weight: .medium)
    #expect(frame.height != Self.ceiledToPixels(system.lineHeight))
  }

  @Test("without a project or repository above it, only the document's own folder is searched")
  func searchIsBounded() throws {
    let app = try Self.appFolder()
    defer { try? FileManager.default.removeItem(at: app) }
    try Self.write(Self.fontData("InterDisplay-ExtraLight"), at: "Fonts/Brand.otf", in: app)
    try Self.write(Data(Self.storyboard(fontName: "InterDisplay-ExtraLight").utf8), at: "Screens/Main.storyboard", in: app)
    let document = app.appendingPathComponent("Screens/Main.storyboard")
    #expect(!AppFontCatalog.near(documentAt: document).hasFont(named: "InterDisplay-ExtraLight"))
    // The system font stands in, at the weight the name implies.
    let frame = try Self.labelFrame(inDocumentAt: document)
    #expect(frame.height == Self.ceiledToPixels(UIFont.systemFont(ofSize: 15, weight: .thin).lineHeight))

    // Beside a document (another folder: catalogs are cached per folder), the font is found.
    try Self.write(Self.fontData("InterDisplay-ExtraLight"), at: "Others/Brand.otf", in: app)
    let beside = app.appendingPathComponent("Others/Other.storyboard")
    try Self.write(Data(Self.storyboard(fontName: "InterDisplay-ExtraLight").utf8), at: "Others/Other.storyboard", in: app)
    #expect(AppFontCatalog.near(documentAt: beside).hasFont(named: "InterDisplay-ExtraLight"))
  }

  @Test("UIAppFonts paths are read from an Info.plist in the app's folder, ahead of other files")
  func infoPlistFontsComeFirst() throws {
    let app = try Self.appFolder()
    defer { try? FileManager.default.removeItem(at: app) }
    try FileManager.default.createDirectory(at: app.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Self.write(Self.fontData("InterDisplay-Black"), at: "App/Assets/Zeta.otf", in: app)
    try Self.write(Self.fontData("InterDisplay-Black"), at: "App/Assets/Alpha.otf", in: app)
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["UIAppFonts": ["Assets/Zeta.otf"]], format: .xml, options: 0)
    try Self.write(plist, at: "App/Info.plist", in: app)
    try Self.write(Data(Self.storyboard(fontName: "InterDisplay-Black").utf8), at: "App/Main.storyboard", in: app)
    let catalog = AppFontCatalog.near(documentAt: app.appendingPathComponent("App/Main.storyboard"))
    #expect(catalog.fontFiles.first?.lastPathComponent == "Zeta.otf")
    #expect(catalog.face(named: "InterDisplay-Black")?.url.lastPathComponent == "Zeta.otf")
  }

  @Test("UIStoryboard loaded from a bundle registers its UIAppFonts and builds labels in them")
  func runtimeLoaderRegistersAppFonts() throws {
    let bundleFolder = try Self.appFolder()
    defer { try? FileManager.default.removeItem(at: bundleFolder) }
    try Self.write(Self.fontData("InterDisplay-SemiBold"), at: "Fonts/Brand-SemiBold.otf", in: bundleFolder)
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["UIAppFonts": ["Fonts/Brand-SemiBold.otf"]], format: .xml, options: 0)
    try Self.write(plist, at: "Info.plist", in: bundleFolder)
    try Self.write(Data(Self.storyboard(fontName: "InterDisplay-SemiBold").utf8), at: "Main.storyboard", in: bundleFolder)
    let bundle = try #require(Bundle(path: bundleFolder.path))

    let storyboard = try UIStoryboard.load(name: "Main", bundle: bundle)
    let controller = try #require(storyboard.instantiateInitialViewController())
    let label = try #require(controller.view.subviews.first as? UILabel)
    #expect(label.font.fontName == "InterDisplay-SemiBold")
    #expect(label.font.appFont?.url.lastPathComponent == "Brand-SemiBold.otf")
    // As at launch, the app's code creates the font by name too.
    let registered = try #require(UIFont(name: "InterDisplay-SemiBold", size: 15))
    #expect(registered.lineHeight == label.font.lineHeight)
    #expect(UIFont.familyNames.contains(registered.familyName))
  }
}
