import Foundation
import Testing

@testable import AdaptiveKit

/// Helvetica Neue's faces, which iOS ships and storyboards of the iOS 7 era name, measure with
/// their own advances and Helvetica Neue's published vertical metrics (Avenir Next's and Helvetica's
/// likewise; Helvetica's oblique faces share the upright tables, which their own sources must equal).
@Suite struct NamedFontAdvancesTests {
  @Test func generatedTablesMatchTheirTranscribedSources() throws {
    for face in NamedFontAdvances.allCases {
      let expected = try AdvanceTableSource.table(folder: "NamedFontAdvances", name: face.rawValue)
      #expect(face.table == expected, "\(face.rawValue): regenerate with Scripts/generate-font-advances.py")
    }
  }

  @Test func namesResolveToTheirOwnFaces() throws {
    let thin = try #require(UIFont(name: "HelveticaNeue-Thin", size: 30))
    #expect(thin.fontName == "HelveticaNeue-Thin")
    #expect(thin.familyName == "Helvetica Neue")
    #expect(!thin.isSystemFont)
    #expect(thin.weight == .thin)
    #expect(UIFont(name: "helveticaneue-light", size: 12)?.fontName == "HelveticaNeue-Light")
    #expect(
      UIFont.fontNames(forFamilyName: "Helvetica Neue") == [
        "HelveticaNeue-Thin", "HelveticaNeue-Light", "HelveticaNeue", "HelveticaNeue-Medium", "HelveticaNeue-Bold",
        "HelveticaNeue-Italic",
      ])
    // Interface Builder's custom font element takes the same route.
    let ib = UIFont.interfaceBuilderFont(attributes: ["name": "HelveticaNeue-Light", "family": "Helvetica Neue", "pointSize": "15"])
    #expect(ib.fontName == "HelveticaNeue-Light")
    #expect(ib.pointSize == 15)
  }

  @Test func widthsComeFromTheFacesTables() throws {
    // "a" is 1024 units of 2048 in Thin and 1062 in Light; no tracking for a named font.
    let thin = try #require(UIFont(name: "HelveticaNeue-Thin", size: 30))
    #expect(abs(thin.width(of: "a") - 1024.0 / 2048 * 30) < 1e-9)
    let light = try #require(UIFont(name: "HelveticaNeue-Light", size: 30))
    #expect(abs(light.width(of: "a") - 1062.0 / 2048 * 30) < 1e-9)
    #expect(thin.width(of: "Thin and Light") < light.width(of: "Thin and Light"))
  }

  @Test func regularMediumBoldAndItalicAreTheirOwnFaces() throws {
    // "B" is 1402 units of 2048 in Regular, "a" 1062 in Italic; Medium and Bold are wider.
    let regular = try #require(UIFont(name: "HelveticaNeue", size: 17))
    #expect(regular.weight == .regular && !regular.isItalic && !regular.isSystemFont)
    #expect(abs(regular.width(of: "B") - 1402.0 / 2048 * 17) < 1e-9)
    let italic = try #require(UIFont(name: "HelveticaNeue-Italic", size: 17))
    #expect(italic.isItalic)
    #expect(abs(italic.width(of: "a") - 1062.0 / 2048 * 17) < 1e-9)
    let medium = try #require(UIFont(name: "HelveticaNeue-Medium", size: 17))
    let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 17))
    #expect(medium.weight == .medium && bold.weight == .bold)
    #expect(regular.width(of: "Helvetica") < medium.width(of: "Helvetica"))
    #expect(medium.width(of: "Helvetica") < bold.width(of: "Helvetica"))
  }

  @Test func avenirNextMeasuresWithItsOwnTableAndLineHeight() throws {
    // Avenir Next's table is in 1000 units per em: "A" is 700 in Regular and 1.366 em a line, so
    // 16-point labels are 22 high and 32-point ones 44, as Hero's storyboards store them.
    let regular = try #require(UIFont(name: "AvenirNext-Regular", size: 20))
    #expect(regular.familyName == "Avenir Next" && regular.weight == .regular)
    #expect(abs(regular.width(of: "A") - 700.0 / 1000 * 20) < 1e-9)
    #expect(UIFont.fontNames(forFamilyName: "Avenir Next") == ["AvenirNext-Regular", "AvenirNext-Medium"])
    for (size, stored) in [(16.0, 22.0), (30, 41), (32, 44)] {
      let font = try #require(UIFont(name: "AvenirNext-Regular", size: size))
      #expect(abs(TextMeasurer.ceilToPixel(font.lineHeight, scale: 2) - stored) < 1e-9)
    }
    let medium = try #require(UIFont(name: "AvenirNext-Medium", size: 20))
    #expect(medium.weight == .medium)
    #expect(regular.width(of: "Avenir") < medium.width(of: "Avenir"))
  }

  @Test func lineHeightIsHelveticaNeues() throws {
    // 967 + 213 per 1000, no line gap: 35.4 at 30 pt, which IB stores as 36; 59 at 50 pt.
    let font = try #require(UIFont(name: "HelveticaNeue-Thin", size: 30))
    #expect(abs(font.lineHeight - 30 * 1.18) < 1e-9)
    #expect(abs(font.descender + 30 * 0.213) < 1e-9)
    #expect(TextMeasurer.ceilToPixel(font.lineHeight, scale: 1) == 36)
    let large = try #require(UIFont(name: "HelveticaNeue-Thin", size: 50))
    #expect(TextMeasurer.ceilToPixel(large.lineHeight, scale: 1) == 59)
  }
}
