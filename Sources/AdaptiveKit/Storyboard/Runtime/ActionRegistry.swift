import Foundation

/// The action methods objects respond to, by selector name, so target-action and storyboard
/// actions can call them.
///
/// Without the Objective-C runtime a method cannot be found from its selector, so each
/// `@IBAction` is declared once: `ActionRegistry.register("save:", on: EditorController.self)
/// { controller, sender in controller.save(sender) }`. An unwind action (`@IBAction func
/// unwindToList(_ segue: UIStoryboardSegue)`) is registered the same way; its sender is the segue.
@MainActor
public enum ActionRegistry {
  struct Entry {
    let accepts: @MainActor (AnyObject) -> Bool
    let call: @MainActor (AnyObject, Any?) -> Void
  }

  private static var entries: [String: [Entry]] = [:]

  /// Declares that instances of `type` (and subclasses) respond to `action` (a selector name such
  /// as `"save:"`) by running `handler` with the receiver and the sender.
  public static func register<Target: AnyObject>(
    _ action: String, on type: Target.Type, _ handler: @escaping @MainActor (Target, Any?) -> Void
  ) {
    entries[action, default: []].insert(
      Entry(
        accepts: { $0 is Target },
        call: { object, sender in if let target = object as? Target { handler(target, sender) } }),
      at: 0)
  }

  /// Whether `target` responds to `action`.
  public static func responds(_ target: AnyObject, to action: String) -> Bool {
    candidates(for: action).contains { $0.accepts(target) }
  }

  /// Runs `action` on `target`; returns `false` when the target does not respond to it.
  @discardableResult
  public static func perform(_ action: String, on target: AnyObject, sender: Any?) -> Bool {
    guard let entry = candidates(for: action).first(where: { $0.accepts(target) }) else { return false }
    entry.call(target, sender)
    return true
  }

  /// The entries for `action`, then for the same method written with another argument form
  /// (`save:` and `save` and `save:forEvent:` name one Swift method).
  private static func candidates(for action: String) -> [Entry] {
    let base = baseName(action)
    var result = entries[action] ?? []
    for (name, list) in entries where name != action && baseName(name) == base { result += list }
    return result
  }

  private static func baseName(_ action: String) -> Substring {
    action.prefix { $0 != ":" }
  }
}
