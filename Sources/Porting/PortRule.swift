/// What a change made by `adaptive port` is for; the raw value is the stable id reports use.
public enum PortRule: String, Codable, CaseIterable, Sendable {
  /// `import UIKit` (and the Apple-only modules AdaptiveKit stands in for) → `import AdaptiveKit`.
  case importModule = "import"
  /// A compilation condition true on iOS and false on Linux (`os(iOS)`, `canImport(UIKit)`).
  case platformCondition = "platform-condition"
  /// `#selector(…)` → `Selector("…")` with the Objective-C name Swift generates.
  case selector = "selector"
  /// `#keyPath(Type.a.b)` → `"a.b"`, the string Swift generates ("can only be used with the Objective-C runtime").
  case keyPath = "key-path"
  /// `@objc`, `@objc(name)` and `@objcMembers`, which need the Objective-C runtime.
  case objectiveCAttribute = "objc-attribute"
  /// `@IBOutlet` dropped; the property registered with `KeyValueCoding`.
  case outlet = "outlet"
  /// An `@IBInspectable` property registered with `KeyValueCoding` (the attribute stays).
  case inspectable = "inspectable"
  /// An `@IBAction` method registered with `ActionRegistry` (the attribute stays).
  case action = "action"
  /// A view controller or view class registered with `UIStoryboard.register(_:forClassName:)`.
  case storyboardClass = "storyboard-class"
  /// `@UIApplicationMain` (or `@main` on an application delegate) → a generated entry point.
  case applicationMain = "application-main"
  /// `type(of: x).description()`, which Swift finds on any class only through the Objective-C
  /// runtime, → the NSObject class method where the class has one, else the qualified name.
  case classDescription = "class-description"
  /// An override declared in an extension, renamed there and forwarded from the class's body.
  case extensionOverride = "extension-override"
  /// A file that could not be read as Swift.
  case source = "source"
}

/// One change `adaptive port` made, where the original has it.
public struct PortChange: Codable, Equatable, Sendable {
  /// The file, relative to the output folder.
  public let file: String
  /// The 1-based line in the original file (the port keeps every line where it was).
  public let line: Int
  public let rule: PortRule
  /// The original text.
  public let before: String
  /// The text written instead, or what was generated for it.
  public let after: String
}

/// Something `adaptive port` could not port, left as it was for a person to finish.
public struct PortProblem: Codable, Equatable, Sendable {
  /// The file, relative to the output folder.
  public let file: String
  /// The 1-based line in the original file.
  public let line: Int
  public let rule: PortRule
  /// What is wrong and what to do.
  public let message: String
}
