extension StoryboardSceneBuilder {
  /// Values decoded from the document do not count as set directly on the views, so appearance
  /// proxies still style them when they enter a window; what code sets afterwards (runtime
  /// attributes, `awakeFromNib`, `viewDidLoad`, an owner's outlet observers) does count.
  ///
  /// Evidence (UIKit's documentation states only that proxies apply when a view enters a
  /// window): two public reports against UIKit, rdar://24470115 (iOS 9.2: a button whose title
  /// colour Interface Builder sets for every state draws `UIButton.appearance()`'s colour) and
  /// rdar://46368973 (iOS 12.1: a disabled title colour set in Interface Builder is ignored when
  /// the proxy sets one). A nib's values are decoded in `init(coder:)`, before UIKit starts
  /// recording which appearance properties were customised; the same holds for a value a custom
  /// class's own `init(coder:)` sets, which this forgets too (unconfirmed beyond the reports).
  func forgetDecodedAppearanceValues() {
    var built: Set<ObjectIdentifier> = []
    for node in nodes { built.insert(ObjectIdentifier(node.view)) }
    // Each built view and the views UIKit's classes make inside it (a button's title label, a
    // text field's placeholder label), which the builder styles through their owners.
    func forget(_ view: UIView) {
      view.appearanceRecord.explicitlySet.removeAll()
      for subview in view.subviews where !built.contains(ObjectIdentifier(subview)) { forget(subview) }
    }
    for node in nodes { forget(node.view) }
  }

  /// Runs `body`, which sets decoded values on `view` (a size class's variations), without
  /// counting them as set directly: the properties set directly before stay so, no others join.
  static func settingDecodedValues(on view: UIView, _ body: () -> Void) {
    let setDirectly = view.appearanceRecord.explicitlySet
    body()
    view.appearanceRecord.explicitlySet = setDirectly
  }
}
