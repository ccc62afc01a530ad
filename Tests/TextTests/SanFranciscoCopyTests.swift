import Foundation
import InterfaceBuilder
import Testing
import TestSupport

@testable import AdaptiveKit

/// An app that bundles its own copy of San Francisco registers it under the plain PostScript name
/// ("SFProDisplay-Medium"); iOS's own faces carry a leading dot (".SFUIText-Medium"), so UIKit
/// creates the app's file by that name. Without the file the name stands for the system font.
/// The fixture is the bundled Inter Display Medium with its PostScript name rewritten to one of
/// the same length, so the file is otherwise intact.
@MainActor
@Suite("A bundled copy of San Francisco is measured from the app's file")
struct SanFranciscoCopyTests {
  /// Inter Display Medium renamed "SFProDisplay-Medium" (ASCII in CFF, UTF-16 in `name`).
  static func renamedFont() throws -> Data {
    var bytes = [UInt8](try AppFontDocumentTests.fontData("InterDisplay-Medium"))
    for (old, new) in [("InterDisplay-Medium", "SFProDisplay-Medium")] {
      for encoding in [String.Encoding.ascii, .utf16BigEndian] {
        let from = [UInt8](try #require(old.data(using: encoding)))
        let to = [UInt8](try #require(new.data(using: encoding)))
        var index = 0
        while index + from.count <= bytes.count {
          if bytes[index..<index + from.count].elementsEqual(from) {
            bytes.replaceSubrange(index..<index + from.count, with: to)
            index += from.count
          } else {
            index += 1
          }
        }
      }
    }
    return Data(bytes)
  }

  @Test("a label in SFProDisplay-Medium takes the app's file when the app has one, else the system font")
  func appCopyWins() throws {
    let app = try AppFontDocumentTests.appFolder()
    defer { try? FileManager.default.removeItem(at: app) }
    try AppFontDocumentTests.write(
      Data(AppFontDocumentTests.storyboard(fontName: "SFProDisplay-Medium").utf8), at: "Main.storyboard", in: app)
    let alone = try AppFontDocumentTests.labelFrame(inDocumentAt: app.appendingPathComponent("Main.storyboard"))
    #expect(alone.height == AppFontDocumentTests.ceiledToPixels(UIFont.systemFont(ofSize: 15, weight: .medium).lineHeight))

    let other = app.appendingPathComponent("WithCopy")
    try AppFontDocumentTests.write(
      Data(AppFontDocumentTests.storyboard(fontName: "SFProDisplay-Medium").utf8), at: "WithCopy/Main.storyboard", in: app)
    try AppFontDocumentTests.write(try Self.renamedFont(), at: "WithCopy/Fonts/SF-Pro-Display-Medium.otf", in: app)
    let catalog = AppFontCatalog.near(folder: other)
    let face = try #require(catalog.face(named: "SFProDisplay-Medium"))
    let font = try #require(UIFont.resolve(name: "SFProDisplay-Medium", size: 15, appFonts: catalog))
    #expect(font.appFont?.url == face.url)
    let file = try #require(try OpenTypeFont.faces(in: Self.renamedFont()).first)
    let lineHeight = CGFloat(file.ascender - file.descender + file.lineGap) / CGFloat(file.unitsPerEm) * 15
    let frame = try AppFontDocumentTests.labelFrame(inDocumentAt: other.appendingPathComponent("Main.storyboard"))
    #expect(frame.height == AppFontDocumentTests.ceiledToPixels(lineHeight))
    #expect(frame.height != alone.height)
    // iOS's own dotted name is never an app's font.
    #expect(UIFont.resolve(name: ".SFProDisplay-Medium", size: 15, appFonts: catalog)?.appFont == nil)
  }
}
