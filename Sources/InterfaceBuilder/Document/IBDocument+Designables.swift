extension IBDocument {
  /// The intrinsic content sizes Xcode recorded for `@IBDesignable` views the last time it ran
  /// their code (`<designables><designable name=ID>`), by view id: the sizes its canvas lays those
  /// views out with. A negative component is `UIView.noIntrinsicMetric`.
  public var designableIntrinsicSizes: [String: IBSize] {
    var sizes: [String: IBSize] = [:]
    for designable in root.elements(in: "designables") where designable.name == "designable" {
      guard let id = designable["name"],
        let size = IBSize(designable.child(key: "intrinsicContentSize", named: "size"))
      else { continue }
      sizes[id] = size
    }
    return sizes
  }
}
