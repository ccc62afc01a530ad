import AdaptiveKit
import Foundation
import Testing

@testable import AdaptivePhotos

/// `--render DIR`: every step of the session as an SVG file, and one HTML page showing them in
/// order with what the user sees.
@MainActor
@Suite("Adaptive Photos renders every step of its session")
struct AdaptivePhotosRenderingTests {
  @Test("The iPad session writes one SVG per step and a page linking them")
  func renderPad() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let device = try #require(Device.named("iPad Pro 11\" (M4)"))
    let steps = try AdaptivePhotosScript.run(on: device, startingIn: .landscapeLeft)
    let files = try AdaptivePhotosScript.writeDrawings(steps, prefix: "ipad", into: directory)
    #expect(files.count == steps.count)
    #expect(files.first == "ipad-01.svg")
    let photoStep = try String(contentsOf: directory.appendingPathComponent(files[3]), encoding: .utf8)
    // Landscape iPad: the list and the photo side by side, the photo's caption drawn.
    #expect(photoStep.contains("City walk") && photoStep.contains("Over the red bridge"))
    #expect(photoStep.contains("width=\"1210\""))
    let page = AdaptivePhotosScript.page(sessions: [(device.name, steps, files)])
    #expect(page.components(separatedBy: "<img ").count - 1 == steps.count)
    #expect(page.contains("split view expanded"))
  }
}
