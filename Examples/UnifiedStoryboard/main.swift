// swift run UnifiedStoryboard [--device NAME …] [--orientation portrait|landscape] [--render DIR]
//
// Launches Main.storyboard's split view on each device, prints what it shows, taps Select Game
// (a Show Detail segue) and prints the result — the game in the detail column on an iPad in
// landscape, pushed on an iPhone; the leaderboard only where the width is regular — then rotates.
// With --render, draws every step to SVG and writes one index.html showing them in order.
import AdaptiveKit
import Foundation
import Rendering
import SampleSupport

MainActor.assumeIsolated {
  let options = SampleCommandLine(
    usage: "UnifiedStoryboard [--device NAME …] [--orientation portrait|landscape] [--render DIR]", rendering: true)
  let devices = options.devices.isEmpty ? [Device.named("iPhone 15"), Device.named("iPad Pro 11\" (M4)")].compactMap { $0 } : options.devices
  var sections: [StepGallery.Section] = []
  do {
    for (index, device) in devices.enumerated() {
      let start = options.orientations?.first ?? (device.idiom == .pad ? .landscapeLeft : .portrait)
      let session = try GameMenuSession(device: device, orientation: start)
      var figures: [StepGallery.Figure] = []
      @MainActor func step(_ label: String, _ action: String) throws {
        print("\(label) \(session.summary)")
        guard let directory = options.renderDirectory else { return }
        let file = "device\(index + 1)-" + String(format: "%02d.svg", figures.count + 1)
        let drawing = WindowDrawing.draw(
          session.simulator.window, title: "\(device.name): \(action)", caption: "\(figures.count + 1). \(action)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try AtomicFileWriter.write(Data(drawing.text.utf8), to: directory.appendingPathComponent(file))
        figures.append(StepGallery.Figure(file: file, action: action, caption: session.summary))
      }
      try step("launch:     ", "Launch")
      try session.tapSelectGame()
      try step("Select Game:", "Tap Select Game")
      session.rotate(to: start == .portrait ? .landscapeLeft : .portrait)
      try step("rotated:    ", "Rotate")
      sections.append(StepGallery.Section(heading: device.name, figures: figures))
    }
    if let directory = options.renderDirectory {
      let page = directory.appendingPathComponent("index.html")
      try AtomicFileWriter.write(StepGallery.page(title: "Unified storyboard game menu", sections: sections), to: page)
      print(page.path)
    }
  } catch {
    SampleCommandLine.fail("\(error)")
  }
}
