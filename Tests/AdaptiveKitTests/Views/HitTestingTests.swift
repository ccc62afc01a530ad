import AdaptiveKit
import Foundation
import Testing

/// A view whose touch area reaches 10 points past its bounds, as apps enlarge small buttons.
@MainActor
private final class GenerousView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -10, dy: -10).contains(point)
  }
}

@MainActor
@Suite("Hit testing follows UIKit's rules: front-most first, skipping hidden, transparent and disabled views")
struct HitTestingTests {
  private func container() -> (UIView, UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    return (root, back, front)
  }

  @Test("The last subview wins where siblings overlap; points are converted into each subview")
  func frontMostWins() {
    let (root, back, front) = container()
    #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 180, y: 20), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 250, y: 20), with: nil) == nil)
  }

  @Test("Hidden views, alpha below 0.01 and disabled interaction let touches through to the view behind")
  func invisibleViewsAreSkipped() {
    let (root, back, front) = container()
    let point = CGPoint(x: 75, y: 75)
    front.isHidden = true
    #expect(root.hitTest(point, with: nil) === back)
    front.isHidden = false
    front.alpha = 0.009
    #expect(root.hitTest(point, with: nil) === back)
    front.alpha = 0.01
    #expect(root.hitTest(point, with: nil) === front)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(point, with: nil) === back)
    root.isUserInteractionEnabled = false
    #expect(root.hitTest(point, with: nil) == nil)
  }

  @Test("A subview outside its superview's bounds is never hit there, whether or not it clips")
  func outsideTheSuperviewIsNeverHit() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let overhang = UIView(frame: CGRect(x: 80, y: 0, width: 50, height: 50))
    root.addSubview(overhang)
    #expect(root.clipsToBounds == false)
    #expect(root.hitTest(CGPoint(x: 90, y: 10), with: nil) === overhang)
    #expect(root.hitTest(CGPoint(x: 120, y: 10), with: nil) == nil)
    #expect(overhang.hitTest(CGPoint(x: 40, y: 10), with: nil) === overhang)
  }

  @Test("An overridden point(inside:with:) widens the area hit testing accepts")
  func pointInsideOverride() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = GenerousView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
    root.addSubview(button)
    #expect(button.point(inside: CGPoint(x: -5, y: 5), with: nil))
    #expect(!UIView(frame: button.frame).point(inside: CGPoint(x: -5, y: 5), with: nil))
    #expect(root.hitTest(CGPoint(x: 45, y: 55), with: UIEvent()) === button)
  }

  @Test("Bounds offsets (a scrolled view) shift where subviews are hit")
  func boundsOriginIsApplied() {
    let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let row = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 40))
    scroller.addSubview(row)
    #expect(scroller.hitTest(CGPoint(x: 10, y: 60), with: nil) === scroller)
    scroller.bounds.origin = CGPoint(x: 0, y: 100)
    #expect(scroller.hitTest(CGPoint(x: 10, y: 160), with: nil) === row)
  }
}
