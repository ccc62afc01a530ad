import Foundation
import Testing

@testable import AdaptiveKit

@Suite struct UIFontTests {
  /// UIKit's `systemFont(ofSize:).lineHeight`, and the @2x height IB stores for one line.
  @Test(arguments: [
    (12.0, 14.3203125, 14.5), (14.0, 16.70703125, 17.0), (17.0, 20.287109375, 20.5),
    (20.0, 23.8671875, 24.0), (34.0, 40.57421875, 41.0),
  ])
  func systemLineHeight(size: Double, lineHeight: Double, storedHeight: Double) {
    let font = UIFont.systemFont(ofSize: CGFloat(size))
    #expect(abs(font.lineHeight - CGFloat(lineHeight)) < 1e-9)
    #expect(TextMeasurer.ceilToPixel(font.lineHeight, scale: 2) == CGFloat(storedHeight))
  }

  @Test func systemVerticalMetricsMatchSanFrancisco() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(abs(font.ascender - 16.1865234375) < 1e-9)
    #expect(abs(font.descender - -4.1005859375) < 1e-9)
    #expect(font.leading == 0)
    #expect(abs(font.capHeight - 11.97802734375) < 1e-9)
    #expect(abs(font.xHeight - 8.9482421875) < 1e-9)
    #expect(abs(UIFont.boldSystemFont(ofSize: 17).xHeight - 9.13916015625) < 1e-9)
    // Display sizes report the same ascender (UIKit: 38.0859375 at 40 pt).
    #expect(abs(UIFont.systemFont(ofSize: 40).ascender - 38.0859375) < 1e-9)
  }

  @Test func weightsHaveUIKitRawValues() {
    let expected: [(UIFont.Weight, CGFloat)] = [
      (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
      (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
    ]
    for (weight, raw) in expected { #expect(weight.rawValue == raw) }
    #expect(UIFont.Weight(0.4) == .bold)
  }

  @Test func factories() {
    let regular = UIFont.systemFont(ofSize: 17)
    #expect(regular.fontName == ".SFUI-Regular")
    #expect(regular.familyName == ".AppleSystemUIFont")
    #expect(regular.pointSize == 17)
    #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
    #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
    #expect(UIFont.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
    #expect(UIFont.italicSystemFont(ofSize: 12).typeface == .italic)
    #expect(UIFont.systemFont(ofSize: 12, weight: .ultraLight).typeface == .thin)
    #expect(UIFont.systemFont(ofSize: 12, weight: .heavy).typeface == .extraBold)
    #expect(UIFont.systemFont(ofSize: 12, weight: .black).typeface == .black)
    #expect(regular.withSize(20).pointSize == 20)
    #expect(regular.withSize(20).fontName == regular.fontName)
    #expect(regular == UIFont.systemFont(ofSize: 17))
    #expect(regular != UIFont.boldSystemFont(ofSize: 17))
  }

  @Test func heavierWeightsAreWider() {
    let text = "Interface Builder"
    // At Display sizes every weight is one cut; at text sizes SF UI Text's six weights are (the
    // others take narrower Display faces, see SystemFontAdvancesTests).
    let display = UIFont.Weight.named.map { UIFont.systemFont(ofSize: 34, weight: $0).width(of: text) }
    #expect(display == display.sorted())
    let textWeights: [UIFont.Weight] = [.light, .regular, .medium, .semibold, .bold, .heavy]
    let widths = textWeights.map { UIFont.systemFont(ofSize: 17, weight: $0).width(of: text) }
    #expect(widths == widths.sorted())
  }

  @Test func monospacedDigits() {
    let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
    #expect(font.width(of: "1111") == font.width(of: "0000"))
    #expect(UIFont.systemFont(ofSize: 17).width(of: "1111") < font.width(of: "1111"))
    #expect(font.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
  }

  @Test func namedFonts() throws {
    let inter = try #require(UIFont(name: "Inter-Bold", size: 15))
    #expect(inter.fontName == "Inter-Bold")
    #expect(inter.familyName == "Inter")
    #expect(abs(inter.lineHeight - 15 * (2728 + 680) / 2816) < 1e-9)
    #expect(abs(inter.capHeight - 15 * 2048 / 2816) < 1e-9)
    #expect(UIFont(name: "Inter", size: 12)?.fontName == "Inter-Regular")
    #expect(UIFont(name: ".SFUI-Semibold", size: 12)?.weight == .semibold)
    #expect(UIFont(name: "HelveticaNeue-UltraLight", size: 12) == nil)
    #expect(UIFont(name: "NoSuchFont", size: 12) == nil)
    // Families other tests register in this process (`AppFontRegistrationTests`) come after these.
    #expect(
      UIFont.familyNames.prefix(10) == [
        "Inter", "Helvetica Neue", "Avenir Next", "Helvetica", "Arial", "Times New Roman", "Palatino", "Menlo",
        "Courier New", "Courier",
      ])
    #expect(UIFont.fontNames(forFamilyName: "Inter").contains("Inter-Black"))
  }

  @Test(arguments: [
    ("HelveticaNeue-UltraLight", UIFont.Weight.ultraLight, false), ("Futura-Medium", .medium, false),
    ("AvenirNext-Bold", .bold, false), ("AvenirNext-DemiBold", .semibold, false),
    ("Georgia-BoldItalic", .bold, true), ("Avenir-Heavy", .heavy, false),
    ("Roboto-Black", .black, false), ("Baskerville-Italic", .regular, true),
    ("OpenSans-SemiboldItalic", .semibold, true), ("Avenir-Roman", .regular, false),
    ("MarkerFelt-Thin", .thin, false), ("GillSans-Light", .light, false),
  ])
  func interfaceBuilderFallback(name: String, weight: UIFont.Weight, italic: Bool) {
    let font = UIFont.interfaceBuilderFont(name: name, size: 14)
    #expect(font.isSystemFont)
    #expect(font.weight == weight)
    #expect(font.isItalic == italic)
    #expect(font.pointSize == 14)
  }

  @Test func interfaceBuilderNamedSystemSizeIs14() {
    // `<fontDescription key="fontDescription" type="system" size="system"/>`, as the Master-Detail
    // template stores its detail label (17 high in the file: one 14-point line).
    let font = UIFont.interfaceBuilderFont(attributes: ["type": "system", "size": "system"])
    #expect(font.pointSize == UIFont.systemFontSize)
    #expect(TextMeasurer.ceilToPixel(font.lineHeight, scale: 2) == 17)
    #expect(UIFont.interfaceBuilderFont(attributes: ["type": "system"]).pointSize == UIFont.labelFontSize)
  }

  @Test func descriptors() {
    let bold = UIFont.boldSystemFont(ofSize: 17).fontDescriptor
    #expect(bold.symbolicTraits.contains(.traitBold))
    #expect(!bold.symbolicTraits.contains(.traitItalic))
    let italic = UIFont.italicSystemFont(ofSize: 17).fontDescriptor
    #expect(italic.symbolicTraits.contains(.traitItalic))
    let body = UIFont.systemFont(ofSize: 17).fontDescriptor
    let made = UIFont(descriptor: body.withSymbolicTraits([.traitBold, .traitItalic]) ?? body, size: 0)
    #expect(made.weight == .bold)
    #expect(made.isItalic)
    #expect(made.pointSize == 17)
    #expect(UIFont(descriptor: body, size: 30).pointSize == 30)
    let named = UIFont(descriptor: UIFontDescriptor(name: "Inter-Medium", size: 11), size: 0)
    #expect(named.fontName == "Inter-Medium")
    #expect(named.pointSize == 11)
  }
}
