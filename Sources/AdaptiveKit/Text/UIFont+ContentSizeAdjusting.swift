extension UIFont {
  /// The font a view that adjusts for the content size category shows after its traits change:
  /// a text-style font at the new category, or nil when the font has no text style or the
  /// category did not change (custom fonts scale only through `UIFontMetrics`, in code).
  func adjustedForContentSizeCategory(
    of traits: UITraitCollection, previous: UITraitCollection?
  ) -> UIFont? {
    guard let textStyle, previous?.preferredContentSizeCategory != traits.preferredContentSizeCategory else { return nil }
    let adjusted = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits)
    return adjusted.pointSize == pointSize ? nil : adjusted
  }
}
