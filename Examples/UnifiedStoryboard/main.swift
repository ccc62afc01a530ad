// swift run UnifiedStoryboard [--device NAME] [--orientation portrait|landscape]
//
// Launches Main.storyboard's split view on the device, prints what it shows, taps Select Game
// (a Show Detail segue) and prints the result: the game in the detail column on an iPad in
// landscape, pushed on an iPhone; the leaderboard only where the width is regular.
import AdaptiveKit
import Foundation

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(2)
}

var deviceNames: [String] = []
var orientation: UIInterfaceOrientation?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--device":
    guard let name = arguments.popFirst() else { fail("--device needs a device name") }
    deviceNames.append(name)
  case "--orientation":
    switch arguments.popFirst() {
    case "portrait": orientation = .portrait
    case "landscape": orientation = .landscapeLeft
    default: fail("--orientation takes portrait or landscape")
    }
  case "-h", "--help":
    print("usage: UnifiedStoryboard [--device NAME …] [--orientation portrait|landscape]")
    exit(0)
  default:
    fail("unknown argument '\(argument)'")
  }
}

MainActor.assumeIsolated {
  let names = deviceNames.isEmpty ? ["iPhone 15", "iPad Pro 11\" (M4)"] : deviceNames
  for name in names {
    guard let device = Device.named(name) else {
      fail("unknown device '\(name)'; did you mean \(Device.suggestions(for: name).map { "'\($0)'" }.joined(separator: ", "))?")
    }
    let start = orientation ?? (device.idiom == .pad ? .landscapeLeft : .portrait)
    do {
      let session = try GameMenuSession(device: device, orientation: start)
      print("launch:      \(session.summary)")
      try session.tapSelectGame()
      print("Select Game: \(session.summary)")
      session.rotate(to: start == .portrait ? .landscapeLeft : .portrait)
      print("rotated:     \(session.summary)")
    } catch {
      fail("\(error)")
    }
  }
}
