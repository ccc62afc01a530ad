import AdaptiveKit
import Foundation

/// The device catalog as text and JSON for `adaptive devices`.
struct DeviceCatalogReport {
  let devices: [Device]

  struct Classes: Encodable {
    let horizontal: String
    let vertical: String
  }

  struct Window: Encodable {
    let mode: String
    let orientation: String
    let width: Double
    let height: Double
    let sizeClasses: Classes
  }

  struct Entry: Encodable {
    let name: String
    let models: [String]
    let idiom: String
    let width: Double
    let height: Double
    let scale: Double
    let ibDeviceId: String?
    let portrait: Classes
    let landscape: Classes
    let multitasking: [Window]
  }

  static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
    switch sizeClass {
    case .compact: return "compact"
    case .regular: return "regular"
    case .unspecified: return "unspecified"
    }
  }

  static func classes(_ pair: SizeClassPair) -> Classes {
    Classes(horizontal: name(pair.horizontal), vertical: name(pair.vertical))
  }

  var entries: [Entry] {
    devices.map { device in
      Entry(
        name: device.name, models: device.models, idiom: device.idiom == .pad ? "pad" : "phone",
        width: Double(device.portraitSize.width), height: Double(device.portraitSize.height),
        scale: Double(device.scale), ibDeviceId: device.ibDeviceId,
        portrait: Self.classes(device.portraitSizeClasses),
        landscape: Self.classes(device.landscapeSizeClasses),
        multitasking: device.multitaskingWindows.map {
          Window(
            mode: $0.mode.rawValue, orientation: $0.isLandscape ? "landscape" : "portrait",
            width: Double($0.size.width), height: Double($0.size.height),
            sizeClasses: Self.classes($0.sizeClasses))
        })
    }
  }

  func jsonString() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(entries), as: UTF8.self)
  }

  func table() -> String {
    func pad(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    var lines = [
      pad("DEVICE", 52) + pad("POINTS", 11) + pad("SCALE", 7) + pad("IDIOM", 7) + pad("PORTRAIT", 10)
        + "LANDSCAPE"
    ]
    for device in devices {
      let size = "\(Int(device.portraitSize.width))x\(Int(device.portraitSize.height))"
      lines.append(
        pad(device.name, 52) + pad(size, 11) + pad("@\(Int(device.scale))x", 7)
          + pad(device.idiom == .pad ? "pad" : "phone", 7) + pad(device.portraitSizeClasses.description, 10)
          + device.landscapeSizeClasses.description)
      for window in device.multitaskingWindows where window.mode != .fullScreen {
        let orientation = window.isLandscape ? "landscape" : "portrait"
        lines.append(
          "    " + pad("\(window.mode.rawValue) (\(orientation))", 48)
            + pad("\(Int(window.size.width))x\(Int(window.size.height))", 35) + window.sizeClasses.description)
      }
    }
    return lines.joined(separator: "\n")
  }
}
