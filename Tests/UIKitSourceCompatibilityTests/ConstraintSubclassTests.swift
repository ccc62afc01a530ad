// A library's own constraint class, written as SnapKit writes `LayoutConstraint`: no initializer
// of its own, so it inherits NSLayoutConstraint's `init()` and the convenience
// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
import AdaptiveKit
import Testing

/// The library's record of a constraint it made.
final class ConstraintRecord {
  let name: String
  init(name: String) { self.name = name }
}

class LabeledConstraint: NSLayoutConstraint {
  var label: String? {
    get { identifier }
    set { identifier = newValue }
  }

  weak var record: ConstraintRecord? = nil
}

/// Compares the parts SnapKit compares, alongside NSObject's `==`.
func == (lhs: LabeledConstraint, rhs: LabeledConstraint) -> Bool {
  lhs.firstAttribute == rhs.firstAttribute && lhs.secondAttribute == rhs.secondAttribute
    && lhs.relation == rhs.relation && lhs.priority == rhs.priority && lhs.multiplier == rhs.multiplier
    && lhs.firstItem === rhs.firstItem && lhs.secondItem === rhs.secondItem
}

/// A subclass with its own convenience initializer delegating to the inherited one.
final class WidthConstraint: LabeledConstraint {
  convenience init(view: UIView, width: CGFloat) {
    self.init(
      item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: width)
    label = "width"
  }
}

/// Builds constraints from a nonisolated maker, as SnapKit's `Constraint` does.
func makeConstraint(from view: UIView, to other: UIView, offset: CGFloat, record: ConstraintRecord) -> LabeledConstraint {
  let constraint = LabeledConstraint(
    item: view, attribute: .leading, relatedBy: .equal, toItem: other, attribute: .leading, multiplier: 1,
    constant: offset)
  constraint.label = record.name
  constraint.priority = UILayoutPriority(rawValue: 750)
  constraint.record = record
  return constraint
}

@MainActor
@Suite("A NSLayoutConstraint subclass written for UIKit compiles and lays out")
struct ConstraintSubclassTests {
  @Test("The inherited item/attribute initializer makes an instance of the subclass that activates")
  func inheritedInitializer() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let record = ConstraintRecord(name: "leading")
    let leading = makeConstraint(from: child, to: container, offset: 12, record: record)
    let width = WidthConstraint(view: child, width: 50)
    NSLayoutConstraint.activate([leading, width, child.topAnchor.constraint(equalTo: container.topAnchor)])
    container.layoutIfNeeded()
    #expect(child.frame.origin.x == 12)
    #expect(child.frame.width == 50)
    #expect(leading.label == "leading" && leading.identifier == "leading")
    #expect(leading.record === record)
    #expect(width.label == "width")
    #expect(container.constraints.contains { $0 === leading })
  }

  @Test("The library's == compares parts; NSObject's isEqual stays identity")
  func libraryEquality() {
    let view = UIView()
    let other = UIView()
    let record = ConstraintRecord(name: "a")
    let first = makeConstraint(from: view, to: other, offset: 1, record: record)
    let second = makeConstraint(from: view, to: other, offset: 2, record: record)
    #expect(first == second)
    #expect(!first.isEqual(second))
  }

  @Test("NSLayoutConstraint() exists and, having no items, does not activate")
  func bareConstraint() {
    let constraint = NSLayoutConstraint()
    #expect(constraint.firstItem == nil)
    #expect(constraint.firstAttribute == .notAnAttribute)
    #expect(constraint.multiplier == 1)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(throws: NSLayoutConstraintError.self) { try constraint.activate() }
  }
}
