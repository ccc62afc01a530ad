import Foundation
import Testing

@testable import AdaptiveKit

/// The system font measures Latin text with San Francisco's own advances (the Text cut below
/// 20 pt, the Display cut from 20 pt; SF UI's through iOS 10, SF Pro's after), read from public
/// exports of Apple's fonts.
@Suite struct SystemFontAdvancesTests {
  /// The face names of the source files, by face.
  static let fileNames: [SystemFontAdvances.Face: String] = [
    .textLight: "SFUIText-Light", .textRegular: "SFUIText-Regular", .textMedium: "SFUIText-Medium",
    .textSemibold: "SFUIText-Semibold", .textBold: "SFUIText-Bold", .textHeavy: "SFUIText-Heavy",
    .textItalic: "SFUIText-RegularItalic",
    .displayUltralight: "SFUIDisplay-Ultralight", .displayThin: "SFUIDisplay-Thin",
    .displayLight: "SFUIDisplay-Light", .displayRegular: "SFUIDisplay-Regular",
    .displayMedium: "SFUIDisplay-Medium", .displaySemibold: "SFUIDisplay-Semibold",
    .displayBold: "SFUIDisplay-Bold", .displayHeavy: "SFUIDisplay-Heavy", .displayBlack: "SFUIDisplay-Black",
    .proTextRegular: "SFProText-Regular",
    .proDisplayUltralight: "SFProDisplay-Ultralight", .proDisplayThin: "SFProDisplay-Thin",
    .proDisplayLight: "SFProDisplay-Light", .proDisplayRegular: "SFProDisplay-Regular",
    .proDisplayMedium: "SFProDisplay-Medium", .proDisplaySemibold: "SFProDisplay-Semibold",
    .proDisplayBold: "SFProDisplay-Bold", .proDisplayHeavy: "SFProDisplay-Heavy", .proDisplayBlack: "SFProDisplay-Black",
  ]

  @Test func generatedTablesMatchTheirTranscribedSources() throws {
    #expect(Set(Self.fileNames.keys) == Set(SystemFontAdvances.Face.allCases))
    for face in SystemFontAdvances.Face.allCases {
      let name = try #require(Self.fileNames[face])
      let expected = try AdvanceTableSource.table(folder: "SystemFontAdvances", name: name)
      #expect(SystemFontAdvances.table(face) == expected, "\(name): regenerate with Scripts/generate-font-advances.py")
    }
  }

  @Test func generatedExtendedTablesMatchTheirTranscribedSources() throws {
    for face in [SystemFontAdvances.Face.textRegular, .proTextRegular, .displayRegular, .proDisplayRegular] {
      let name = try #require(Self.fileNames[face])
      let pairs = try AdvanceTableSource.extendedPairs(folder: "SystemFontAdvances", name: name)
      #expect(pairs.count > 300, "\(name)")
      for (scalar, advance) in pairs {
        let value = try #require(Unicode.Scalar(scalar))
        #expect(SystemFontAdvances.extendedEntry(for: value, in: face) == Int(advance), "\(name) U+\(String(scalar, radix: 16))")
      }
    }
  }

  @Test("Characters beyond Latin-1 take the Regular faces' own advances: punctuation, Cyrillic, Latin Extended-A")
  func extendedCharacters() {
    // "›" (U+203A): SF Pro Display Regular 824 units, SF Pro Text (as SF UI Text) 912.
    #expect(SystemFontAdvances.advance(of: "\u{203A}", in: .proDisplayRegular) == 824)
    #expect(SystemFontAdvances.advance(of: "\u{203A}", in: .proTextRegular) == 912)
    #expect(SystemFontAdvances.advance(of: "\u{2013}", in: .textRegular) == 1024)
    #expect(SystemFontAdvances.advance(of: "\u{0416}", in: .displayRegular) == 1967)
    #expect(SystemFontAdvances.advance(of: "\u{0142}", in: .proTextRegular) == 516)
    // Absent code points and faces without an extended table answer nil (Inter stands in).
    #expect(SystemFontAdvances.advance(of: "\u{2010}", in: .proTextRegular) == nil)
    #expect(SystemFontAdvances.advance(of: "\u{203A}", in: .proDisplayBold) == nil)
    #expect(SystemFontAdvances.advance(of: "\u{2190}", in: .textRegular) == nil)
  }

