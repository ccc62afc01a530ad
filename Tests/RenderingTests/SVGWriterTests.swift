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
