import Foundation

// UIKit re-exports the Objective-C runtime, and libraries attach state to views and constraints
// with its associated objects. Linux has no such runtime, so AdaptiveKit keeps the table itself:
// keyed by the object's identity and the key's address, holding a weak reference to the object
// so a dead object's entry is never mistaken for a new object at the same address.

/// How an associated value is held, with the Objective-C runtime's raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// Not retained: AdaptiveKit holds an object weakly (it reads back as nil once released) where
  /// the runtime would keep a dangling pointer.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// Retained.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// Copied (`NSCopying` objects; values are copies already).
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// Retained, atomically (every access takes the table's lock here).
  case OBJC_ASSOCIATION_RETAIN = 769
  /// Copied, atomically.
  case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (nil removes it), as the Objective-C runtime does.
/// `object` must be a class instance; a value type has no identity to attach to, so nothing is kept.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  guard let owner = AssociatedObjects.owner(of: object) else { return }
  let held = value.map { AssociatedObjects.Held(value: $0, policy: policy) }
  // The replaced value is released after the lock is dropped: its deinit may use the table.
  let replaced = AssociatedObjects.table.withLock { table in table.set(held, on: owner, key: key) }
  withExtendedLifetime(replaced) {}
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  guard let owner = AssociatedObjects.owner(of: object) else { return nil }
  return AssociatedObjects.table.withLock { table in table.value(on: owner, key: key) }
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
  guard let owner = AssociatedObjects.owner(of: object) else { return }
  let removed = AssociatedObjects.table.withLock { table in table.entries.removeValue(forKey: ObjectIdentifier(owner)) }
  withExtendedLifetime(removed) {}
}

enum AssociatedObjects {
  /// One associated value and how it is held.
  struct Held {
    private let strong: Any?
    private weak var weak: AnyObject?

    init(value: Any, policy: objc_AssociationPolicy) {
      switch policy {
      case .OBJC_ASSOCIATION_ASSIGN:
        if type(of: value) is AnyClass {
          strong = nil
          weak = value as AnyObject
        } else {
          strong = value
        }
      case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        strong = (value as? NSCopying)?.copy(with: nil) ?? value
      case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        strong = value
      }
    }

    var value: Any? { strong ?? weak }
  }

  /// The values of one live object.
  struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Held] = [:]
  }

  struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    /// Entry count after the last sweep; a sweep runs when the table has doubled since.
    private var countAfterSweep = 0

    /// Stores `held` (or removes the key when nil); returns what it replaced, for release outside the lock.
    mutating func set(_ held: Held?, on owner: AnyObject, key: UnsafeRawPointer) -> [Any?] {
      var released: [Any?] = []
      let id = ObjectIdentifier(owner)
      if let existing = entries[id], existing.owner !== owner {
        // A dead object's entry at a reused address.
        released.append(entries.removeValue(forKey: id))
      }
      var entry = entries[id] ?? Entry(owner: owner)
      released.append(entry.values[key]?.value)
      entry.values[key] = held
      entries[id] = entry.values.isEmpty ? nil : entry
      if entries.count > Swift.max(AssociatedObjects.minimumSweepCount, countAfterSweep * 2) {
        released.append(contentsOf: sweep())
      }
      return released
    }

    func value(on owner: AnyObject, key: UnsafeRawPointer) -> Any? {
      guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
      return entry.values[key]?.value
    }

    /// Drops the entries of released objects that had no `deinit` hook to remove them.
    private mutating func sweep() -> [Any?] {
      let dead = entries.filter { $0.value.owner == nil }
      for id in dead.keys { entries.removeValue(forKey: id) }
      countAfterSweep = entries.count
      return Array(dead.values)
    }
  }

  /// Below this many entries the table is never swept; AdaptiveKit's own classes remove their
  /// entries in `deinit`, so only foreign objects ever wait for a sweep.
  static let minimumSweepCount = 64

  static let table = LockedValue(Table())

  /// The class instance behind `object`, looking through optionals as the runtime's bridging does.
  static func owner(of object: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: object)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { owner(of: $0.value) }
    }
    guard type(of: object) is AnyClass else { return nil }
    return object as AnyObject
  }

  /// Removes a released object's values; AdaptiveKit's root classes call it from `deinit`.
  static func release(_ id: ObjectIdentifier) {
    let removed = table.withLock { table -> Entry? in
      guard !table.entries.isEmpty else { return nil }
      return table.entries.removeValue(forKey: id)
    }
    withExtendedLifetime(removed) {}
  }
}
