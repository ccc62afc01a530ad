extension IBDocument {
  /// Storyboard or xib, from the `type` attribute (a `<scenes>` child also means storyboard).
  public var documentKind: IBDocumentKind {
    if root["type"]?.hasSuffix("Storyboard.XIB") == true || root.firstChild(named: "scenes") != nil {
      return .storyboard
    }
    return .xib
  }
  /// The `type` attribute as written.
  public var type: String? { root["type"] }
  /// The format `version` (`3.0`).
  public var version: String? { root["version"] }
  /// The Interface Builder build that wrote the file (`toolsVersion`).
  public var toolsVersion: String? { root["toolsVersion"] }
  /// The macOS build that wrote the file (up to about Xcode 9).
  public var systemVersion: String? { root["systemVersion"] }
  /// `iOS.CocoaTouch`, or `iOS.CocoaTouch.iPad` for iPad-only documents.
  public var targetRuntime: String? { root["targetRuntime"] }
  /// `useAutolayout="YES"`.
  public var useAutolayout: Bool { root.bool("useAutolayout") ?? false }
  /// `useTraitCollections="YES"`: size classes (variations) enabled.
  public var useTraitCollections: Bool { root.bool("useTraitCollections") ?? false }
  /// `useSafeAreas="YES"`: safe-area layout guides.
  public var useSafeAreas: Bool { root.bool("useSafeAreas") ?? false }
  /// `launchScreen="YES"`.
  public var isLaunchScreen: Bool { root.bool("launchScreen") ?? false }
  /// `colorMatched="YES"`.
  public var colorMatched: Bool { root.bool("colorMatched") ?? false }
  /// The id of the initial view controller (storyboards).
  public var initialViewControllerID: String? { root["initialViewController"] }
  /// The "View as" device (Xcode 8+ files).
  public var device: IBDevice? { IBDevice(root.firstChild(named: "device")) }
  /// `<capability name= minToolsVersion=>` entries of `<dependencies>`, in order.
  public var capabilities: [(name: String, minToolsVersion: String?)] {
    root.elements(in: "dependencies").filter { $0.name == "capability" }.map { ($0["name"] ?? "", $0["minToolsVersion"]) }
  }
  /// The document's resources (images with sizes, named and system colours).
  public var resources: IBResources { IBResources(root.firstChild(named: "resources")) }
  /// Pre-Xcode 8 document-wide simulated metrics (`<simulatedMetricsContainer key="defaultSimulatedMetrics">`).
  public var defaultSimulatedMetrics: IBSimulatedMetrics? {
    root.firstChild(named: "simulatedMetricsContainer").map(IBSimulatedMetrics.init)
  }
}
