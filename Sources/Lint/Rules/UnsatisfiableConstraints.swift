import InterfaceBuilder

/// Required constraints that cannot all hold in some configuration: UIKit breaks one of them at
/// run time and logs "Unable to simultaneously satisfy constraints".
public struct UnsatisfiableConstraints: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "layout.unsatisfiable", defaultSeverity: .error,
    summary: "Required constraints conflict: the engine must break one of them.")

  /// Creates the rule.
  public init() {}

  /// One finding per conflict (the same conflict in several configurations is reported once,
  /// naming them all), at the constraint the engine breaks, with a note at every constraint involved.
  public func check(_ input: LintInput) -> [Diagnostic] {
    let document = input.document
    var order: [[String]] = []
    var grouped: [[String]: (conflict: LayoutSurvey.Conflict, layout: LayoutSurvey.RootLayout, others: [Diagnostic.LayoutContext])] = [:]
    for layout in input.layoutSurvey.layouts where layout.isRepresentative {
      for conflict in layout.conflicts {
        let key =
          [layout.rootID, conflict.brokenID ?? ConstraintText.runtime(conflict.brokenDescription ?? conflict.text)]
          + conflict.involvedIDs.sorted()
        if grouped[key] == nil {
          order.append(key)
          grouped[key] = (conflict, layout, [])
        } else if grouped[key]?.layout.context != layout.context, grouped[key]?.others.contains(layout.context) == false {
          grouped[key]?.others.append(layout.context)
        }
      }
    }
    return order.compactMap { key in
      guard let (conflict, layout, others) = grouped[key] else { return nil }
      let anchorID = conflict.brokenID ?? conflict.involvedIDs.last ?? layout.rootID
      let location = document.element(withID: anchorID)?.location ?? document.element(withID: layout.rootID)?.location ?? .unknown
      var notes: [Diagnostic.Note] = []
      for id in conflict.involvedIDs {
        guard let constraint = document.object(withID: id)?.constraint else { continue }
        notes.append(Diagnostic.Note(constraint.location, objectID: id, "in the conflict: \(ConstraintText.describe(constraint, in: document))"))
      }
      let count = max(conflict.involvedIDs.count + conflict.systemDescriptions.count, 2)
      var message = "\(count) constraints cannot all be satisfied in \(layout.context)"
      if let broken = conflict.brokenID, let constraint = document.object(withID: broken)?.constraint {
        message += "; the engine breaks \(ConstraintText.describe(constraint, in: document))"
      } else if let broken = conflict.brokenDescription {
        // A conflict among constraints UIKit makes itself (stack views, intrinsic sizes).
        message += "; the engine breaks \(ConstraintText.runtime(broken))"
      }
      if !conflict.systemDescriptions.isEmpty {
        message += "; UIKit's own constraints involved: \(conflict.systemDescriptions.map(ConstraintText.runtime).joined(separator: ", "))"
      }
      if !others.isEmpty { message += " (also in \(others.map(\.description).joined(separator: "; ")))" }
      return finding(
        input, at: location, objectID: anchorID, message, context: layout.context, notes: notes,
        fixHint: "Remove one of the conflicting constraints, lower one's priority below 1000, or uninstall it for this size class.")
    }
  }
}
