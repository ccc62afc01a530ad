import AdaptiveKit
import Foundation
import Testing

/// A symbol image's size follows its configured point size and scale, as UIKit's does.
@Suite("A symbol image's size follows its configured point size and scale")
struct SymbolImageSizeTests {
  /// Sizes Interface Builder recorded for image views UIKit sized to their symbol (the evidence
  /// rows of `SymbolImageMetrics`): name, point size (nil: unconfigured), display scale, size.
  static let recorded: [(name: String, pointSize: CGFloat?, displayScale: CGFloat, size: CGSize)] = [
    ("info.circle", nil, 2, CGSize(width: 20, height: 19)),
    ("tag.fill", nil, 3, CGSize(width: 68.0 / 3, height: 21)),
    ("rectangle.portrait.and.arrow.right", nil, 3, CGSize(width: 70.0 / 3, height: 20)),
    // tinode recorded 19 × 19.5 with Xcode 14's lock (125:128); Xcode 16's lock, which the
    // proportions table keeps (xdripswift, 111:128), is narrower at the same height.
    ("lock", 18, 2, CGSize(width: 17, height: 19.5)),
    ("trash", 18, 2, CGSize(width: 20.5, height: 22)),
  ]

  static func symbol(
    _ name: String, _ configuration: UIImage.SymbolConfiguration = .unspecified, displayScale: CGFloat = 2
  ) throws -> UIImage {
    try #require(
      UIImage(systemName: name, withConfiguration: configuration.withTraitCollection(UITraitCollection(displayScale: displayScale))))
  }

  @Test("Symbols measure what Interface Builder recorded for them", arguments: recorded.indices)
  func recordedSizes(index: Int) throws {
    let row = Self.recorded[index]
    let configuration = row.pointSize.map { UIImage.SymbolConfiguration(pointSize: $0) } ?? .unspecified
    let size = try Self.symbol(row.name, configuration, displayScale: row.displayScale).size
    // The longer side is the measured one; the shorter follows proportions listed to 1/128,
    // so it may land one half-point pixel away.
    if row.size.width >= row.size.height {
      #expect(size.width == row.size.width, "\(row.name)")
      #expect(abs(size.height - row.size.height) <= 0.5, "\(row.name): \(size)")
    } else {
      #expect(size.height == row.size.height, "\(row.name)")
      #expect(abs(size.width - row.size.width) <= 0.5, "\(row.name): \(size)")
    }
  }

  @Test("An unconfigured symbol is a 17-point one, whatever the content size category")
  func defaultPointSize() throws {
    let plain = try #require(UIImage(systemName: "trash"))
    let seventeen = try Self.symbol("trash", UIImage.SymbolConfiguration(pointSize: 17), displayScale: plain.scale)
    #expect(plain.size == seventeen.size)
    let huge = try #require(
      UIImage(
        systemName: "trash",
        compatibleWith: UITraitCollection(traitsFrom: [
          UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
          UITraitCollection(displayScale: plain.scale),
        ])))
    #expect(huge.size == plain.size)
  }

  @Test("Point size scales a symbol linearly, to the pixel")
  func pointSizeScales() throws {
    let small = try Self.symbol("plus", UIImage.SymbolConfiguration(pointSize: 20))
    let large = try Self.symbol("plus", UIImage.SymbolConfiguration(pointSize: 40))
    #expect(abs(large.size.width - 2 * small.size.width) <= 0.5)
    #expect(abs(large.size.height - 2 * small.size.height) <= 0.5)
    #expect(large.size.width > small.size.width)
  }

  @Test("The small scale is about 20 % smaller and the large about 30 % larger than medium")
  func symbolScales() throws {
    let medium = try Self.symbol("trash", UIImage.SymbolConfiguration(pointSize: 40, weight: .regular, scale: .medium))
    let small = try Self.symbol("trash", UIImage.SymbolConfiguration(pointSize: 40, weight: .regular, scale: .small))
    let large = try Self.symbol("trash", UIImage.SymbolConfiguration(pointSize: 40, weight: .regular, scale: .large))
    let byDefault = try Self.symbol("trash", UIImage.SymbolConfiguration(pointSize: 40, weight: .regular, scale: .default))
    #expect(abs(small.size.height / medium.size.height - 0.8) < 0.02)
    #expect(abs(large.size.height / medium.size.height - 1.3) < 0.02)
    #expect(byDefault.size == medium.size)
  }

  @Test("A text style configuration follows the content size category; a font one uses the font's size")
  func textStyleAndFont() throws {
    let body = UIImage.SymbolConfiguration(textStyle: .body)
    let large = try Self.symbol("gear", body)
    let accessible = try #require(
      UIImage(
        systemName: "gear",
        withConfiguration: body.withTraitCollection(
          UITraitCollection(traitsFrom: [
            UITraitCollection(preferredContentSizeCategory: .accessibilityLarge), UITraitCollection(displayScale: 2),
          ]))))
    #expect(accessible.size.width > large.size.width)
    let font = try Self.symbol("gear", UIImage.SymbolConfiguration(font: .systemFont(ofSize: 30)))
    let points = try Self.symbol("gear", UIImage.SymbolConfiguration(pointSize: 30))
    #expect(font.size == points.size)
  }

  @Test("A symbol's scale is the display scale it is for")
  func imageScale() throws {
    #expect(try Self.symbol("gear", displayScale: 3).scale == 3)
    #expect(try Self.symbol("gear", displayScale: 2).scale == 2)
  }

  @Test("Names that cannot be symbol names give nil", arguments: [
    "", "Gear", "gear..fill", "gear fill", ".gear",
  ])
  func names(name: String) throws {
    #expect(UIImage(systemName: name) == nil)
  }

  @Test("A well-formed name AdaptiveKit has no proportions for is square, and says so once")
  func unknownName() throws {
    let (image, messages) = AdaptiveKitLog.shared.capture { UIImage(systemName: "adaptivekit.unlisted.symbol") }
    let symbol = try #require(image)
    #expect(symbol.size.width == symbol.size.height)
    #expect(symbol.isSymbolImage)
    #expect(messages.contains { $0.category == .assets && $0.text.contains("adaptivekit.unlisted.symbol") })
  }
}
