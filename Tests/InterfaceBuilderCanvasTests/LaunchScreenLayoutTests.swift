import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A launch screen is laid out for whatever device and orientation the app launches in
/// (behaviour §13): the Xcode 6 template xib on every catalog device in every orientation it takes.
@MainActor
@Suite("Launch screens lay out on every device and orientation")
struct LaunchScreenLayoutTests {
  @Test("The template's title sits at a third of the height with its width class's font; the footer 20 points up")
  func everyDeviceAndOrientation() throws {
    let document = try SceneFixtures.document("LaunchScreen.xib")
    var laidOut = 0
    for device in Device.all {
      for orientation in UIInterfaceOrientation.allCases where device.supports(orientation) {
        let name = "\(device.name) \(orientation)"
        let (result, messages) = try AdaptiveKitLog.shared.capture {
          try SceneHost.layout(sceneID: "lsr-la-unc", in: document, device: device, orientation: orientation)
        }
        let layout = result
        #expect(messages.isEmpty, "\(name): \(messages)")
        let size = device.size(in: orientation)
        #expect(layout.rootView.frame.size == size, "\(name)")
        let title = try #require(layout.frameInRoot(ofViewWithID: "ttl-la-unc"), "\(name)")
        // Frames snap to the pixel grid: a centre may sit half a point off on a 2x screen.
        #expect(abs(title.midY - (size.height / 3 + 1)) <= 0.5, "\(name): title at \(title)")
        #expect(abs(title.midX - size.width / 2) <= 0.5, "\(name): title at \(title)")
        let compact = device.sizeClasses(in: orientation).horizontal == .compact
        #expect((layout.view(withID: "ttl-la-unc") as? UILabel)?.font.pointSize == (compact ? 24 : 36), "\(name)")
        let footer = try #require(layout.frameInRoot(ofViewWithID: "cpy-la-unc"), "\(name)")
        #expect(abs(footer.maxY - (size.height - 20)) <= 0.5, "\(name): footer at \(footer)")
        laidOut += 1
      }
    }
    #expect(laidOut >= Device.all.count * 3)
  }
}
