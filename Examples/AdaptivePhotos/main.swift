// swift run AdaptivePhotos [--device NAME …] [--orientation portrait|landscape] [--render DIR]
//                          [--screenshots DIR]
//
// Launches the Adaptive Photos sample (built from code, as the seeds describe) on an iPhone and an
// iPad (or the devices named), plays the seeds' narrative — pick a conversation, pick a photo,
// rate it, rotate, open the profile and rotate it — and prints what a user sees after each step.
// --render DIR draws every step to SVG plus one index.html; --screenshots DIR writes the README's
// PNG and SVG pictures (an iPhone in portrait, an iPad in landscape).
import AdaptiveKit
import Foundation
import Rendering
import SampleSupport

MainActor.assumeIsolated {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var screenshots: URL?
  if let index = arguments.firstIndex(of: "--screenshots") {
    guard index + 1 < arguments.count else { SampleCommandLine.fail("--screenshots needs a folder") }
    screenshots = URL(fileURLWithPath: arguments[index + 1])
    arguments.removeSubrange(index...(index + 1))
  }
  let options = SampleCommandLine(
    arguments,
    usage: "AdaptivePhotos [--device NAME …] [--orientation portrait|landscape] [--render DIR] [--screenshots DIR]",
    rendering: true)
  do {
    if let screenshots {
      for file in try AdaptivePhotosScreenshots.write(into: screenshots) { print(file.path) }
      return
    }
    let devices = options.devices.isEmpty ? AdaptivePhotosScreenshots.defaultDevices() : options.devices
    var sessions: [(device: String, steps: [SessionStep], files: [String])] = []
    for (index, device) in devices.enumerated() {
      let start = options.orientations?.first ?? (device.idiom == .pad ? .landscapeLeft : .portrait)
      print("== \(device.name) ==")
      let steps = try AdaptivePhotosScript.run(on: device, startingIn: start)
      for (number, step) in steps.enumerated() {
        print("\(number + 1). \(step.action)")
        for line in step.screen.lines { print("   \(line)") }
      }
      var files: [String] = []
      if let directory = options.renderDirectory {
        files = try AdaptivePhotosScript.writeDrawings(steps, prefix: "device\(index + 1)", into: directory)
      }
      sessions.append((device.name, steps, files))
    }
    if let directory = options.renderDirectory {
      let page = directory.appendingPathComponent("index.html")
      try AtomicFileWriter.write(AdaptivePhotosScript.page(sessions: sessions), to: page)
      print(page.path)
    }
  } catch {
    SampleCommandLine.fail("\(error)")
  }
}
