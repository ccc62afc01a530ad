import Foundation
import Testing

@testable import AdaptiveKit

/// SF UI and SF Pro Text Regular measure pairs with SF's own kerning; other faces keep Inter's.
@Suite struct SystemFontKerningTests {
  @Test func pairsFromTheExport() {
    func kern(_ pair: String) -> Int? {
      let scalars = Array(pair.unicodeScalars)
      return SystemFontKerning.adjustment(between: scalars[0], and: scalars[1], in: .textRegular)
    }
    // SVG's k tightens: `<hkern … k="160">` between T and o is −160 units.
    #expect(kern("To") == -160)
    #expect(kern("AV") == -130)
    #expect(kern("LT") == -190)
    #expect(kern("P.") == -200)
    // A pair SF does not kern is 0, not Inter's value; other faces have no SF table.
    #expect(kern("nn") == 0)
    #expect(SystemFontKerning.adjustment(between: "T", and: "o", in: .textBold) == nil)
    // SF Pro Text Regular, SF UI Text's successor with the same letters, kerns the same pairs;
    // the Display cuts keep Inter's (Text's pairs on SF Pro Display: 7 corpus views fewer agree).
    #expect(SystemFontKerning.adjustment(between: "T", and: "o", in: .proTextRegular) == -160)
    #expect(SystemFontKerning.adjustment(between: "T", and: "o", in: .proDisplayRegular) == nil)
    #expect(SystemFontKerning.adjustment(between: "T", and: "→", in: .textRegular) == nil)
  }

  @Test func widthsIncludeTheKerning() {
    let font = UIFont.systemFont(ofSize: 17)
    let pair = font.width(of: "To")
    let apart = font.width(of: "T") + font.width(of: "o")
    #expect(abs(pair - (apart - 160.0 / 2048 * 17)) < 1e-9)
  }

  @Test func keysAreSortedAndUnique() {
    let keys = SystemFontKerning.textRegularKeys
    #expect(keys.count == SystemFontKerning.textRegularValues.count)
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
    #expect(keys.count > 4000)
  }
}
