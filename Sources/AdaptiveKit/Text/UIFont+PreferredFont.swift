extension UIFont {
  /// The Dynamic Type font for a text style, sized for the content size category of `traitCollection`
  /// (or the Large default when it is nil or leaves the category unspecified).
  public static func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection? = nil
  ) -> UIFont {
    let category = traitCollection?.preferredContentSizeCategory ?? .large
    return textStyleFont(style, contentSizeCategory: category == .unspecified ? UIContentSizeCategory.large.rawValue : category.rawValue)
  }
}
