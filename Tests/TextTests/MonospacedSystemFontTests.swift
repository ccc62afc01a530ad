import Foundation
import Testing

@testable import AdaptiveKit

/// `UIFont.monospacedSystemFont(ofSize:weight:)` and the `.monospaced` system design: SF Mono,
/// named as iOS names it and measured with Menlo's advance and line standing in for it.
@MainActor
@Suite("The monospaced system font measures every character one advance wide")
struct MonospacedSystemFontTests {
  @Test("names and line: .SFMono-<weight>, Menlo's line as the stand-in")
  func names() {
    let regular = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
    #expect(regular.fontName == ".SFMono-Regular")
    #expect(regular.familyName == ".AppleSystemUIFontMonospaced")
    #expect(UIFont.monospacedSystemFont(ofSize: 17, weight: .bold).fontName == ".SFMono-Bold")
    #expect(abs(regular.lineHeight - 17 * 2384 / 2048) < 1e-9)
  }

  @Test("every character advances 1233/2048 em at every weight, with no kerning or tracking")
  func widths() {
    for weight in [UIFont.Weight.light, .regular, .semibold, .heavy] {
      let font = UIFont.monospacedSystemFont(ofSize: 20, weight: weight)
      #expect(abs(font.width(of: "iiiWWW.1") - 8 * 1233 * 20 / 2048) < 1e-9)
    }
  }

  @Test("withSize, the font's descriptor and its name make the same monospaced font")
  func roundTrips() throws {
    let font = UIFont.monospacedSystemFont(ofSize: 12, weight: .medium)
    #expect(font.withSize(24).fontName == ".SFMono-Medium")
    #expect(UIFont(descriptor: font.fontDescriptor, size: 24).fontName == ".SFMono-Medium")
    let named = try #require(UIFont(name: ".SFMono-Medium", size: 24))
    #expect(abs(named.width(of: "abc") - 3 * 1233 * 24 / 2048) < 1e-9)
  }

  @Test("the system font's descriptor withDesign(.monospaced) makes the monospaced font at its weight")
  func design() throws {
    let descriptor = UIFont.systemFont(ofSize: 15, weight: .semibold).fontDescriptor
    let monospaced = try #require(descriptor.withDesign(.monospaced))
    #expect(UIFont(descriptor: monospaced, size: 0).fontName == ".SFMono-Semibold")
    #expect(UIFont(descriptor: monospaced, size: 0).pointSize == 15)
    let rounded = try #require(descriptor.withDesign(.rounded))
    #expect(UIFont(descriptor: rounded, size: 0) == UIFont.systemFont(ofSize: 15, weight: .semibold))
    #expect(descriptor.withDesign(.serif) != nil)
    let menlo = try #require(UIFont(name: "Menlo-Regular", size: 12))
    #expect(menlo.fontDescriptor.withDesign(.monospaced) == nil)
    #expect(UIFontDescriptor.SystemDesign.monospaced.rawValue == "NSCTFontUIFontDesignMonospaced")
    #expect(UIFontDescriptor.SystemDesign.default.rawValue == "NSCTFontUIFontDesignDefault")
  }
}
