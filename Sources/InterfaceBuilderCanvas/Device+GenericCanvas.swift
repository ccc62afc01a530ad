import AdaptiveKit
import Foundation

/// Interface Builder's generic canvas, which is not a device: AdaptiveKit's device table holds
/// only real iPhones and iPads, and the canvas adds its own screen here.
extension Device {
  /// The generic 600×600 canvas of Xcode 6–7 size-class storyboards: Any width, Any height.
  public static let generic = Device.canvas(name: "Generic", size: CGSize(width: 600, height: 600))

  /// The catalog device `name` names (`named(_:)`), or the generic canvas for "generic" (its
  /// name, in any case): what the commands accept for a device.
  public static func namedIncludingCanvas(_ name: String) -> Device? {
    let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
    if wanted == "generic" || wanted == generic.name.lowercased() { return generic }
    return named(name)
  }
}
