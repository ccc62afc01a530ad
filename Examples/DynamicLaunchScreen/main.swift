// swift run DynamicLaunchScreen [--device NAME …] [--orientation portrait|landscape|both] [--render DIR]
//
// Validates LaunchScreen.xib against iOS's launch-screen rules, lays it out on every catalog
// device (or the ones named) in both orientations and prints what each shows; with --render,
// draws every configuration into one gallery page and prints its path.
import AdaptiveKit
import Foundation

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(2)
}

var deviceNames: [String] = []
var orientations: [UIInterfaceOrientation] = [.portrait, .landscapeLeft]
var renderDirectory: URL?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--device":
    guard let name = arguments.popFirst() else { fail("--device needs a device name") }
    deviceNames.append(name)
  case "--orientation":
    switch arguments.popFirst() {
    case "portrait": orientations = [.portrait]
    case "landscape": orientations = [.landscapeLeft]
    case "both": orientations = [.portrait, .landscapeLeft]
    default: fail("--orientation takes portrait, landscape or both")
    }
  case "--render":
    guard let path = arguments.popFirst() else { fail("--render needs a folder") }
    renderDirectory = URL(fileURLWithPath: path)
  case "-h", "--help":
    print("usage: DynamicLaunchScreen [--device NAME …] [--orientation portrait|landscape|both] [--render DIR]")
    exit(0)
  default:
    fail("unknown argument '\(argument)'")
  }
}

MainActor.assumeIsolated {
  let devices: [Device] =
    deviceNames.isEmpty
    ? Device.all
    : deviceNames.map { name in
      guard let device = Device.named(name) else {
        fail("unknown device '\(name)'; did you mean \(Device.suggestions(for: name).map { "'\($0)'" }.joined(separator: ", "))?")
      }
      return device
    }
  do {
    let session = try LaunchScreenSession()
    let problems = session.validate()
    print(problems.isEmpty ? "LaunchScreen.xib follows every launch-screen rule." : "LaunchScreen.xib breaks \(problems.count) launch-screen rule(s):")
    for problem in problems { print("  \(problem)") }
    for screen in try session.screens(devices: devices, orientations: orientations) { print(screen.line) }
    if let renderDirectory {
      let page = try session.render(devices: devices, orientations: orientations, into: renderDirectory)
      print(page.path)
    }
  } catch {
    fail("\(error)")
  }
}
