import Foundation
import Rendering
import Testing

@Suite("SVG numbers and escaping are the same on every platform")
struct SVGWriterTests {
  @Test("Numbers keep at most two decimals and drop trailing zeros", arguments: [
    (12.0, "12"), (12.5, "12.5"), (0.333333, "0.33"), (-0.25, "-0.25"), (100.005, "100.01"), (Double.nan, "0"),
  ])
  func numbers(value: Double, text: String) {
    #expect(SVGWriter.number(value) == text)
  }

  @Test("Numbers read as %.2f with its trailing zeros dropped, over a sweep of values")
  func numbersMatchPrintf() {
    func printf(_ value: Double) -> String {
      let rounded = (value * 100).rounded() / 100
      if rounded == rounded.rounded() { return String(Int(rounded)) }
      var text = String(format: "%.2f", rounded)
      while text.hasSuffix("0") { text.removeLast() }
      return text
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for step in 0..<5_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53)
      let value = (unit - 0.5) * (step % 2 == 0 ? 2_000 : 2)
      #expect(SVGWriter.number(value) == printf(value), "\(value)")
    }
    for value in [0.005, -0.005, 0.015, 0.995, -0.995, 1e14 + 0.5, -0.0, 0.1 + 0.2, 2.675] {
      #expect(SVGWriter.number(value) == printf(value), "\(value)")
    }
  }

  @Test("Text without markup or control characters is written as it is")
  func plainText() {
    #expect(SVGWriter.escape("Plain text, 9:41 — ünïcödé 🙂\tand a tab\n") == "Plain text, 9:41 — ünïcödé 🙂\tand a tab\n")
    #expect(SVGWriter.escape("a\r\nb") == "ab", "a carriage return and its newline form one character, dropped together")
  }

  @Test("Markup characters are escaped and control characters dropped")
  func escaping() {
    #expect(SVGWriter.escape("a < b & \"c\" > d") == "a &lt; b &amp; &quot;c&quot; &gt; d")
    #expect(SVGWriter.escape("bell\u{07}") == "bell")
  }

  @Test("Elements nest with indentation and close in order")
  func nesting() {
    var writer = SVGWriter()
    writer.open("g", [("id", "a")])
    writer.element("rect", [("x", "1")])
    writer.close("g")
    #expect(writer.markup == "<g id=\"a\">\n  <rect x=\"1\"/>\n</g>\n")
  }
}
