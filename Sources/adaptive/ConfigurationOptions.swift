import AdaptiveKit
import ArgumentParser
import Foundation
import InterfaceBuilderCanvas
import Rendering

/// `--device`, `--orientation`, `--size-class` and the trait options: which configurations to render.
struct ConfigurationOptions: ParsableArguments {
  @Option(name: .customLong("device"), help: "A device or model name (repeatable; default: the standard matrix).")
  var devices: [String] = []

  @Option(help: "portrait, landscape or both.")
  var orientation: String = "both"

  @Option(name: .customLong("size-class"), help: "Only configurations with these size classes, as wC-hR (repeatable).")
  var sizeClasses: [String] = []

  @OptionGroup var traitOptions: TraitOptions

  /// The configurations asked for, each device configuration in every trait variant (the
  /// options', else the `.adaptive.yml` found from `paths`); throws an exit code after
  /// reporting a bad name.
  func configurations(searchingFrom paths: [String] = []) throws -> [RenderConfiguration] {
    let variants = try traitOptions.variants(searchingFrom: paths)
    return try deviceConfigurations().flatMap { configuration in variants.map { configuration.with($0) } }
  }

  /// The device, orientation and window configurations asked for, in the device's own settings.
  func deviceConfigurations() throws -> [RenderConfiguration] {
    var chosen: [Device] = []
    for name in devices {
      guard let device = Device.namedIncludingCanvas(name) else {
        let suggestions = Device.suggestions(for: name).map { "'\($0)'" }.joined(separator: ", ")
        throw CLIError.usage("unknown device '\(name)'; did you mean \(suggestions)? (see `adaptive devices`)")
      }
      if !chosen.contains(device) { chosen.append(device) }
    }
    if chosen.isEmpty { chosen = RenderConfiguration.standardDeviceNames.compactMap(Device.named) }
    let orientations: [UIInterfaceOrientation]
    switch orientation.lowercased() {
    case "portrait": orientations = [.portrait]
    case "landscape": orientations = [.landscapeLeft]
    case "both": orientations = [.portrait, .landscapeLeft]
    default: throw CLIError.usage("--orientation must be portrait, landscape or both, not '\(orientation)'")
    }
    var wanted: [SizeClassPair] = []
    for text in sizeClasses {
      guard let pair = Self.sizeClassPair(text) else {
        throw CLIError.usage("--size-class must look like wC-hR (w/h then C or R), not '\(text)'")
      }
      wanted.append(pair)
    }
    var result: [RenderConfiguration] = []
    for device in chosen {
      for orientation in orientations where device.supports(orientation) {
        let full = RenderConfiguration(device: device, orientation: orientation)
        if wanted.isEmpty || wanted.contains(full.sizeClasses) {
          result.append(full)
          continue
        }
        // Multitasking windows give iPads the compact widths the full screen lacks.
        for window in device.multitaskingWindows(in: orientation) where wanted.contains(window.sizeClasses) {
          let configuration = RenderConfiguration(device: device, orientation: orientation, window: window)
          if !result.contains(where: { $0.device == device && $0.orientation == orientation && $0.sizeClasses == window.sizeClasses }) {
            result.append(configuration)
          }
        }
      }
    }
    guard !result.isEmpty else {
      throw CLIError.usage("no configuration of the chosen devices has size class \(sizeClasses.joined(separator: ", "))")
    }
    return result
  }

  /// `wC-hR` (case-insensitive, `-` optional) as a size-class pair.
  static func sizeClassPair(_ text: String) -> SizeClassPair? {
    let letters = Array(text.lowercased().filter { $0 != "-" && $0 != " " })
    guard letters.count == 4, letters[0] == "w", letters[2] == "h" else { return nil }
    func sizeClass(_ letter: Character) -> UIUserInterfaceSizeClass? {
      switch letter {
      case "c": .compact
      case "r": .regular
      default: nil
      }
    }
    guard let horizontal = sizeClass(letters[1]), let vertical = sizeClass(letters[3]) else { return nil }
    return SizeClassPair(horizontal: horizontal, vertical: vertical)
  }

  /// The same options as command-line arguments, for worker processes.
  var arguments: [String] {
    devices.flatMap { ["--device", $0] } + ["--orientation", orientation] + sizeClasses.flatMap { ["--size-class", $0] }
      + traitOptions.arguments
  }
}
