// swift run DynamicLaunchScreen [--device NAME …] [--orientation portrait|landscape|both] [--render DIR]
//
// Validates LaunchScreen.xib against iOS's launch-screen rules, lays it out on every catalog
// device (or the ones named) in both orientations and prints what each shows; with --render,
// draws every configuration into one gallery page and prints its path.
import AdaptiveKit
import Foundation
import SampleSupport

MainActor.assumeIsolated {
  let options = SampleCommandLine(
    usage: "DynamicLaunchScreen [--device NAME …] [--orientation portrait|landscape|both] [--render DIR]",
    rendering: true)
  let devices = options.devices.isEmpty ? Device.all : options.devices
  let orientations = options.orientations ?? [.portrait, .landscapeLeft]
  do {
    let session = try LaunchScreenSession()
    let problems = session.validate()
    print(problems.isEmpty ? "LaunchScreen.xib follows every launch-screen rule." : "LaunchScreen.xib breaks \(problems.count) launch-screen rule(s):")
    for problem in problems { print("  \(problem)") }
    for screen in try session.screens(devices: devices, orientations: orientations) { print(screen.line) }
    if let directory = options.renderDirectory {
      let page = try session.render(devices: devices, orientations: orientations, into: directory)
      print(page.path)
    }
  } catch {
    SampleCommandLine.fail("\(error)")
  }
}
