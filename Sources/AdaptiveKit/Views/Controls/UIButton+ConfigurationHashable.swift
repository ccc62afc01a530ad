import Foundation

/// Button configurations compare by value, as UIKit's do (`Hashable`): two configurations made
/// the same way are equal, so `button.configuration == configuration` tells whether an update
/// changed anything. Color transformers compare by identity (copies of one are equal).
extension UIButton.Configuration: @MainActor Hashable {
  public static func == (lhs: UIButton.Configuration, rhs: UIButton.Configuration) -> Bool {
    lhs.style == rhs.style && lhs.background == rhs.background && lhs.cornerStyle == rhs.cornerStyle
      && lhs.buttonSize == rhs.buttonSize && lhs.baseForegroundColor == rhs.baseForegroundColor
      && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.image == rhs.image
      && lhs.imageColorTransformer.isSameTransformer(as: rhs.imageColorTransformer)
      && lhs.preferredSymbolConfigurationForImage == rhs.preferredSymbolConfigurationForImage
      && lhs.titleTextAttributesTransformer.isSameTransformer(as: rhs.titleTextAttributesTransformer)
      && lhs.subtitleTextAttributesTransformer.isSameTransformer(as: rhs.subtitleTextAttributesTransformer)
      && lhs.showsActivityIndicator == rhs.showsActivityIndicator && lhs.title == rhs.title
      && lhs.attributedTitle == rhs.attributedTitle && lhs.subtitle == rhs.subtitle
      && lhs.attributedSubtitle == rhs.attributedSubtitle && lhs.imagePlacement == rhs.imagePlacement
      && lhs.imagePadding == rhs.imagePadding && lhs.titlePadding == rhs.titlePadding
      && lhs.titleAlignment == rhs.titleAlignment
      && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
      && lhs.titleLineBreakMode == rhs.titleLineBreakMode && lhs.subtitleLineBreakMode == rhs.subtitleLineBreakMode
      && lhs.explicitContentInsets == rhs.explicitContentInsets
      && lhs.resolvedForegroundColor == rhs.resolvedForegroundColor
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(background)
    hasher.combine(cornerStyle)
    hasher.combine(buttonSize)
    hasher.combine(baseForegroundColor)
    hasher.combine(baseBackgroundColor)
    hasher.combine(image)
    imageColorTransformer.hashTransformer(into: &hasher)
    hasher.combine(preferredSymbolConfigurationForImage)
    titleTextAttributesTransformer.hashTransformer(into: &hasher)
    subtitleTextAttributesTransformer.hashTransformer(into: &hasher)
    hasher.combine(title)
    hasher.combine(attributedTitle)
    hasher.combine(subtitle)
    hasher.combine(attributedSubtitle)
    hasher.combine(imagePlacement)
    hasher.combine(titleAlignment)
    hasher.combine(explicitContentInsets)
  }
}
