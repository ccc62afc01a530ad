import Foundation

/// Background configurations compare by value, as UIKit's do; color transformers by identity.
extension UIBackgroundConfiguration: Hashable {
  public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
    lhs.backgroundColor == rhs.backgroundColor
      && lhs.backgroundColorTransformer.isSameTransformer(as: rhs.backgroundColorTransformer)
      && lhs.image == rhs.image && lhs.customView == rhs.customView && lhs.cornerRadius == rhs.cornerRadius
      && lhs.backgroundInsets == rhs.backgroundInsets && lhs.strokeColor == rhs.strokeColor
      && lhs.strokeColorTransformer.isSameTransformer(as: rhs.strokeColorTransformer)
      && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(backgroundColor)
    backgroundColorTransformer.hashTransformer(into: &hasher)
    hasher.combine(image)
    hasher.combine(customView)
    hasher.combine(cornerRadius)
    hasher.combine(backgroundInsets)
    hasher.combine(strokeColor)
    strokeColorTransformer.hashTransformer(into: &hasher)
    hasher.combine(strokeWidth)
    hasher.combine(strokeOutset)
  }
}
