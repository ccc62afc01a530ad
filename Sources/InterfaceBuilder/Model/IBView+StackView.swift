extension IBView {
  /// Stack view `axis`; horizontal when absent.
  public var axis: IBStackAxis { element["axis"].flatMap(IBStackAxis.init(rawValue:)) ?? .horizontal }
  /// Stack view `distribution`; fill when absent.
  public var distribution: IBStackDistribution {
    element["distribution"].flatMap(IBStackDistribution.init(rawValue:)) ?? .fill
  }
  /// Stack view `alignment`; fill when absent.
  public var alignment: IBStackAlignment {
    element["alignment"].flatMap(IBStackAlignment.init(rawValue:)) ?? .fill
  }
  /// Stack view `spacing`; 0 when absent.
  public var spacing: Double { element.double("spacing") ?? 0 }
  /// `spacingType="standard"`: system spacing between arranged subviews.
  public var usesStandardSpacing: Bool { element["spacingType"] == "standard" }
  /// `baselineRelativeArrangement`; `false` when absent.
  public var isBaselineRelativeArrangement: Bool { element.bool("baselineRelativeArrangement") ?? false }
  /// `layoutMarginsRelativeArrangement`; when absent, whether the stack view stores layout margins.
  ///
  /// Interface Builder has no control for the arrangement: setting a stack view's margins in the
  /// size inspector is what lays its views out inside them (useyourloaf, "Adding Padding To A
  /// Stack View"), and it writes only the margins. Every stack view of the corpus that stores
  /// margins (19 in Esri, Firebase and IBAnimatable files, Xcode 8.2 to 12) has its arranged
  /// views inside them, and none writes the attribute.
  public var isLayoutMarginsRelativeArrangement: Bool {
    element.bool("layoutMarginsRelativeArrangement") ?? (layoutMargins != nil)
  }
}
