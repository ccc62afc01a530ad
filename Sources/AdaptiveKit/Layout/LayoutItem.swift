/// Something a constraint can refer to: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
  /// The view whose hierarchy the item belongs to (the view itself, or a guide's owning view).
  var layoutHierarchyView: UIView? { get }
  /// A short name for constraint descriptions (`UILabel:0x…` in UIKit; here the class and a number).
  var layoutDebugName: String { get }
}

/// Numbers objects for descriptions, in creation order, so logs are stable from run to run.
///
/// Entries hold their object weakly: a freed object's address is reused by later objects, which
/// must get names of their own (not the dead object's class and number), and dead entries are
/// dropped so a long run (lint over thousands of scenes) does not keep a name per object ever made.
@MainActor
enum LayoutDebugNames {
  private struct Entry {
    weak var object: AnyObject?
    let name: String
  }

  /// Dead entries are swept when the table reaches this size, then at twice its live size.
  private static let minimumSweepSize = 4_096
  private static var counter = 0
  private static var names: [ObjectIdentifier: Entry] = [:]
  private static var sweepSize = minimumSweepSize

  static func name(for object: AnyObject) -> String {
    let key = ObjectIdentifier(object)
    if let entry = names[key], entry.object === object { return entry.name }
    counter += 1
    let name = "\((object as? UIView)?.describedClassName ?? "\(type(of: object))"):\(counter)"
    if names.count >= sweepSize {
      names = names.filter { $0.value.object != nil }
      sweepSize = Swift.max(minimumSweepSize, names.count * 2)
    }
    names[key] = Entry(object: object, name: name)
    return name
  }
}
