// swift run UnifiedStoryboard [--device NAME …] [--orientation portrait|landscape]
//
// Launches Main.storyboard's split view on each device, prints what it shows, taps Select Game
// (a Show Detail segue) and prints the result — the game in the detail column on an iPad in
// landscape, pushed on an iPhone; the leaderboard only where the width is regular — then rotates.
import AdaptiveKit
import Foundation
import SampleSupport

MainActor.assumeIsolated {
  let options = SampleCommandLine(
    usage: "UnifiedStoryboard [--device NAME …] [--orientation portrait|landscape]", rendering: false)
  let devices = options.devices.isEmpty ? [Device.named("iPhone 15"), Device.named("iPad Pro 11\" (M4)")].compactMap { $0 } : options.devices
  for device in devices {
    let start = options.orientations?.first ?? (device.idiom == .pad ? .landscapeLeft : .portrait)
    do {
      let session = try GameMenuSession(device: device, orientation: start)
      print("launch:      \(session.summary)")
      try session.tapSelectGame()
      print("Select Game: \(session.summary)")
      session.rotate(to: start == .portrait ? .landscapeLeft : .portrait)
      print("rotated:     \(session.summary)")
    } catch {
      SampleCommandLine.fail("\(error)")
    }
  }
}
