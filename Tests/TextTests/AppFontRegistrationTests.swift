import Foundation
import Testing

@testable import AdaptiveKit

/// Fonts an app registers (`CTFontManagerRegisterFontsForURL`, as `UIAppFonts` does at launch)
/// are created by PostScript or full name, listed by family, and measured with the file's own
/// `hhea` line metrics, advances and kerning, as UIKit measures them. Each test registers a face
/// of its own name, since registration is process-wide.
@Suite("Fonts an app registers are created by name and measured with their own metrics")
struct AppFontRegistrationTests {
  /// A new folder holding `bytes` as `name`; the caller removes the folder.
  static func write(_ bytes: [UInt8], as name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
  }

  static func face(_ name: String, hhea: (Int16, Int16, Int16) = (800, -200, 90)) -> SyntheticFont.Face {
    SyntheticFont.Face(family: name + " Family", postScriptName: name + "-Regular", fullName: name + " Regular", hhea: hhea)
  }

  @Test("a registered file's face is created by PostScript and full name and listed in its family")
  func createdByName() throws {
    let url = try Self.write(SyntheticFont.bytes(Self.face("Registered")), as: "anything.ttf")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(UIFont(name: "Registered-Regular", size: 20) == nil)
    var error: FontRegistrationError?
    #expect(CTFontManagerRegisterFontsForURL(url, .process, &error))
    #expect(error == nil)
    defer { CTFontManagerUnregisterFontsForURL(url, .process, nil) }
    let font = try #require(UIFont(name: "Registered-Regular", size: 20))
    #expect(font.fontName == "Registered-Regular")
    #expect(font.familyName == "Registered Family")
    #expect(UIFont(name: "Registered Regular", size: 20)?.fontName == "Registered-Regular")
    #expect(UIFont.familyNames.contains("Registered Family"))
    #expect(UIFont.fontNames(forFamilyName: "Registered Family") == ["Registered-Regular"])
  }

  @Test("line height, ascender and descender are the file's hhea metrics; widths its advances and kerning")
  func measuredWithItsOwnMetrics() throws {
    let url = try Self.write(SyntheticFont.bytes(Self.face("Measured")), as: "Measured.ttf")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(CTFontManagerRegisterFontsForURL(url, .process, nil))
    defer { CTFontManagerUnregisterFontsForURL(url, .process, nil) }
    let font = try #require(UIFont(name: "Measured-Regular", size: 20))
    // 800 / −200 / 90 of 1000 units at 20 points.
    #expect(abs(font.ascender - 16) < 1e-9)
    #expect(abs(font.descender + 4) < 1e-9)
    #expect(abs(font.leading - 1.8) < 1e-9)
    #expect(abs(font.lineHeight - 21.8) < 1e-9)
    // "A" 600 + "V" 700 − 80 kerning, of 1000 units at 20 points.
    #expect(abs(font.width(of: "AV") - 24.4) < 1e-9)
    #expect(abs(font.withSize(10).lineHeight - 10.9) < 1e-9)
  }

  @Test("a file whose hhea ascender and descender are 0 takes OS/2's typographic metrics, else its Windows ones")
  func lineMetricFallbacks() throws {
    var typo = Self.face("TypoMetrics", hhea: (0, 0, 0))
    typo.os2 = (400, (700, -300, 100), (900, 400))
    var win = Self.face("WinMetrics", hhea: (0, 0, 0))
    win.os2 = (700, (0, 0, 0), (900, 400))
    let typoURL = try Self.write(SyntheticFont.bytes(typo), as: "Typo.ttf")
    let winURL = try Self.write(SyntheticFont.bytes(win), as: "Win.ttf")
    defer {
      try? FileManager.default.removeItem(at: typoURL.deletingLastPathComponent())
      try? FileManager.default.removeItem(at: winURL.deletingLastPathComponent())
    }
    #expect(CTFontManagerRegisterFontsForURL(typoURL, .process, nil))
    #expect(CTFontManagerRegisterFontsForURL(winURL, .process, nil))
    defer {
      CTFontManagerUnregisterFontsForURL(typoURL, .process, nil)
      CTFontManagerUnregisterFontsForURL(winURL, .process, nil)
    }
    let typoFont = try #require(UIFont(name: "TypoMetrics-Regular", size: 10))
    #expect(abs(typoFont.lineHeight - 11) < 1e-9)
    let winFont = try #require(UIFont(name: "WinMetrics-Regular", size: 10))
    #expect(abs(winFont.ascender - 9) < 1e-9)
    #expect(abs(winFont.lineHeight - 13) < 1e-9)
    // Weight class 700 is bold.
    #expect(winFont.fontDescriptor.symbolicTraits.contains(.traitBold))
  }

