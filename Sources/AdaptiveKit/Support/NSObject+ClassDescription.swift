import Foundation

extension NSObject {
  /// The class's name, as `NSObject.description()` gives it on Apple platforms: `UIView` for
  /// UIKit's classes, `Module.Class` for Swift classes of other modules.
  public class func description() -> String {
    let qualified = String(reflecting: self)
    return qualified.hasPrefix(uiKitModulePrefix) ? String(qualified.dropFirst(uiKitModulePrefix.count)) : qualified
  }

  /// Where AdaptiveKit's own classes are, the classes UIKit names without a module.
  private static let uiKitModulePrefix = "AdaptiveKit."
}
