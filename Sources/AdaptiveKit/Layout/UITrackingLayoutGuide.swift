/// A layout guide that follows a moving system element and switches constraints by the edges it
/// is near (iOS 15); the keyboard's guide is the one UIKit provides.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
  private var nearEdgeConstraints: [(edges: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
  private var awayEdgeConstraints: [(edges: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

  /// The edges of the owning view the tracked element is near; subclasses say where it is.
  var edgesNear: NSDirectionalRectEdge { [] }

  /// Constraints active while the guide is near all of `edges`, replacing those set before for them.
  open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edges: NSDirectionalRectEdge) {
    replace(&nearEdgeConstraints, edges, constraints)
    updateTrackedConstraints()
  }

  /// Constraints active while the guide is away from every one of `edges`.
  open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edges: NSDirectionalRectEdge) {
    replace(&awayEdgeConstraints, edges, constraints)
    updateTrackedConstraints()
  }

  /// The constraints set for when the guide is near `edges`.
  open func constraints(activeWhenNearEdge edges: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    nearEdgeConstraints.first { $0.edges == edges }?.constraints ?? []
  }

  /// The constraints set for when the guide is away from `edges`.
  open func constraints(activeWhenAwayFrom edges: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    awayEdgeConstraints.first { $0.edges == edges }?.constraints ?? []
  }

  /// Deactivates and forgets every tracked constraint.
  open func removeAllTrackedConstraints() {
    let all = (nearEdgeConstraints + awayEdgeConstraints).flatMap(\.constraints)
    NSLayoutConstraint.deactivate(all)
    nearEdgeConstraints = []
    awayEdgeConstraints = []
  }

  /// Activates each set whose condition holds where the tracked element is now, deactivates the rest.
  func updateTrackedConstraints() {
    let near = edgesNear
    for entry in nearEdgeConstraints {
      setActive(entry.constraints, near.isSuperset(of: entry.edges))
    }
    for entry in awayEdgeConstraints {
      setActive(entry.constraints, near.isDisjoint(with: entry.edges))
    }
  }

  private func setActive(_ constraints: [NSLayoutConstraint], _ active: Bool) {
    if active { NSLayoutConstraint.activate(constraints) } else { NSLayoutConstraint.deactivate(constraints) }
  }

  private func replace(
    _ list: inout [(edges: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])],
    _ edges: NSDirectionalRectEdge, _ constraints: [NSLayoutConstraint]
  ) {
    if let i = list.firstIndex(where: { $0.edges == edges }) {
      NSLayoutConstraint.deactivate(list[i].constraints)
      list[i].constraints = constraints
    } else {
      list.append((edges, constraints))
    }
  }
}
