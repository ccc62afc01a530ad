import AdaptiveKit

/// Paths of the image fixtures written by `Fixtures/make-images.py`.
enum ImageFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  /// A bundle folder of loose image files (scale and device suffixes, other formats, broken files).
  static let imagesFolder = folder.appendingPathComponent("Images")
  /// A bundle folder holding `Assets.xcassets`.
  static var catalogBundle: Bundle { Bundle(path: folder.path)! }
  static var imagesBundle: Bundle { Bundle(path: imagesFolder.path)! }
  static let catalogURL = folder.appendingPathComponent("Assets.xcassets")

  static func path(_ name: String) -> String { imagesFolder.appendingPathComponent(name).path }

  /// A trait collection for a lookup on a device of `scale` and `idiom` with optional extra traits.
  static func traits(
    scale: CGFloat, idiom: UIUserInterfaceIdiom, _ more: (inout any UIMutableTraits) -> Void = { _ in }
  ) -> UITraitCollection {
    UITraitCollection { traits in
      traits.displayScale = scale
      traits.userInterfaceIdiom = idiom
      more(&traits)
    }
  }

  /// A fresh temporary folder for tests that write broken catalogs.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptivekit-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
