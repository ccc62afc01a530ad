import AdaptiveKit
import Foundation
import Testing

/// A symbol image's alignment rect is the system font's line at the symbol's point size, as wide
/// as the image; other images have none. Evidence: Apple's forums (thread 716773) print
/// chevron.compact.down at 64 points as 70.33 × 25.67 with alignment insets top −25, bottom
/// −25.67, left and right 0: a 76.33-point rect, SF's line (ascender to descender) at 64 points.
@MainActor
@Suite("A symbol image's alignment rect is the text line at its point size")
struct SymbolAlignmentRectTests {
  static func symbol(_ name: String, _ configuration: UIImage.SymbolConfiguration, displayScale: CGFloat = 3) throws
    -> UIImage
  {
    try #require(
      UIImage(systemName: name, withConfiguration: configuration.withTraitCollection(UITraitCollection(displayScale: displayScale))))
  }

  static func alignmentHeight(of image: UIImage) -> CGFloat {
    image.size.height - image.alignmentRectInsets.top - image.alignmentRectInsets.bottom
  }

  @Test("At 64 points the rect is 76.33 high, whatever the glyph; no horizontal insets")
  func sixtyFourPoints() throws {
    for name in ["chevron.compact.down", "trash", "key.fill"] {
      let image = try Self.symbol(name, UIImage.SymbolConfiguration(pointSize: 64))
      #expect(abs(Self.alignmentHeight(of: image) - 229.0 / 3) < 0.01, "\(name)")
      #expect(image.alignmentRectInsets.left == 0 && image.alignmentRectInsets.right == 0, "\(name)")
    }
  }

  @Test("At the default 17 points the rect is SF's 20.29-point line on the pixel grid")
  func defaultPointSize() throws {
    #expect(abs(Self.alignmentHeight(of: try Self.symbol("globe", .unspecified, displayScale: 3)) - 61.0 / 3) < 0.01)
    #expect(abs(Self.alignmentHeight(of: try Self.symbol("globe", .unspecified, displayScale: 2)) - 20.5) < 0.01)
  }

  @Test("The symbol scale grows the glyph, not the line it aligns with")
  func scaleKeepsTheLine() throws {
    let medium = try Self.symbol("star.fill", UIImage.SymbolConfiguration(scale: .medium))
    let large = try Self.symbol("star.fill", UIImage.SymbolConfiguration(scale: .large))
    #expect(large.size.height > medium.size.height)
    #expect(Self.alignmentHeight(of: large) == Self.alignmentHeight(of: medium))
    // The larger glyph overhangs the line evenly, to the pixel.
    #expect(abs(large.alignmentRectInsets.top - large.alignmentRectInsets.bottom) <= 1.0 / 3 + 0.001)
  }

  @Test("An image that is not a symbol has no alignment insets")
  func plainImage() {
    #expect(UIImage().alignmentRectInsets == .zero)
  }

  @Test("An image view constrained on both axes has the glyph's height around its alignment rect")
  func constrainedImageView() throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 20),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    let shown = try #require(view._displayedImage)
    let insets = shown.alignmentRectInsets
    #expect(view.alignmentRectInsets == insets)
    // The rect is the 17-point line on the screen's pixels: 20.5 at 2x, 20.33 at 3x.
    let rectHeight = shown.size.height - insets.top - insets.bottom
    #expect(abs(rectHeight - 20.5) < 0.001 || abs(rectHeight - 61.0 / 3) < 0.001)
    #expect(abs(view.frame.minY - (10 - insets.top)) < 0.001)
    #expect(abs(view.frame.height - (20 + insets.top + insets.bottom)) < 0.001)
    #expect(view.frame.width == 20)
  }
}
