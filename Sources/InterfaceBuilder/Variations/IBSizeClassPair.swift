/// A width and a height size class: one cell of Interface Builder's 3×3 "View as" grid.
public struct IBSizeClassPair: Hashable, Sendable, CustomStringConvertible, CaseIterable {
  /// The width class (`.unspecified` is Any).
  public var widthClass: IBSizeClass
  /// The height class (`.unspecified` is Any).
  public var heightClass: IBSizeClass

  /// Creates a pair.
  public init(widthClass: IBSizeClass, heightClass: IBSizeClass) {
    self.widthClass = widthClass
    self.heightClass = heightClass
  }

  /// The Any/Any base configuration (the centre of the grid).
  public static let any = IBSizeClassPair(widthClass: .unspecified, heightClass: .unspecified)

  /// The nine cells of the grid, row by row (height Any, Compact, Regular; width likewise).
  public static let allCases: [IBSizeClassPair] = IBSizeClass.allCases.flatMap { height in
    IBSizeClass.allCases.map { IBSizeClassPair(widthClass: $0, heightClass: height) }
  }

  /// The key Xcode writes for a variation made in this cell (`default` for Any/Any).
  public var variationKey: IBVariationKey { IBVariationKey(widthClass: widthClass, heightClass: heightClass) }

  /// Interface Builder's short form: `wC hR`, `wAny hAny`.
  public var description: String { "w\(Self.letter(widthClass)) h\(Self.letter(heightClass))" }

  private static func letter(_ sizeClass: IBSizeClass) -> String {
    switch sizeClass {
    case .unspecified: "Any"
    case .compact: "C"
    case .regular: "R"
    }
  }
}
