import Foundation

/// Key-value coding for storyboards and nibs, which set outlets and user-defined runtime
/// attributes by name.
///
/// Swift without the Objective-C runtime cannot look a property up by its name, so an object's
/// keys are declared: register a writable key path with `KeyValueCoding.register(_:forKey:)`
/// (`@IBOutlet var label: UILabel!` becomes `KeyValueCoding.register(\MyController.label,
/// forKey: "label")`), or conform to `StoryboardKeyValueSettable` and switch on the key. UIKit's
/// own keys (`title`, `tag`, `hidden`, `alpha`, `text`, `layer.cornerRadius`…) are built in.
@preconcurrency @MainActor
public enum KeyValueCoding {
  /// The outcome of asking one setter.
  enum Outcome {
    case notApplicable
    case set
    case mismatch(valueType: String)
  }

  struct Entry {
    let set: @MainActor (AnyObject, Any?) -> Outcome
    let get: @MainActor (AnyObject) -> Any??
  }

  private static var registered: [String: [Entry]] = [:]
  private static let builtIn: [String: [Entry]] = makeBuiltInEntries()

  /// Declares `keyPath` as the key `key` of `Root` (and its subclasses), for outlets and runtime
  /// attributes; later registrations of a key for the same class win.
  public static func register<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, forKey key: String) {
    registered[key, default: []].insert(entry(keyPath), at: 0)
  }

  static func entry<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Entry {
    Entry(
      set: { object, value in
        guard let root = object as? Root else { return .notApplicable }
        guard let converted = convert(value, to: Value.self) else {
          return .mismatch(valueType: value.map { "\(type(of: $0))" } ?? "nil")
        }
        root[keyPath: keyPath] = converted
        return .set
      },
      get: { object in
        guard let root = object as? Root else { return nil }
        return .some(root[keyPath: keyPath])
      })
  }

  /// An entry that sets through `assign` (for properties whose key path would read before writing,
  /// such as a view controller's lazily loaded `view`).
  static func entry<Root: AnyObject, Value>(
    _ root: Root.Type, assign: @escaping @MainActor (Root, Value) -> Void, read: @escaping @MainActor (Root) -> Value
  ) -> Entry {
    Entry(
      set: { object, value in
        guard let root = object as? Root else { return .notApplicable }
        guard let converted = convert(value, to: Value.self) else {
          return .mismatch(valueType: value.map { "\(type(of: $0))" } ?? "nil")
        }
        assign(root, converted)
        return .set
      },
      get: { object in (object as? Root).map { .some(read($0)) } ?? nil })
  }

  static func entry<Root: AnyObject, Value>(readOnly keyPath: KeyPath<Root, Value>) -> Entry {
    Entry(
      set: { _, _ in .notApplicable },
      get: { object in
        guard let root = object as? Root else { return nil }
        return .some(root[keyPath: keyPath])
      })
  }

  /// Sets `value` for the single key `key` of `object`.
  static func set(_ value: Any?, forKey key: String, on object: AnyObject) throws(KeyValueCodingError) {
    for entry in (registered[key] ?? []) + (builtIn[key] ?? []) {
      switch entry.set(object, value) {
      case .notApplicable: continue
      case .set: return
      case .mismatch(let valueType):
        throw .typeMismatch(object: describe(object), key: key, valueType: valueType)
      }
    }
    if let settable = object as? any StoryboardKeyValueSettable, settable.setValue(value, forStoryboardKey: key) {
      return
    }
    throw .unknownKey(object: describe(object), key: key)
  }

  /// The value of the single key `key` of `object`.
  static func value(forKey key: String, of object: AnyObject) throws(KeyValueCodingError) -> Any? {
    for entry in (registered[key] ?? []) + (builtIn[key] ?? []) {
      if let value = entry.get(object) { return value }
    }
    throw .unknownKey(object: describe(object), key: key)
  }

  /// Sets `value` at a dotted key path, reading every component but the last.
  static func set(_ value: Any?, forKeyPath keyPath: String, on object: AnyObject) throws(KeyValueCodingError) {
    var components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let last = components.removeLast()
    var target = object
    for component in components {
      guard let next = try Self.value(forKey: component, of: target) as AnyObject?, !(next is NSNull) else {
        throw .unknownKey(object: describe(target), key: component)
      }
      target = next
    }
    try set(value, forKey: last, on: target)
  }

  /// Whether `object` has a declared key at the dotted `keyPath` (one of UIKit's built-in keys
  /// or a registered one), so a document's runtime attribute for it reached the object; an
  /// object that takes keys itself (`StoryboardKeyValueSettable`) is taken to have it.
  package static func declares(keyPath: String, on object: AnyObject) -> Bool {
    var components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let last = components.removeLast()
    var target = object
    for component in components {
      guard let next = (try? value(forKey: component, of: target)) as AnyObject?, !(next is NSNull) else { return false }
      target = next
    }
    if target is any StoryboardKeyValueSettable { return true }
    return ((registered[last] ?? []) + (builtIn[last] ?? [])).contains { $0.get(target) != nil }
  }

  static func describe(_ object: AnyObject) -> String {
    if let responder = object as? UIResponder { return responder.description }
    return "<\(type(of: object))>"
  }

  /// Converts what a document holds (numbers arrive as `Double`) to the key's type.
  static func convert<Value>(_ value: Any?, to type: Value.Type) -> Value? {
    guard let value else {
      // Only optional keys take nil.
      return (Optional<Any>.none as Any) as? Value
    }
    if let direct = value as? Value { return direct }
    if let number = value as? Double {
      for candidate in [Int(exactly: number.rounded(.towardZero)) as Any, CGFloat(number), Float(number), number != 0] {
        if let converted = candidate as? Value { return converted }
      }
    }
    if let flag = value as? Bool {
      for candidate in [flag ? 1 : 0, CGFloat(flag ? 1 : 0), Double(flag ? 1 : 0)] as [Any] {
        if let converted = candidate as? Value { return converted }
      }
    }
    return nil
  }
}

