import Foundation
import Testing

@testable import AdaptiveKit

@Suite("Text layouts are remembered by everything that shapes them")
struct TextLayoutCacheTests {
  let sentence = "The quick brown fox jumps over the lazy dog, twice over for good measure"

  @Test("A remembered layout is the layout computed afresh, for every line break mode")
  func rememberedEqualsComputed() {
    for mode in NSLineBreakMode.allCases {
      for (font, width) in [(UIFont.systemFont(ofSize: 17), 120.0), (.boldSystemFont(ofSize: 13), 75.5)] {
        let first = TextMeasurer.layout(sentence, font: font, numberOfLines: 2, maxWidth: width, lineBreakMode: mode)
        let second = TextMeasurer.layout(sentence, font: font, numberOfLines: 2, maxWidth: width, lineBreakMode: mode)
        let fresh = TextMeasurer.uncachedLayout(
          sentence, font: font, numberOfLines: 2, maxWidth: width, lineBreakMode: mode)
        #expect(first == fresh, "\(mode) \(font)")
        #expect(second == fresh, "\(mode) \(font)")
      }
    }
  }

  @Test("Fonts that differ only in weight, digits or italics get their own layouts")
  func fontsAreTellApart() {
    let regular = TextMeasurer.layout("0123 Wide text", font: .systemFont(ofSize: 17))
    let bold = TextMeasurer.layout("0123 Wide text", font: .systemFont(ofSize: 17, weight: .bold))
    let digits = TextMeasurer.layout("0123 Wide text", font: .monospacedDigitSystemFont(ofSize: 17, weight: .regular))
    let italic = TextMeasurer.layout("0123 Wide text", font: .italicSystemFont(ofSize: 17))
    #expect(bold.size.width > regular.size.width)
    #expect(digits.size.width != regular.size.width, "Inter's digits are proportional; tabular ones are as wide as 0")
    #expect(digits == TextMeasurer.uncachedLayout(
      "0123 Wide text", font: .monospacedDigitSystemFont(ofSize: 17, weight: .regular), numberOfLines: 1, maxWidth: nil,
      lineBreakMode: .byTruncatingTail))
    #expect(italic == TextMeasurer.uncachedLayout(
      "0123 Wide text", font: .italicSystemFont(ofSize: 17), numberOfLines: 1, maxWidth: nil,
      lineBreakMode: .byTruncatingTail))
  }

  @Test("The same font in two San Francisco revisions gets its own layout")
  func revisionsAreToldApart() {
    let text = "Display sizes track by revision"
    let sfUI = UIFont.systemFont(ofSize: 24).withRevision(.sfUI)
    let sfPro = UIFont.systemFont(ofSize: 24).withRevision(.sfPro)
    let first = TextMeasurer.layout(text, font: sfUI)
    let second = TextMeasurer.layout(text, font: sfPro)
    #expect(first.size.width > second.size.width)
    #expect(second == TextMeasurer.uncachedLayout(text, font: sfPro, numberOfLines: 1, maxWidth: nil, lineBreakMode: .byTruncatingTail))
  }

  @Test("An infinite width is the same request as no width, and a full cache starts over")
  func widthsAndCapacity() {
    let font = UIFont.systemFont(ofSize: 15)
    #expect(
      TextMeasurer.layout(sentence, font: font, numberOfLines: 0, maxWidth: .infinity)
        == TextMeasurer.layout(sentence, font: font, numberOfLines: 0, maxWidth: nil))
    let cache = TextLayoutCache(capacity: 2)
    let layout = TextMeasurer.uncachedLayout("a", font: font, numberOfLines: 1, maxWidth: nil, lineBreakMode: .byClipping)
    for text in ["a", "b", "c"] {
      cache.store(layout, for: .init(text: text, font: .init(font), numberOfLines: 1, maxWidth: nil, lineBreakMode: .byClipping))
    }
    #expect(cache.count == 1)
    #expect(cache.layout(for: .init(text: "c", font: .init(font), numberOfLines: 1, maxWidth: nil, lineBreakMode: .byClipping)) == layout)
  }
}
