import AdaptiveKit
import Foundation
import Testing

/// What a constraint and a layout guide tell about themselves (iOS 10's anchor queries): a
/// constraint's anchors equal its items' own, a guide reports ambiguity and the constraints on
/// it as a view does, and a view says when `updateConstraints()` is due.
@MainActor
@Suite("Constraints, guides and views answer UIKit's layout queries")
struct ConstraintAnchorQueryTests {
  @Test("A constraint's first and second anchors are its items' anchors; a constant size has no second")
  func constraintAnchors() throws {
    let root = UIView()
    let box = UIView()
    root.addSubview(box)
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
    #expect(leading.firstAnchor == box.leadingAnchor)
    #expect(leading.secondAnchor == root.leadingAnchor)
    #expect(leading.firstAnchor != box.trailingAnchor)
    #expect(leading.firstAnchor.item === box)
    let width = box.widthAnchor.constraint(equalToConstant: 40)
    #expect(width.firstAnchor == box.widthAnchor)
    #expect(width.secondAnchor == nil)
    #expect(box.topAnchor.item === box)
  }

  @Test("A guide without a horizontal position is ambiguous until one is given")
  func guideAmbiguity() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.topAnchor.constraint(equalTo: root.topAnchor), guide.widthAnchor.constraint(equalToConstant: 50),
      guide.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(guide.hasAmbiguousLayout)
    #expect(guide.constraintsAffectingLayout(for: .vertical).count == 2)
    guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
    root.layoutIfNeeded()
    #expect(!guide.hasAmbiguousLayout)
    #expect(guide.layoutFrame == CGRect(x: 10, y: 0, width: 50, height: 50))
    #expect(guide.constraintsAffectingLayout(for: .horizontal).count == 2)
  }

  @Test("updateConstraints is due before a view's first layout and after setNeedsUpdateConstraints")
  func updateConstraintsDue() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.needsUpdateConstraints())
    view.updateConstraintsIfNeeded()
    #expect(!view.needsUpdateConstraints())
    view.setNeedsUpdateConstraints()
    #expect(view.needsUpdateConstraints())
    #expect(!UIView.requiresConstraintBasedLayout)
  }
}