/// An object that takes values by key itself, for keys it has not registered with
/// `KeyValueCoding.register(_:forKey:)`.
@preconcurrency @MainActor
public protocol StoryboardKeyValueSettable: AnyObject {
  /// Sets `value` for `key`; returns `false` when the object has no such key.
  func setValue(_ value: Any?, forStoryboardKey key: String) -> Bool
}

/// A key-value coding failure, with UIKit's `NSUnknownKeyException` text for unknown keys.
public enum KeyValueCodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The object has no such key.
  case unknownKey(object: String, key: String)
  /// The value does not fit the key's type.
  case typeMismatch(object: String, key: String, valueType: String)

  public var description: String {
    switch self {
    case .unknownKey(let object, let key):
      return "[\(object) setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
    case .typeMismatch(let object, let key, let valueType):
      return "\(object): a \(valueType) does not fit the key \(key)"
    }
  }
}

extension UIResponder {
  /// Sets the property named `key`; stops with UIKit's `NSUnknownKeyException` message when there
  /// is none (see `KeyValueCoding` for how keys are declared).
  public func setValue(_ value: Any?, forKey key: String) {
    do { try KeyValueCoding.set(value, forKey: key, on: self) } catch { preconditionFailure(error.description) }
  }

  /// Sets the property at a dotted key path such as `layer.cornerRadius`; stops with UIKit's
  /// message when a component is unknown.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    do { try KeyValueCoding.set(value, forKeyPath: keyPath, on: self) } catch { preconditionFailure(error.description) }
  }

  /// The value of the property named `key`; stops with UIKit's message when there is none.
  public func value(forKey key: String) -> Any? {
    do { return try KeyValueCoding.value(forKey: key, of: self) } catch { preconditionFailure(error.description) }
  }

  /// Sets the property at `keyPath`, throwing instead of stopping when the key is unknown or the
  /// value does not fit.
  public func setValidatedValue(_ value: Any?, forKeyPath keyPath: String) throws(KeyValueCodingError) {
    try KeyValueCoding.set(value, forKeyPath: keyPath, on: self)
  }
}
