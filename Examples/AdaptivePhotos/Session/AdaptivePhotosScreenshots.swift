import AdaptiveKit
import Foundation
import Rendering

/// The pictures committed under Examples/AdaptivePhotos/Screenshots: an iPhone in portrait (the
/// list, a conversation, a photo) and an iPad in landscape (list and photo side by side), each as
/// SVG and PNG. Regenerate with `swift run AdaptivePhotos --screenshots Examples/AdaptivePhotos/Screenshots`.
@MainActor
enum AdaptivePhotosScreenshots {
  static let phoneName = "iPhone 15"
  static let padName = "iPad Pro 11\" (M4)"

  /// The devices the session runs on when none is named: an iPhone and an iPad.
  static func defaultDevices() -> [Device] {
    [Device.named(phoneName), Device.named(padName)].compactMap { $0 }
  }

  /// Plays the session on both devices and writes the chosen steps; returns the files written.
  static func write(into directory: URL) throws -> [URL] {
    guard let phone = Device.named(phoneName), let pad = Device.named(padName) else {
      throw AdaptivePhotosError("the device catalog lacks \(phoneName) or \(padName)")
    }
    let rasterizer = try PNGRasterizer()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let phoneSteps = try AdaptivePhotosScript.run(on: phone, startingIn: .portrait)
    let padSteps = try AdaptivePhotosScript.run(on: pad, startingIn: .landscapeLeft)
    // Step indexes into the script: launch, conversation, photo (rated); the iPhone rotated; the iPad's photo.
    let picks: [(name: String, step: SessionStep)] = [
      ("iphone-portrait-1-conversations", phoneSteps[0]),
      ("iphone-portrait-2-conversation", phoneSteps[1]),
      ("iphone-portrait-3-photo", phoneSteps[3]),
      ("iphone-landscape-side-by-side", phoneSteps[4]),
      ("ipad-landscape-photo", padSteps[3]),
    ]
    var written: [URL] = []
    for pick in picks {
      let svg = directory.appendingPathComponent(pick.name + ".svg")
      try AtomicFileWriter.write(Data(pick.step.drawing.text.utf8), to: svg)
      let png = directory.appendingPathComponent(pick.name + ".png")
      try AtomicFileWriter.write(try rasterizer.png(from: pick.step.drawing, scale: 1), to: png)
      written += [svg, png]
    }
    return written
  }
}
