/// The views whose geometry (frame, bounds, transform) one collection of a hierarchy's specs
/// read, with the values it read: the root's size, an autoresizing view's frame and its
/// superview's bounds, the frames and bounds margins and system guides are measured from, a
/// label's frame its baselines are measured in. Every other input the collection reads is counted
/// by the root's `structuralLayoutInputGeneration` or measured again (`intrinsicSizesChanged()`),
/// so while these values and that count stand, a collection would want the specs it wanted.
@MainActor
struct LayoutGeometryReads {
  /// One view's geometry as the collection read it. The reference is weak: a view freed since
  /// (which left the hierarchy, so the structural count moved anyway) answers "changed".
  private struct Read {
    weak var view: UIView?
    let frame: CGRect
    let boundsOrigin: CGPoint
    let transform: CGAffineTransform
  }

  private var reads: [Read] = []
  private var recorded = Set<ObjectIdentifier>()
  /// Set when the collection read geometry it does not list (a baseline delegated to another
  /// view, measured through its frame in the view): its answer is never reused.
  private(set) var isUnbounded = false

  /// Records `view`'s geometry as it stands now (once per view: nothing moves during a collection).
  mutating func record(_ view: UIView) {
    guard recorded.insert(ObjectIdentifier(view)).inserted else { return }
    reads.append(Read(view: view, frame: view.layoutFrame, boundsOrigin: view.boundsOrigin, transform: view.storedTransform))
  }

  /// Records `view` and its superviews: margins walk up the views that preserve their
  /// superview's, measuring each in its superview's bounds, and a root view's margins follow its
  /// width. Stops at a view recorded before, whose superviews were recorded with it.
  mutating func recordWithAncestors(_ view: UIView) {
    var current: UIView? = view
    while let next = current, !recorded.contains(ObjectIdentifier(next)) {
      record(next)
      current = next.superview
    }
  }

  /// Notes geometry read that no record lists.
  mutating func markUnbounded() { isUnbounded = true }

  /// Whether every recorded view still has the geometry the collection read.
  var stand: Bool {
    guard !isUnbounded else { return false }
    for read in reads {
      guard let view = read.view, view.layoutFrame == read.frame, view.boundsOrigin == read.boundsOrigin,
        view.storedTransform == read.transform
      else { return false }
    }
    return true
  }
}
