extension UISlider {
  /// Sets the value, pinned to `minimumValue…maximumValue` as UIKit pins it; the thumb moves at
  /// once (AdaptiveKit's animations end at once).
  public func setValue(_ value: Float, animated: Bool) {
    self.value = Swift.min(Swift.max(value, minimumValue), maximumValue)
  }
}

extension UIProgressView {
  /// A progress view in a style, sized by its intrinsic height.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Sets the progress, pinned to 0…1 as UIKit pins it; the bar fills at once.
  public func setProgress(_ progress: Float, animated: Bool) {
    self.progress = Swift.min(Swift.max(progress, 0), 1)
  }
}
