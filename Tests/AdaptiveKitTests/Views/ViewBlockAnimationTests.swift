import AdaptiveKit
import Testing

/// AdaptiveKit's block animations end at once: the blocks leave the values a finished UIKit
/// animation leaves, then the completion runs with `true` (`UIView+Animations.swift`).
@MainActor
@Suite("Block animations end at once with their final values and a finished completion")
struct ViewBlockAnimationTests {
  @Test("a spring animation applies its block, then completes finished")
  func spring() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    UIView.animate(
      withDuration: 0.4, delay: 0.1, usingSpringWithDamping: 0.6, initialSpringVelocity: 2, options: [.curveEaseOut],
      animations: { view.alpha = 0.25 }, completion: { finished = $0 })
    #expect(view.alpha == 0.25)
    #expect(finished == true)
  }

  @Test("transition(with:) runs its block, then completes finished")
  func contentTransition() {
    let label = UILabel()
    var order: [String] = []
    UIView.transition(
      with: label, duration: 0.3, options: .transitionCrossDissolve,
      animations: {
        label.text = "New"
        order.append("animations")
      }, completion: { order.append("completion \($0)") })
    #expect(label.text == "New")
    #expect(order == ["animations", "completion true"])
  }

  @Test("transition(from:to:) puts the new view in the old one's place and removes the old one")
  func replacesView() {
    let container = UIView()
    let before = UIView()
    let old = UIView()
    let after = UIView()
    for view in [before, old, after] { container.addSubview(view) }
    let new = UIView()
    var finished: Bool?
    UIView.transition(from: old, to: new, duration: 0.5, options: .transitionFlipFromLeft) { finished = $0 }
    #expect(container.subviews.map(ObjectIdentifier.init) == [before, new, after].map(ObjectIdentifier.init))
    #expect(old.superview == nil)
    #expect(finished == true)
  }

  @Test("with .showHideTransitionViews the old view is hidden and the new one shown in place")
  func showsAndHides() {
    let container = UIView()
    let old = UIView()
    let new = UIView()
    new.isHidden = true
    container.addSubview(old)
    container.addSubview(new)
    UIView.transition(from: old, to: new, duration: 0.5, options: [.showHideTransitionViews, .transitionCurlUp])
    #expect(old.superview === container)
    #expect(old.isHidden)
    #expect(!new.isHidden)
    #expect(container.subviews.count == 2)
  }

  @Test("keyframes run after the block in order of start time: the last keyframe's values remain")
  func keyframes() {
    let view = UIView()
    var log: [String] = []
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: .calculationModeCubic,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          view.alpha = 0.2
          log.append("second half")
        }
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          view.alpha = 0.6
          log.append("first half")
        }
        log.append("block")
      }, completion: { log.append("completion \($0)") })
    #expect(log == ["block", "first half", "second half", "completion true"])
    #expect(view.alpha == 0.2)
  }

  @Test("performWithoutAnimation turns animations off for its block only")
  func animationsEnabled() {
    #expect(UIView.areAnimationsEnabled)
    var inside: Bool?
    UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
    #expect(inside == false)
    #expect(UIView.areAnimationsEnabled)
    UIView.setAnimationsEnabled(false)
    #expect(!UIView.areAnimationsEnabled)
    UIView.setAnimationsEnabled(true)
    #expect(UIView.areAnimationsEnabled)
  }
}
