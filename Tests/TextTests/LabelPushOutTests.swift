import Foundation
import Testing

@testable import AdaptiveKit

/// From iOS 11 a label's plain text avoids a one-word last line: the word before it comes down
/// too, when both fit (`NSParagraphStyle.LineBreakStrategy.pushOut`, in UILabel's default
/// `.standard` strategy). Interface Builder stores lockwise's "Nombre de usuario copiado" at a
/// 145-point preferred width 90.5 wide: "Nombre de" over "usuario copiado".
@MainActor
@Suite("A label's last line takes a word from the line above rather than stand alone")
struct LabelPushOutTests {
  let font = UIFont.systemFont(ofSize: 12)
  let text = "Nombre de usuario copiado"

  /// A width that holds "Nombre de usuario" but not the whole text.
  var width: CGFloat { (font.width(of: "Nombre de usuario") + 2).rounded(.up) }

  @Test("a one-word last line takes the word before it")
  func lastWordTakesItsNeighbour() throws {
    try #require(font.width(of: text) > width && font.width(of: "usuario copiado") < width)
    let greedy = TextMeasurer.layout(text, font: font, numberOfLines: 0, maxWidth: width)
    #expect(greedy.lines.map(\.text) == ["Nombre de usuario", "copiado"])
    let pushed = TextMeasurer.layout(text, font: font, numberOfLines: 0, maxWidth: width, pushesOut: true)
    #expect(pushed.lines.map(\.text) == ["Nombre de", "usuario copiado"])
  }

  @Test("nothing moves when the last line holds two words or the pair would not fit")
  func pushOutLeavesOtherLinesAlone() {
    let two = "Nombre de usuario ya copiado"
    #expect(
      TextMeasurer.layout(two, font: font, numberOfLines: 0, maxWidth: width, pushesOut: true).lines.map(\.text)
        == ["Nombre de usuario", "ya copiado"])
    let long = "Nombre de usuarioooooooooo copiadoooooooooooo"
    let narrow = font.width(of: "Nombre de usuarioooooooooo") + 1
    #expect(
      TextMeasurer.layout(long, font: font, numberOfLines: 0, maxWidth: narrow, pushesOut: true).lines.count == 2)
    #expect(
      TextMeasurer.layout(long, font: font, numberOfLines: 0, maxWidth: narrow, pushesOut: true).lines.last?.text
        == "copiadoooooooooooo")
  }

  /// A label wrapping `text` at an explicit preferred width (so it reports its widest line),
  /// hosted on a screen running `release`.
  private func label(on release: UIKitRelease, strategy: NSParagraphStyle.LineBreakStrategy? = nil) -> (UILabel, Simulator) {
    let simulator = Simulator(device: Device.named("iPhone 8")!, release: release)
    let label = UILabel()
    label.font = font
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = width
    if let strategy { label.lineBreakStrategy = strategy }
    label.text = text
    simulator.window.addSubview(label)
    return (label, simulator)
  }

  @Test("from iOS 11 a label's widest line is the pushed one; before, and with no strategy, the greedy one")
  func labelWidthByRelease() {
    let pushedWidth = TextMeasurer.ceilToPixel(font.width(of: "usuario copiado"), scale: 2)
    let greedyWidth = TextMeasurer.ceilToPixel(font.width(of: "Nombre de usuario"), scale: 2)
    let (current, simulator) = label(on: .iOS18)
    #expect(current.lineBreakStrategy == .standard)
    #expect(current.intrinsicContentSize.width == pushedWidth)
    let (old, oldSimulator) = label(on: .iOS10)
    #expect(old.intrinsicContentSize.width == greedyWidth)
    let (none, noneSimulator) = label(on: .iOS18, strategy: [])
    #expect(none.intrinsicContentSize.width == greedyWidth)
    _ = (simulator, oldSimulator, noneSimulator)
  }

  @Test("attributed text keeps its greedy lines (its paragraph style pushes nothing out)")
  func attributedTextIsNotPushed() {
    let (label, simulator) = label(on: .iOS18)
    label.attributedText = NSAttributedString(string: text, attributes: [.font: font])
    #expect(label.intrinsicContentSize.width == TextMeasurer.ceilToPixel(font.width(of: "Nombre de usuario"), scale: 2))
    _ = simulator
  }
}
