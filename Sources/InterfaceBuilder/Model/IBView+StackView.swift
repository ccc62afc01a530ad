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
  /// `layoutMarginsRelativeArrangement`; `false` when absent.
  public var isLayoutMarginsRelativeArrangement: Bool {
    element.bool("layoutMarginsRelativeArrangement") ?? false
  }
}
