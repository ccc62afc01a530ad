extension UIContentSizeCategory {
  /// The short form used on the command line and in file names: `XS`…`XXXL`, `AX1`…`AX5`.
  public var shortName: String {
    let index = rank
    guard index >= 0 else { return "unspecified" }
    return Self.shortNames[index]
  }

  /// The name of UIKit's Swift constant: `extraSmall`…`accessibilityExtraExtraExtraLarge`.
  public var swiftName: String {
    let index = rank
    guard index >= 0 else { return "unspecified" }
    return Self.swiftNames[index]
  }

  /// Reads a category from its short form (`L`, `AX5`), UIKit's Swift name (`extraLarge`), the
  /// Objective-C constant (`UIContentSizeCategoryExtraLarge`) or the raw value, ignoring case;
  /// nil for anything else.
  public init?(name: String) {
    let key = name.trimmingCharacters(in: .whitespaces).lowercased()
    let bare = key.hasPrefix("uicontentsizecategory") ? String(key.dropFirst("uicontentsizecategory".count)) : key
    for (index, category) in Self.allCategories.enumerated() {
      if bare == Self.shortNames[index].lowercased() || bare == Self.swiftNames[index].lowercased()
        || key == category.rawValue.lowercased()
      {
        self = category
        return
      }
    }
    return nil
  }

  /// The short forms, in `allCategories` order.
  static let shortNames = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]

  /// UIKit's Swift constant names, in `allCategories` order.
  static let swiftNames = [
    "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
    "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge",
  ]
}
