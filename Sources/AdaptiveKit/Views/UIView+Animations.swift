import Foundation

/// UIKit's block animations, headless: AdaptiveKit draws no frames in between, so every
/// animation ends at once — the blocks run synchronously, leaving the final values a finished
/// UIKit animation leaves, and the completion runs afterwards with `true` (finished), as
/// `animate(withDuration:…)` does. Durations, delays, curves, springs and transition styles are
/// accepted and have no effect on the result.
extension UIView {
  /// Whether animations are enabled (`setAnimationsEnabled(_:)`); `performWithoutAnimation(_:)`
  /// turns them off for its block.
  private static var animationsEnabledSetting = true
  /// The keyframes `addKeyframe(…)` collects while an `animateKeyframes(…)` block runs.
  private static var collectedKeyframes: [(relativeStartTime: Double, animations: () -> Void)]?

  /// Whether animations are enabled (true unless `setAnimationsEnabled(false)`); blocks take
  /// effect at once either way.
  public class var areAnimationsEnabled: Bool { animationsEnabledSetting }

  /// Enables or disables animations.
  public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabledSetting = enabled }

  /// Runs `actionsWithoutAnimation` at once with animations disabled, then restores the setting.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let wasEnabled = animationsEnabledSetting
    animationsEnabledSetting = false
    defer { animationsEnabledSetting = wasEnabled }
    actionsWithoutAnimation()
  }

  /// A spring animation: `animations` takes effect at once (the spring settles on the values the
  /// block sets), then `completion(true)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// A transition of `view`'s content (a flip, curl or cross-dissolve in UIKit): `animations`
  /// takes effect at once, then `completion(true)`.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Replaces `fromView` with `toView`: `toView` takes `fromView`'s place among its superview's
  /// subviews and `fromView` is removed; with `.showHideTransitionViews`, `fromView` is hidden and
  /// `toView` shown instead, both staying where they are. Then `completion(true)`. A `fromView`
  /// with no superview leaves `toView` where it is.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if fromView !== toView, let superview = fromView.superview {
      superview.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    completion?(true)
  }

  /// A keyframe animation: the block runs, then the keyframes it added with
  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` in order of their start
  /// times (the later keyframe's values are the ones left, as at the end of UIKit's animation),
  /// then `completion(true)`.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let outer = collectedKeyframes
    collectedKeyframes = []
    animations()
    let keyframes = collectedKeyframes ?? []
    collectedKeyframes = outer
    // Sorting by start time alone keeps keyframes that start together in the order they were added.
    let ordered = keyframes.enumerated().sorted {
      ($0.element.relativeStartTime, $0.offset) < ($1.element.relativeStartTime, $1.offset)
    }
    for keyframe in ordered { keyframe.element.animations() }
    completion?(true)
  }

  /// Adds a keyframe to the enclosing `animateKeyframes(…)` block (run once the block returns, by
  /// start time); outside such a block `animations` runs at once.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard collectedKeyframes != nil else {
      animations()
      return
    }
    collectedKeyframes?.append((frameStartTime, animations))
  }
}