  @Test("every face of a collection (.ttc) is registered")
  func collection() throws {
    let url = try Self.write(SyntheticFont.collection([Self.face("CollectedA"), Self.face("CollectedB")]), as: "Pair.ttc")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(CTFontManagerRegisterFontsForURL(url, .process, nil))
    defer { CTFontManagerUnregisterFontsForURL(url, .process, nil) }
    #expect(UIFont(name: "CollectedA-Regular", size: 12)?.lineHeight == UIFont(name: "CollectedB-Regular", size: 12)?.lineHeight)
    #expect(UIFont(name: "CollectedA-Regular", size: 12) != nil)
    #expect(UIFont(name: "CollectedB-Regular", size: 12) != nil)
  }

  @Test("unregistering removes the font; registering twice, or a second file with the same name, is refused")
  func registrationErrors() throws {
    let url = try Self.write(SyntheticFont.bytes(Self.face("Twice")), as: "Twice.ttf")
    let copy = url.deletingLastPathComponent().appendingPathComponent("TwiceCopy.otf")
    try FileManager.default.copyItem(at: url, to: copy)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(CTFontManagerRegisterFontsForURL(url, .process, nil))
    var error: FontRegistrationError?
    #expect(!CTFontManagerRegisterFontsForURL(url, .process, &error))
    #expect(error?.code == .alreadyRegistered)
    #expect(!CTFontManagerRegisterFontsForURL(copy, .process, &error))
    #expect(error?.code == .duplicatedName)
    #expect(error?.description.contains("Twice-Regular") == true)
    #expect(CTFontManagerUnregisterFontsForURL(url, .process, nil))
    #expect(UIFont(name: "Twice-Regular", size: 12) == nil)
    #expect(!CTFontManagerUnregisterFontsForURL(url, .process, &error))
    #expect(error?.code == .notRegistered)
  }

  @Test("a missing, foreign or truncated file is refused with an error naming the file and the problem")
  func badFiles() throws {
    let truncated = try Self.write(Array(SyntheticFont.bytes(Self.face("Truncated")).prefix(200)), as: "Truncated.ttf")
    let foreign = try Self.write(Array("<svg/>".utf8), as: "NotAFont.otf")
    defer {
      try? FileManager.default.removeItem(at: truncated.deletingLastPathComponent())
      try? FileManager.default.removeItem(at: foreign.deletingLastPathComponent())
    }
    let missing = truncated.deletingLastPathComponent().appendingPathComponent("Missing.ttf")
    let cases: [(URL, CTFontManagerError, String)] = [
      (truncated, .invalidFontData, "truncated"), (foreign, .unrecognizedFormat, "not a TrueType or OpenType font"),
      (missing, .fileNotFound, "no such font file"),
    ]
    for (url, code, problem) in cases {
      var error: FontRegistrationError?
      #expect(!CTFontManagerRegisterFontsForURL(url, .process, &error), "\(url.lastPathComponent) registered")
      #expect(error?.code == code, "\(url.lastPathComponent): \(String(describing: error))")
      #expect(error?.description.hasPrefix(url.path + ": ") == true)
      #expect(error?.problem.contains(problem) == true, "\(url.lastPathComponent): \(String(describing: error))")
    }
  }
}
