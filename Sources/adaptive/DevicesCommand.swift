import AdaptiveKit
import ArgumentParser
import Foundation

/// `adaptive devices`: the device catalog with sizes, scales, size classes and multitasking widths.
struct DevicesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List every device with its size in points, scale, idiom and size classes.")

  @Flag(name: .long, help: "Print the catalog as JSON.")
  var json = false

  @MainActor
  func run() async throws {
    let catalog = DeviceCatalogReport(devices: Device.all)
    if json {
      print(try catalog.jsonString())
    } else {
      print(catalog.table())
    }
  }
}
