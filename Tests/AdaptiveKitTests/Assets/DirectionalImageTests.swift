@testable import AdaptiveKit
import Foundation
import Testing

/// Directional image assets (iOS 9, Xcode's Direction setting of an image set) and flipped images.
@MainActor
@Suite("Directional images: sets that mirror for the other layout direction, flipped copies")
struct DirectionalImageTests {
  /// A bundle folder with a "Left to Right, Mirrors" set (`Back`: every slot `left-to-right`, a
  /// 16-pixel arrow) and a "Right to Left, Mirrors" set (`Forward`: every slot `right-to-left`).
  static func bundle() throws -> (Bundle, URL) {
    let folder = try ImageFixtures.temporaryFolder()
    let arrows = ImageFixtures.catalogURL.appendingPathComponent("Arrow.imageset")
    for (set, direction, file) in [("Back", "left-to-right", "arrow-ltr.png"), ("Forward", "right-to-left", "arrow-rtl.png")] {
      let setFolder = folder.appendingPathComponent("Assets.xcassets/\(set).imageset")
      try FileManager.default.createDirectory(at: setFolder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: arrows.appendingPathComponent(file), to: setFolder.appendingPathComponent(file))
      let contents = """
        {"images":[{"idiom":"universal","filename":"\(file)","scale":"2x","language-direction":"\(direction)"}],
         "info":{"author":"xcode","version":1}}
        """
      try Data(contents.utf8).write(to: setFolder.appendingPathComponent("Contents.json"))
    }
    return (try #require(Bundle(path: folder.path)), folder)
  }

  func image(_ name: String, in bundle: Bundle, _ direction: UITraitEnvironmentLayoutDirection) -> UIImage? {
    UIImage(named: name, in: bundle, compatibleWith: ImageFixtures.traits(scale: 2, idiom: .phone) {
      $0.layoutDirection = direction
    })
  }

  @Test("A Left to Right, Mirrors set serves both directions and flips right to left")
  func leftToRightMirrors() throws {
    let (bundle, folder) = try Self.bundle()
    defer { try? FileManager.default.removeItem(at: folder) }
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      let back = try #require(image("Back", in: bundle, direction), "found for \(direction)")
      #expect(back.size == CGSize(width: 8, height: 5))
      #expect(back.flipsForRightToLeftLayoutDirection)
      #expect(back.imageOrientation == .up)
      #expect(back._isDrawnMirrored(in: .rightToLeft))
      #expect(!back._isDrawnMirrored(in: .leftToRight))
    }
  }

  /// Unconfirmed how UIKit reports it: modelled as the artwork with a flipped orientation.
  @Test("A Right to Left, Mirrors set is shown as is right to left and mirrored left to right")
  func rightToLeftMirrors() throws {
    let (bundle, folder) = try Self.bundle()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rightToLeft = try #require(image("Forward", in: bundle, .rightToLeft))
    #expect(rightToLeft.imageOrientation == .up)
    #expect(!rightToLeft._isDrawnMirrored(in: .rightToLeft))
    let leftToRight = try #require(image("Forward", in: bundle, .leftToRight))
    #expect(leftToRight.size == CGSize(width: 9, height: 5))
    #expect(leftToRight.imageOrientation == .upMirrored)
    #expect(leftToRight._isDrawnMirrored(in: .leftToRight))
    #expect(!leftToRight.flipsForRightToLeftLayoutDirection)
  }

  @Test("A set with slots of both directions keeps one artwork per direction, unflipped")
  func bothDirections() throws {
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      let arrow = try #require(UIImage(named: "Arrow", in: ImageFixtures.catalogBundle, compatibleWith:
        ImageFixtures.traits(scale: 2, idiom: .phone) { $0.layoutDirection = direction }))
      #expect(!arrow.flipsForRightToLeftLayoutDirection)
      #expect(!arrow._isDrawnMirrored(in: .rightToLeft))
    }
  }

  @Test("imageFlippedForRightToLeftLayoutDirection() flips only right to left; the original stays")
  func flippedForRightToLeft() throws {
    let original = try #require(UIImage(contentsOfFile: ImageFixtures.path("Icon.png")))
    let flipped = original.imageFlippedForRightToLeftLayoutDirection()
    #expect(!original.flipsForRightToLeftLayoutDirection)
    #expect(flipped.flipsForRightToLeftLayoutDirection)
    #expect(flipped.size == original.size && flipped.scale == original.scale)
    #expect(flipped._isDrawnMirrored(in: .rightToLeft))
    #expect(!flipped._isDrawnMirrored(in: .leftToRight))
    #expect(flipped.imageOrientation == .up)
  }

  @Test("withHorizontallyFlippedOrientation() mirrors the orientation; twice gives it back")
  func horizontallyFlipped() throws {
    let original = try #require(UIImage(contentsOfFile: ImageFixtures.path("Icon.png")))
    let flipped = original.withHorizontallyFlippedOrientation()
    #expect(flipped.imageOrientation == .upMirrored)
    #expect(flipped._isDrawnMirrored(in: .leftToRight) && flipped._isDrawnMirrored(in: .rightToLeft))
    #expect(flipped.withHorizontallyFlippedOrientation().imageOrientation == .up)
    // Flipped for right to left as well, it turns back there.
    let both = flipped.imageFlippedForRightToLeftLayoutDirection()
    #expect(!both._isDrawnMirrored(in: .rightToLeft))
  }

  /// A horizontal flip of what is shown is a vertical flip turned half way round; public image
  /// code pairs vertical flips `.up`–`.downMirrored`, `.left`–`.rightMirrored`, so each
  /// orientation's horizontal flip is its own mirrored form.
  @Test("A horizontal flip pairs each orientation with its mirrored form")
  func orientationPairs() {
    let pairs: [(UIImage.Orientation, UIImage.Orientation)] = [
      (.up, .upMirrored), (.down, .downMirrored), (.left, .leftMirrored), (.right, .rightMirrored),
    ]
    for (plain, mirrored) in pairs {
      #expect(plain.horizontallyFlipped == mirrored)
      #expect(mirrored.horizontallyFlipped == plain)
    }
  }
}
