extension UITraitCollection {
  private static let currentKey = "AdaptiveKit.UITraitCollection.current"

  /// The trait collection dynamic colors and images resolve against on this thread.
  ///
  /// UIKit sets it while calling `layoutSubviews`, `draw(_:)` and `traitCollectionDidChange(_:)`;
  /// it defaults to an all-unspecified collection.
  public static var current: UITraitCollection {
    get { (Thread.current.threadDictionary[currentKey] as? UITraitCollection) ?? UITraitCollection() }
    set { Thread.current.threadDictionary[currentKey] = newValue }
  }

  /// Runs `actions` with this collection as `UITraitCollection.current`, restoring the previous one.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let previous = Thread.current.threadDictionary[UITraitCollection.currentKey]
    UITraitCollection.current = self
    defer { Thread.current.threadDictionary[UITraitCollection.currentKey] = previous }
    try actions()
  }
}
