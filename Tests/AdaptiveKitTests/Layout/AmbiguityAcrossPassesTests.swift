import AdaptiveKit
import Testing

/// The engine keeps its answer to "which views are ambiguous" across a layout pass that changes
/// nothing in the solver, and searches again after any pass that does, or that makes variables.
@MainActor
@Suite("Ambiguity across layout passes")
struct AmbiguityAcrossPassesTests {
  @Test("A pass that changes nothing keeps both answers: ambiguous and determined")
  func unchangedPass() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let open = constrainedView()
    let pinned = constrainedView()
    root.addSubview(open)
    root.addSubview(pinned)
    NSLayoutConstraint.activate([
      open.topAnchor.constraint(equalTo: root.topAnchor), open.widthAnchor.constraint(equalToConstant: 50),
      open.heightAnchor.constraint(equalToConstant: 50),
      pinned.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), pinned.topAnchor.constraint(equalTo: root.topAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 50), pinned.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(open.hasAmbiguousLayout)
    #expect(!pinned.hasAmbiguousLayout)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(open.hasAmbiguousLayout)
    #expect(!pinned.hasAmbiguousLayout)
    #expect(pinned.frame == CGRect(x: 10, y: 0, width: 50, height: 50))
  }

  @Test("A container that joins without constraints of its own is ambiguous, though no constraint changed")
  func newUnconstrainedContainer() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView()
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(!box.hasAmbiguousLayout)
    // The box's constraints, in the root's coordinates, are the same specs; only the container's
    // variables are new, and nothing holds them.
    let container = constrainedView()
    root.addSubview(container)
    container.addSubview(box)
    root.layoutIfNeeded()
    #expect(container.hasAmbiguousLayout)
    #expect(!box.hasAmbiguousLayout)
  }

  @Test("A constraint added after an unchanged pass settles the view")
  func constraintAfterUnchangedPass() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView()
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor), box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(box.hasAmbiguousLayout)
    box.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(!box.hasAmbiguousLayout)
  }
}
