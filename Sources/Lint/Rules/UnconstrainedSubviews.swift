import InterfaceBuilder

/// Views that no constraint mentions while their siblings use Auto Layout. Interface Builder then
/// fixes them at their canvas frame with prototyping constraints, so they stay put while the
/// siblings adapt to each device and size class. Views explicitly positioned by autoresizing mask
/// (`fixedFrame="YES"`) and arranged subviews of stack views are left alone.
public struct UnconstrainedSubviews: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "layout.missing-constraints", defaultSeverity: .warning,
    summary: "A view has no constraints while its siblings use Auto Layout.")

  /// Creates the rule.
  public init() {}

  /// One finding per unconstrained view with constrained siblings.
  public func check(_ input: LintInput) -> [Diagnostic] {
    let document = input.document
    guard document.useAutolayout else { return [] }
    var mentioned = Set<String>()
    var views = document.allViews
    for view in views {
      for constraint in view.constraints where !constraint.isPlaceholder {
        if let first = constraint.firstItemID { mentioned.insert(first) }
        if let second = constraint.secondItemID { mentioned.insert(second) }
      }
    }
    views.removeAll { $0.kind == "stackView" }
    var findings: [Diagnostic] = []
    for parent in views {
      let children = parent.subviews
      guard children.contains(where: { mentioned.contains($0.id) }) else { continue }
      for child in children where !mentioned.contains(child.id) && !child.hasFixedFrame && !child.id.isEmpty {
        let siblings = children.filter { mentioned.contains($0.id) }.count
        findings.append(
          finding(
            input, at: child.location, objectID: child.id,
            "\(child.userLabel ?? child.className) '\(child.id)' has no constraints but \(siblings) of its siblings use Auto Layout; it stays at its canvas frame on every device",
            fixHint: "Add constraints for its position and size, or set its layout to 'Autoresizing Mask' in the Size inspector if that is intended."))
      }
    }
    return findings
  }
}
