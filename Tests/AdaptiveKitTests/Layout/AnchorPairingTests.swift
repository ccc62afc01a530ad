import AdaptiveKit
import Testing

/// UIKit refuses a size paired with a position when the constraint is made
/// (`NSInvalidArgumentException`, "Invalid pairing of layout attributes"). Positions on different
/// axes are made and activated quietly (SnapKit's iOS suite counts `left == top` as installed) and
/// refused by the layout engine (`NSInvalidLayoutConstraintException`, "Constraint improperly
/// relates anchors of incompatible types"), which here logs once and leaves the constraint out.
@MainActor
@Suite("Pairing attributes of different kinds or axes fails where and as UIKit's does")
struct AnchorPairingTests {
  private func hierarchy() -> (root: UIView, a: UIView, b: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView()
    let b = UIView()
    root.addSubview(a)
    root.addSubview(b)
    return (root, a, b)
  }

  @Test("left == top is made and activated quietly, then left out of layout with UIKit's message, once")
  func positionsOnDifferentAxes() throws {
    let (root, a, b) = hierarchy()
    let (constraint, made) = AdaptiveKitLog.shared.capture {
      NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 30)
    }
    #expect(made.isEmpty)
    let (_, activated) = AdaptiveKitLog.shared.capture { constraint.isActive = true }
    #expect(constraint.isActive)
    #expect(activated.isEmpty)
    #expect(root.constraints.contains { $0 === constraint })
    try constraint.activate()
    let (_, laidOut) = AdaptiveKitLog.shared.capture {
      root.setNeedsLayout()
      root.layoutIfNeeded()
    }
    #expect(laidOut.filter { $0.text.hasPrefix("Constraint improperly relates anchors of incompatible types: <NSLayoutConstraint") }.count == 1)
    #expect(a.frame.minX == 0, "the constraint takes no part in the solve")
    let (_, again) = AdaptiveKitLog.shared.capture {
      root.setNeedsLayout()
      root.layoutIfNeeded()
    }
    #expect(again.isEmpty)
  }

  @Test("The throwing initializer refuses different axes at once")
  func validatedRefusesAxes() {
    let (_, a, b) = hierarchy()
    #expect(throws: NSLayoutConstraintError.self) {
      _ = try NSLayoutConstraint.validated(
        item: a, attribute: .bottom, relatedBy: .equal, toItem: b, attribute: .centerX, multiplier: 1, constant: 0)
    }
  }

  @Test("centerX == width is refused when made: Invalid pairing of layout attributes")
  func positionWithSize() {
    let (_, a, b) = hierarchy()
    let (constraint, messages) = AdaptiveKitLog.shared.capture {
      NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 1, constant: 0)
    }
    #expect(messages.first?.text.hasPrefix("Invalid pairing of layout attributes") == true)
    let (_, more) = AdaptiveKitLog.shared.capture { constraint.isActive = true }
    #expect(!constraint.isActive && !more.isEmpty)
    #expect(throws: NSLayoutConstraintError.invalidPairing(messages.first?.text ?? "")) {
      _ = try NSLayoutConstraint.validated(
        item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 1, constant: 0)
    }
  }

  @Test("Same-axis positions and sizes on either axis still pair")
  func validPairs() throws {
    let (root, a, b) = hierarchy()
    let centers = NSLayoutConstraint(
      item: a, attribute: .centerY, relatedBy: .equal, toItem: b, attribute: .bottom, multiplier: 1, constant: 0)
    let aspect = NSLayoutConstraint(
      item: a, attribute: .width, relatedBy: .equal, toItem: a, attribute: .height, multiplier: 2, constant: 0)
    try centers.activate()
    try aspect.activate()
    #expect(root.constraints.contains { $0 === centers })
    #expect(a.constraints.contains { $0 === aspect })
  }
}
