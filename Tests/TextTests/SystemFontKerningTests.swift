import Foundation
import Testing

@testable import AdaptiveKit

/// SF UI and SF Pro Text Regular and SF Pro Display Regular measure pairs with SF's own kerning;
/// other faces keep Inter's.
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
    // SF Pro Text Regular, SF UI Text's successor with the same letters, kerns the same pairs.
    #expect(SystemFontKerning.adjustment(between: "T", and: "o", in: .proTextRegular) == -160)
    #expect(SystemFontKerning.adjustment(between: "T", and: "→", in: .textRegular) == nil)
  }

  @Test("SF Pro Display Regular kerns its own, tighter pairs; those its export lacks take Inter's")
  func displayPairs() {
    func kern(_ pair: String, _ face: SystemFontAdvances.Face = .proDisplayRegular) -> Int? {
      let scalars = Array(pair.unicodeScalars)
      return SystemFontKerning.adjustment(between: scalars[0], and: scalars[1], in: face)
    }
    #expect(kern("To") == -270)
    #expect(kern("Te") == -270)
    #expect(kern("LT") == -220)
    #expect(kern("P.") == -140)
    #expect(kern("Yo") == -190)
    // The export has no element with A first (A-V, A-T): nil, so Inter's pair applies.
    #expect(kern("AV") == nil)
    #expect(kern("nn") == nil)
    // The other Display weights keep Inter's pairs.
    #expect(kern("To", .proDisplayBold) == nil)
    let keys = SystemFontKerning.proDisplayRegularKeys
    #expect(keys.count == SystemFontKerning.proDisplayRegularValues.count)
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("a 20-point SF Pro title is narrower by Display's T-e pair")
  func displayWidths() {
    let font = UIFont.systemFont(ofSize: 20).withRevision(.sfPro)
    let pair = font.width(of: "Te")
    let apart = font.width(of: "T") + font.width(of: "e")
    #expect(abs(pair - (apart - 270.0 / 2048 * 20)) < 1e-9)
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
