extension UISplitViewController {
  /// How the primary (and supplementary) columns are shown beside or over the secondary.
  public enum DisplayMode: Int, Sendable, CaseIterable {
    /// The split view chooses from its size.
    case automatic = 0
    /// Only the secondary.
    case secondaryOnly = 1
    /// One column beside the secondary.
    case oneBesideSecondary = 2
    /// One column over the secondary.
    case oneOverSecondary = 3
    /// Two columns beside the secondary (triple column).
    case twoBesideSecondary = 4
    /// Two columns over the secondary (triple column).
    case twoOverSecondary = 5
    /// Two columns pushing the secondary aside (triple column).
    case twoDisplaceSecondary = 6

    /// The iOS 8 name of `.secondaryOnly`.
    public static let primaryHidden = DisplayMode.secondaryOnly
    /// The iOS 8 name of `.oneBesideSecondary`.
    public static let allVisible = DisplayMode.oneBesideSecondary
    /// The iOS 8 name of `.oneOverSecondary`.
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }

  /// The interface a split view controller uses (iOS 14).
  public enum Style: Int, Sendable {
    /// The classic iOS 8 interface with `viewControllers`.
    case unspecified = 0
    /// Primary and secondary columns.
    case doubleColumn = 1
    /// Primary, supplementary and secondary columns.
    case tripleColumn = 2
  }

  /// A column of a column-style split view (iOS 14).
  public enum Column: Int, Sendable, CaseIterable {
    /// The leading column.
    case primary = 0
    /// The middle column of a triple-column split view.
    case supplementary = 1
    /// The detail column.
    case secondary = 2
    /// The controller shown instead of the columns when collapsed.
    case compact = 3
  }

  /// How the columns share the width (iOS 14).
  public enum SplitBehavior: Int, Sendable {
    /// The split view chooses.
    case automatic = 0
    /// Side by side.
    case tile = 1
    /// Over the secondary.
    case overlay = 2
    /// Pushing the secondary aside.
    case displace = 3
  }

  /// The side the primary column is on.
  public enum PrimaryEdge: Int, Sendable {
    /// The leading side.
    case leading = 0
    /// The trailing side.
    case trailing = 1
  }

  /// Lets the split view choose a width or fraction.
  public static let automaticDimension: CGFloat = -1
}
