/// Scales custom fonts and values for Dynamic Type as a text style scales (iOS 11).
///
/// The factor is the style's size at the category over its size at Large, from Apple's Dynamic
/// Type table (`DynamicTypeSizes`); UIKit's own curve is not published and may round differently
/// at a fraction of a point.
public struct UIFontMetrics: Sendable {
  private let textStyle: UIFont.TextStyle

  /// The metrics of body text (`UIFontMetrics.default`).
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// The metrics of a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  /// `font` scaled for the content size category of `traitCollection` (the main screen's when nil).
  @MainActor
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
    font.withSize((font.pointSize * factor(for: traitCollection)).rounded(toPlaces: Self.pointSizePrecision))
  }

  /// `font` scaled as `scaledFont(for:compatibleWith:)`, but never beyond `maximumPointSize`.
  @MainActor
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil
  ) -> UIFont {
    let scaled = scaledFont(for: font, compatibleWith: traitCollection)
    return maximumPointSize > 0 && scaled.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : scaled
  }

  /// A value (a spacing, an image height) scaled as the text style scales.
  @MainActor
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
    value * factor(for: traitCollection)
  }

  /// Scaled point sizes keep three decimals, so one category's result is the same on every run.
  static let pointSizePrecision = 3

  @MainActor
  private func factor(for traitCollection: UITraitCollection?) -> CGFloat {
    var category = (traitCollection ?? UIScreen.main.traitCollection).preferredContentSizeCategory
    if category == .unspecified { category = .large }
    let base = DynamicTypeSizes.pointSize(for: textStyle, contentSizeCategory: DynamicTypeSizes.defaultCategory)
    let scaled = DynamicTypeSizes.pointSize(for: textStyle, contentSizeCategory: category.rawValue)
    return base > 0 ? scaled / base : 1
  }
}

extension CGFloat {
  fileprivate func rounded(toPlaces places: Int) -> CGFloat {
    let scale = CGFloat(pow(10, Double(places)))
    return (self * scale).rounded() / scale
  }
}
