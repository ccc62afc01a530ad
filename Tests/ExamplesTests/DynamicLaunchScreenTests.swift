import AdaptiveKit
import Foundation
import Testing

@testable import DynamicLaunchScreen

/// The seeds' dynamic launch screen: one xib with Auto Layout replaces a launch image per device;
/// a compact-width font variation makes the title smaller on iPhones in portrait.
@MainActor
@Suite("The dynamic launch screen sample lays out on every device")
struct DynamicLaunchScreenTests {
  @Test("LaunchScreen.xib follows every launch-screen rule")
  func followsTheRules() throws {
    #expect(try LaunchScreenSession().validate().isEmpty)
  }

  @Test("Compact width gets the smaller title and footer; regular width the full size")
  func fontVariation() throws {
    let session = try LaunchScreenSession()
    let phone = try session.screen(on: try #require(Device.named("iPhone 15")), orientation: .portrait)
    #expect(phone.sizeClasses == "C-R")
    #expect(phone.titleFontSize == 30 && phone.footerFontSize == 11)
    let pad = try session.screen(on: try #require(Device.named("iPad Air 2")), orientation: .portrait)
    #expect(pad.sizeClasses == "R-R")
    #expect(pad.titleFontSize == 40 && pad.footerFontSize == 14)
    // A Plus in landscape is regular width: the full-size title comes back.
    let plus = try session.screen(on: try #require(Device.named("iPhone 8 Plus")), orientation: .landscapeLeft)
    #expect(plus.sizeClasses == "R-C")
    #expect(plus.titleFontSize == 40)
  }

  @Test("On every catalog device and orientation the title sits centered a third of the way down and the footer 20 points above the bottom")
  func everyDevice() throws {
    let session = try LaunchScreenSession()
    let screens = try session.screens(devices: Device.all, orientations: [.portrait, .landscapeLeft])
    #expect(screens.count >= Device.all.count)
    for screen in screens {
      let name = "\(screen.device) \(screen.orientation)"
      #expect(abs(screen.titleFrame.midX - screen.screenSize.width / 2) <= 0.5, "title off center on \(name)")
      #expect(abs(screen.titleFrame.midY - screen.screenSize.height / 3) <= 0.5, "title not a third down on \(name)")
      #expect(abs(screen.footerFrame.maxY - (screen.screenSize.height - 20)) <= 0.5, "footer misplaced on \(name)")
      #expect(screen.titleFrame.minX >= 20 && screen.titleFrame.maxX <= screen.screenSize.width - 20, "title clipped on \(name)")
    }
  }

  @Test("Rendering writes one gallery page with every configuration")
  func render() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("launch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let devices = [try #require(Device.named("iPhone 15")), try #require(Device.named("iPad Air 2"))]
    let page = try LaunchScreenSession().render(devices: devices, orientations: [.portrait, .landscapeLeft], into: directory)
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("Adaptive Photos"))
    #expect(html.components(separatedBy: "<svg").count - 1 >= 4)
  }
}
