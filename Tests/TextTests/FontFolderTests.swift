import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Testing
import TestSupport

@testable import AdaptiveKit

/// Fonts kept outside the app's folder (a design system's shared package) are found in the
/// folders a document is given (`IBDocument.fontFolders`, from `adaptive --fonts` or
/// `.adaptive.yml`'s `fonts:`), after the app's own files. Fixtures reuse `AppFontDocumentTests`'
/// temporary folders and renamed copies of the bundled Inter Display faces.
@MainActor
@Suite("Documents take fonts from the further font folders they are given")
struct FontFolderTests {
  /// A storyboard naming `font` in an app folder without font files, and a shared folder holding
  /// the font under another file name; the caller removes the returned root.
  static func appAndSharedFolder(font: String) throws -> (root: URL, document: URL, shared: URL) {
    let root = try AppFontDocumentTests.appFolder()
    try FileManager.default.createDirectory(at: root.appendingPathComponent("App/App.xcodeproj"), withIntermediateDirectories: true)
    try AppFontDocumentTests.write(
      Data(AppFontDocumentTests.storyboard(fontName: font).utf8), at: "App/Base.lproj/Main.storyboard", in: root)
    try AppFontDocumentTests.write(AppFontDocumentTests.fontData(font), at: "DesignSystem/Fonts/Brand.otf", in: root)
    return (root, root.appendingPathComponent("App/Base.lproj/Main.storyboard"), root.appendingPathComponent("DesignSystem"))
  }

  /// The label's frame on the canvas, the document read from `url` with `fontFolders`.
  static func labelFrame(inDocumentAt url: URL, fontFolders: [URL]) throws -> CGRect {
    var document = try IBDocument(contentsOf: url)
    document.fontFolders = fontFolders
    let controller = try #require(document.scenes.first?.viewController)
    let layout = SceneHost(document: document).host(root: try #require(controller.view), controller: controller, placement: .asSaved)
    return try #require(layout.frame(ofViewWithID: "label"))
  }

  @Test("a label in a font only a further folder has is measured in that font; without the folder, in the system font")
  func furtherFolderFont() throws {
    let (root, document, shared) = try Self.appAndSharedFolder(font: "InterDisplay-Light")
    defer { try? FileManager.default.removeItem(at: root) }
    let file = try #require(try OpenTypeFont.faces(in: AppFontDocumentTests.fontData("InterDisplay-Light")).first)
    let lineHeight = CGFloat(file.ascender - file.descender + file.lineGap) / CGFloat(file.unitsPerEm) * 15

    let given = try Self.labelFrame(inDocumentAt: document, fontFolders: [shared])
    #expect(given.height == AppFontDocumentTests.ceiledToPixels(lineHeight))
    let alone = try Self.labelFrame(inDocumentAt: document, fontFolders: [])
    #expect(alone.height == AppFontDocumentTests.ceiledToPixels(UIFont.systemFont(ofSize: 15, weight: .light).lineHeight))
    #expect(alone.height != given.height)
  }

  @Test("the app's own file wins over a further folder's face of the same name, as the app's bundle holds it")
  func appFontsComeFirst() throws {
    let (root, document, shared) = try Self.appAndSharedFolder(font: "InterDisplay-Bold")
    defer { try? FileManager.default.removeItem(at: root) }
    try AppFontDocumentTests.write(AppFontDocumentTests.fontData("InterDisplay-Bold"), at: "App/Fonts/Own.otf", in: root)
    let catalog = AppFontCatalog.near(documentAt: document, fontFolders: [shared])
    #expect(catalog.face(named: "InterDisplay-Bold")?.url.lastPathComponent == "Own.otf")
    #expect(catalog.fontFiles.map(\.lastPathComponent) == ["Own.otf", "Brand.otf"])
    // Catalogs are cached by folder and font folders: the same folder without them has one file.
    #expect(AppFontCatalog.near(documentAt: document).fontFiles.map(\.lastPathComponent) == ["Own.otf"])
  }
}
