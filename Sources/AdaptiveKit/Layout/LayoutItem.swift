/// Something a constraint can refer to: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
  /// The view whose hierarchy the item belongs to (the view itself, or a guide's owning view).
  var layoutHierarchyView: UIView? { get }
  /// A short name for constraint descriptions (`UILabel:0x…` in UIKit; here the class and a number).
  var layoutDebugName: String { get }
}

/// Numbers objects for descriptions, in creation order, so logs are stable from run to run.
@MainActor
enum LayoutDebugNames {
  private static var counter = 0
  private static var names: [ObjectIdentifier: String] = [:]

  static func name(for object: AnyObject) -> String {
    let key = ObjectIdentifier(object)
    if let name = names[key] { return name }
    counter += 1
    let name = "\(type(of: object)):\(counter)"
    names[key] = name
    return name
  }
}