  /// iNaturalist's Xcode 12 onboarding stores "Swipe ›" in 20-point System 66.5 wide: SF Pro
  /// Display's "›" (824 units), not Inter's narrower one.
  @Test func guillemetWidthMatchesStoredLabel() {
    let font = UIFont.systemFont(ofSize: 20).withRevision(.sfPro)
    let width = TextMeasurer.ceilToPixel(font.width(of: "Swipe \u{203A}"), scale: 2)
    #expect(width == 66.5)
  }

  @Test func textSizesUseSFTextAdvancesPlusTracking() {
    // SF Pro Text Regular (as SF UI Text's): "a" is 1130 units of 2048, and 17 pt tracks −26/1000 em.
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.systemFontFace == .proTextRegular)
    #expect(UIFont.systemFont(ofSize: 17).withRevision(.sfUI).systemFontFace == .textRegular)
    let expected = 1130.0 / 2048 * 17 + SystemFontMetrics.tracking(pointSize: 17, revision: .sfPro)
    #expect(abs(font.width(of: "a") - expected) < 1e-9)
    // Proportional digits: "1" (955 units) is far narrower than "0" (1290).
    #expect(font.width(of: "1") < font.width(of: "0") - 2.5)
  }

  @Test func displaySizesUseSFDisplayAdvances() {
    let font = UIFont.systemFont(ofSize: 34).withRevision(.sfUI)
    #expect(font.systemFontFace == .displayRegular)
    // SF UI Display Regular: "n" is 1115 units (SF UI Text's is 1195), SF Pro Display's 1079;
    // both track +11/1000 em at 34 pt.
    #expect(abs(font.width(of: "n") - (1115.0 / 2048 * 34 + 0.011 * 34)) < 1e-9)
    #expect(abs(UIFont.systemFont(ofSize: 34).width(of: "n") - (1079.0 / 2048 * 34 + 0.011 * 34)) < 1e-9)
    #expect(UIFont.systemFont(ofSize: 19.5, weight: .bold).systemFontFace == .textBold)
    #expect(UIFont.systemFont(ofSize: 20, weight: .bold).systemFontFace == .proDisplayBold)
  }

  /// Interface Builder's 20-point labels from Xcode 9 on fit SF Pro Display with Apple's Display
  /// tracking (Andy0570's iOS-Samples, Xcode 11: "Bar Alpha:" stored 90, "Black Bar Style" 130).
  @Test func sfProDisplayWithTrackingMatchesStoredLabels() {
    let font = UIFont.systemFont(ofSize: 20).withRevision(.sfProStatic)
    #expect(font.systemFontFace == .proDisplayRegular)
    let ceiledToPixels = { (width: CGFloat) in (width * 2).rounded(.up) / 2 }
    #expect(ceiledToPixels(font.width(of: "Bar Alpha:")) == 90)
    #expect(ceiledToPixels(font.width(of: "Bar Hidden")) == 97.5)
  }

  /// SF Pro tables read in part take SF UI's advance for the characters they lack.
  @Test func partialSFProTablesFallBackToSFUI() {
    #expect(SystemFontAdvances.entry(for: "Ö", in: SystemFontAdvances.table(.proDisplayMedium)) == nil)
    #expect(SystemFontAdvances.advance(of: "Ö", in: .proDisplayMedium) == SystemFontAdvances.advance(of: "Ö", in: .displayMedium))
    #expect(SystemFontAdvances.advance(of: "a", in: .proDisplayMedium) != SystemFontAdvances.advance(of: "a", in: .displayMedium))
  }

  /// Unconfirmed: SF UI Text has no Ultralight, Thin or Black cut, so those weights take the
  /// Display face even at text sizes.
  @Test func weightsWithoutATextCutUseDisplayFaces() {
    #expect(UIFont.systemFont(ofSize: 17, weight: .ultraLight).systemFontFace == .proDisplayUltralight)
    #expect(UIFont.systemFont(ofSize: 17, weight: .thin).systemFontFace == .proDisplayThin)
    #expect(UIFont.systemFont(ofSize: 17, weight: .black).systemFontFace == .proDisplayBlack)
    #expect(UIFont.systemFont(ofSize: 17, weight: .light).systemFontFace == .textLight)
    // A weight between UIKit's constants has no table and keeps Inter's advances.
    #expect(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(0.1)).systemFontFace == nil)
  }

  @Test func everyFaceGrowsWiderWithWeight() {
    let sample = "Hamburgefonstiv 0123456789"
    func width(_ face: SystemFontAdvances.Face) -> Int {
      sample.unicodeScalars.reduce(0) { $0 + (SystemFontAdvances.advance(of: $1, in: face) ?? 0) }
    }
    let text: [SystemFontAdvances.Face] = [.textLight, .textRegular, .textMedium, .textSemibold, .textBold, .textHeavy]
    let display: [SystemFontAdvances.Face] = [
      .displayUltralight, .displayThin, .displayLight, .displayRegular, .displayMedium, .displaySemibold,
      .displayBold, .displayHeavy, .displayBlack,
    ]
    let proDisplay: [SystemFontAdvances.Face] = [
      .proDisplayUltralight, .proDisplayThin, .proDisplayLight, .proDisplayRegular, .proDisplayMedium,
      .proDisplaySemibold, .proDisplayBold, .proDisplayHeavy, .proDisplayBlack,
    ]
    for faces in [text, display, proDisplay] {
      let widths = faces.map(width)
      #expect(widths == widths.sorted() && Set(widths).count == widths.count, "\(widths)")
    }
    // The Display cut is narrower than the Text cut at the same weight.
    #expect(width(.displayRegular) < width(.textRegular))
    #expect(width(.displayBold) < width(.textBold))
    // SF Pro's Display cut is narrower still than SF UI's.
    for face in proDisplay { #expect(width(face) < width(face.sfUI!)) }
  }

  @Test func charactersOutsideTheTablesKeepInterAdvances() throws {
    let font = UIFont.systemFont(ofSize: 17)
    // U+00AD (soft hyphen) is not in SF's tables, and "∂" is outside them.
    #expect(SystemFontAdvances.advance(of: "\u{AD}", in: .textRegular) == nil)
    #expect(SystemFontAdvances.advance(of: "∂", in: .proTextRegular) == nil)
    let file = try #require(font.fontFile)
    let partial = try #require(file.glyph(for: "∂"))
    let expected = CGFloat(file.advance(ofGlyph: partial)) * 17 / CGFloat(file.unitsPerEm)
      + SystemFontMetrics.tracking(pointSize: 17, revision: .sfPro)
    #expect(abs(font.width(of: "∂") - expected) < 1e-9)
    // Regular italic text has SF UI Text Italic's table; other italics keep Inter Italic's advances.
    #expect(UIFont.italicSystemFont(ofSize: 17).systemFontFace == .textItalic)
    #expect(UIFont.italicSystemFont(ofSize: 24).systemFontFace == nil)
    let boldItalic = UIFont(descriptor: UIFont.boldSystemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 17)
    #expect(boldItalic.systemFontFace == nil)
  }

  @Test func monospacedDigitsTakeSFZeroWidth() {
    let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
    #expect(abs(font.width(of: "1") - font.width(of: "0")) < 1e-9)
    #expect(abs(font.width(of: "0") - (1290.0 / 2048 * 17 + SystemFontMetrics.tracking(pointSize: 17, revision: .sfPro))) < 1e-9)
  }
}
