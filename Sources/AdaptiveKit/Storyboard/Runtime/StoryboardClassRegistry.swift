import Foundation
import InterfaceBuilder

/// The classes documents name in `customClass`, registered by the app.
///
/// Swift on Linux cannot find a class from its name (`NSClassFromString` needs the Objective-C
/// runtime), so the app registers each custom class once, under its bare or module-qualified
/// name; an unregistered class falls back to the UIKit class of the element, with a warning.
@MainActor
enum StoryboardClassRegistry {
  static var controllers: [String: UIViewController.Type] = [:]
  static var views: [String: UIView.Type] = [:]
  static var segues: [String: UIStoryboardSegue.Type] = [:]

  /// The entry for `className` in `module`: `Module.Class` first, then the bare name, then (when
  /// the document gives no module or the app target) any registration whose last component is it.
  static func lookup<Value>(_ table: [String: Value], className: String, module: String?) -> Value? {
    if let module, let qualified = table["\(module).\(className)"] { return qualified }
    if let bare = table[className] { return bare }
    if className.contains(".") { return table[String(className.split(separator: ".").last ?? "")] }
    let suffix = ".\(className)"
    let matches = table.filter { $0.key.hasSuffix(suffix) }
    return matches.count == 1 ? matches.first?.value : nil
  }

  /// Reports a custom class nobody registered, each time it is needed, as UIKit logs
  /// "Unknown class … in Interface Builder file".
  static func reportUnregistered(_ className: String, fallback: String, file: String, location: IBSourceLocation) {
    AdaptiveKitLog.shared.report(
      .storyboard,
      "\(file):\(location): Unknown class \(className) in Interface Builder file; using \(fallback) "
        + "(register it with UIStoryboard.register(_:forClassName:))")
  }
}

extension UIStoryboard {
  /// Registers a view controller class for documents whose `customClass` is `className` (bare,
  /// such as `"ListController"`, or module-qualified, `"MyApp.ListController"`). Storyboards
  /// create it with `init(coder:)`, as UIKit does.
  public static func register(_ type: UIViewController.Type, forClassName className: String) {
    StoryboardClassRegistry.controllers[className] = type
  }

  /// Registers a view class for documents whose `customClass` is `className`.
  public static func register(_ type: UIView.Type, forClassName className: String) {
    StoryboardClassRegistry.views[className] = type
  }

  /// Registers a segue class for custom segues whose `customClass` is `className`.
  public static func register(_ type: UIStoryboardSegue.Type, forClassName className: String) {
    StoryboardClassRegistry.segues[className] = type
  }
}
