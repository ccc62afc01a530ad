import AdaptiveKit
import ArgumentParser
import Foundation

/// `adaptive devices`: the device catalog with sizes, scales, size classes and multitasking widths.
struct DevicesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List every device with its size in points, scale, idiom and size classes.",
    discussion: ExitStatus.helpText)

  @Option(name: .long, help: "text or json.")
  var format: ReportFormat?

  // The flag `--format json` replaced; kept so existing scripts still run.
  @Flag(name: .long, help: .hidden)
  var json = false

  @MainActor
  func run() async throws {
    let catalog = DeviceCatalogReport(devices: Device.all)
    if try ReportFormat.chosen(format: format, json: json) == .json {
      print(try catalog.jsonString())
    } else {
      print(catalog.table())
    }
  }
}
