import AdaptiveKit
import Foundation

/// One device, orientation, window and trait variant to render a scene in.
public struct RenderConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// The device.
  public var device: Device
  /// The interface orientation.
  public var orientation: UIInterfaceOrientation
  /// The multitasking window, when not full screen (iPad Split View and Slide Over).
  public var window: MultitaskingWindow?
  /// The user's settings besides the device: appearance, text size, direction, contrast, release.
  public var variant: TraitVariant

  /// A configuration (full screen unless a window is given, in the device's own settings unless
  /// a variant is).
  public init(
    device: Device, orientation: UIInterfaceOrientation, window: MultitaskingWindow? = nil,
    variant: TraitVariant = .deviceDefault
  ) {
    self.device = device
    self.orientation = orientation
    self.window = window
    self.variant = variant
  }

  /// This configuration with `variant`'s settings.
  public func with(_ variant: TraitVariant) -> RenderConfiguration {
    var copy = self
    copy.variant = variant
    return copy
  }

  /// Whether the orientation is landscape.
  public var isLandscape: Bool { orientation == .landscapeLeft || orientation == .landscapeRight }

  /// The size the app's window has: the screen's, or the multitasking window's.
  public var windowSize: CGSize { window?.size ?? device.size(in: orientation) }

  /// The window's size classes.
  public var sizeClasses: SizeClassPair { window?.sizeClasses ?? device.sizeClasses(in: orientation) }

  /// `portrait` or `landscape`.
  public var orientationName: String { isLandscape ? "landscape" : "portrait" }

  /// A short name for files: `iPhone-15-portrait`, `iPad-Air-11-M2-M3-landscape-splitHalf`,
  /// `iPhone-15-portrait-dark-AX5` (the variant's name last, nothing for the device's defaults).
  public var slug: String {
    var parts = [RenderConfiguration.slug(displayName), orientationName]
    if let window { parts.append(window.mode.rawValue) }
    // A variant asking only for defaults (`--layout-direction ltr`) has an empty name: no dash.
    let variantName = RenderConfiguration.slug(variant.slug)
    if !variantName.isEmpty { parts.append(variantName) }
    return parts.joined(separator: "-")
  }

  /// The name shown in galleries: the standard matrix's model name, else the catalog row.
  public var displayName: String { RenderConfiguration.preferredNames[device.name] ?? device.name }

  /// `iPhone 15 · portrait · wC hR`.
  public var description: String {
    var text = "\(displayName) · \(orientationName)"
    if let window { text += " · \(window.mode.rawValue)" }
    text += " · \(sizeClasses)"
    return variant.nameComponents.isEmpty ? text : text + " · \(variant)"
  }

  /// File-name-safe text: letters, digits and dashes.
  static func slug(_ text: String) -> String {
    var result = ""
    var lastWasDash = false
    for character in text {
      if character.isLetter || character.isNumber, character.isASCII {
        result.append(character)
        lastWasDash = false
      } else if !lastWasDash, !result.isEmpty {
        result.append("-")
        lastWasDash = true
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result
  }

  /// The model names the standard matrix uses for its catalog rows.
  static let preferredNames: [String: String] = Dictionary(
    uniqueKeysWithValues: standardDeviceNames.compactMap { name in Device.named(name).map { ($0.name, name) } })

  /// The devices `adaptive demo` renders on (each in portrait and landscape: 12 configurations).
  public static let standardDeviceNames = [
    "iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max", "iPad Air 11\" (M2/M3)",
    "iPad Pro 11\" (4th gen)", "iPad Pro 12.9\" (1st-6th gen)",
  ]

  /// The standard device matrix: six devices from the small iPhone to the large iPad, portrait
  /// then landscape.
  public static var standardMatrix: [RenderConfiguration] {
    standardDeviceNames.compactMap(Device.named).flatMap { device in
      [UIInterfaceOrientation.portrait, .landscapeLeft].map { RenderConfiguration(device: device, orientation: $0) }
    }
  }
}
