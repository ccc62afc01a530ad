/// The simulated metrics of a controller or a xib view (editor-only settings that size the canvas).
public struct IBSimulatedMetrics: Equatable, Sendable {
  /// One simulated metric element, such as `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>`.
  public struct Metric: Equatable, Sendable {
    /// The element (`simulatedNavigationBarMetrics`, `nil`, `freeformSimulatedSizeMetrics`, …).
    public var element: IBXMLElement
    /// The element name, which names the metric type.
    public var kind: String { element.name }
    /// `true` for `<nil key=…/>` (explicitly none).
    public var isNone: Bool { element.name == "nil" }
    /// The `type` attribute (for example `retina4` on screen metrics).
    public var type: String? { element["type"] }
    /// The `barStyle`/`statusBarStyle` style, when written.
    public var style: String? { element["statusBarStyle"] ?? element["barStyle"] }
    /// The `translucent` flag, when written.
    public var isTranslucent: Bool? { element.bool("translucent") }
    /// The `prompted` flag of navigation bars, when written.
    public var isPrompted: Bool? { element.bool("prompted") }
    /// The `orientation` of orientation metrics (absent means portrait).
    public var orientation: String? { element["orientation"] }
  }

  /// `simulatedStatusBarMetrics`.
  public var statusBar: Metric?
  /// `simulatedTopBarMetrics`.
  public var topBar: Metric?
  /// `simulatedBottomBarMetrics`.
  public var bottomBar: Metric?
  /// `simulatedOrientationMetrics`.
  public var orientation: Metric?
  /// `simulatedDestinationMetrics` (screen type, freeform, form sheet, …).
  public var destination: Metric?
  /// The freeform size: the `<size key="freeformSize">` Xcode writes beside freeform destination metrics.
  public var freeformSize: IBSize?

  /// Reads the metrics among the children of `element`.
  public init(_ element: IBXMLElement) {
    for child in element.elements {
      let metric = Metric(element: child)
      switch child.key {
      case "simulatedStatusBarMetrics", "statusBar": statusBar = metric
      case "simulatedTopBarMetrics": topBar = metric
      case "simulatedBottomBarMetrics": bottomBar = metric
      case "simulatedOrientationMetrics", "orientation": orientation = metric
      case "simulatedDestinationMetrics", "destination": destination = metric
      case "freeformSize": freeformSize = IBSize(child)
      default: continue
      }
    }
    if freeformSize == nil, let nested = destination?.element.child(key: "freeformSize", named: "size") {
      freeformSize = IBSize(nested)
    }
  }
}
