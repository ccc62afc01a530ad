import Foundation

extension KeyValueCoding {
  /// UIKit's keys that storyboards set most: the ones `init(coder:)` would decode plus those
  /// runtime attributes commonly name. Both the Objective-C getter name (`hidden`) and the
  /// Swift name (`isHidden`) work, as in UIKit.
  static func makeBuiltInEntries() -> [String: [Entry]] {
    var table: [String: [Entry]] = [:]
    func add<Root: AnyObject, Value>(_ keys: String..., path: ReferenceWritableKeyPath<Root, Value>) {
      for key in keys { table[key, default: []].append(entry(path)) }
    }
    add("title", path: \UIViewController.title)
    add("preferredContentSize", path: \UIViewController.preferredContentSize)
    add("additionalSafeAreaInsets", path: \UIViewController.additionalSafeAreaInsets)
    // A key path write would read `view` first, loading it: assign directly.
    table["view", default: []].append(
      entry(UIViewController.self, assign: { (controller, view: UIView?) in controller.view = view }, read: { $0.view }))
    add("text", path: \UILabel.text)
    add("numberOfLines", path: \UILabel.numberOfLines)
    add("textColor", path: \UILabel.textColor)
    add("font", path: \UILabel.font)
    add("preferredMaxLayoutWidth", path: \UILabel.preferredMaxLayoutWidth)
    add("text", path: \UITextView.text)
    add("font", path: \UITextView.font)
    add("textColor", path: \UITextView.textColor)
    add("textContainerInset", path: \UITextView.textContainerInset)
    add("editable", "isEditable", path: \UITextView.isEditable)
    add("selectable", "isSelectable", path: \UITextView.isSelectable)
    add("scrollEnabled", "isScrollEnabled", path: \UIScrollView.isScrollEnabled)
    add("lineFragmentPadding", path: \NSTextContainer.lineFragmentPadding)
    table["textContainer", default: []].append(entry(readOnly: \UITextView.textContainer))
    add("minuteInterval", path: \UIDatePicker.minuteInterval)
    add("countDownDuration", path: \UIDatePicker.countDownDuration)
    add("enabled", "isEnabled", path: \UIControl.isEnabled)
    add("selected", "isSelected", path: \UIControl.isSelected)
    add("highlighted", "isHighlighted", path: \UIControl.isHighlighted)
    add("tag", path: \UIView.tag)
    add("accessibilityLabel", path: \UIView.accessibilityLabel)
    add("accessibilityHint", path: \UIView.accessibilityHint)
    add("accessibilityValue", path: \UIView.accessibilityValue)
    add("accessibilityIdentifier", path: \UIView.accessibilityIdentifier)
    add("isAccessibilityElement", path: \UIView.isAccessibilityElement)
    // An appearance set as a runtime attribute arrives as a number (1 light, 2 dark).
    table["overrideUserInterfaceStyle", default: []].append(
      entry(
        UIView.self, assign: { (view, raw: Int) in view.overrideUserInterfaceStyle = UIUserInterfaceStyle(rawValue: raw) ?? .unspecified },
        read: { $0.overrideUserInterfaceStyle.rawValue }))
    table["overrideUserInterfaceStyle", default: []].append(
      entry(
        UIViewController.self,
        assign: { (controller, raw: Int) in controller.overrideUserInterfaceStyle = UIUserInterfaceStyle(rawValue: raw) ?? .unspecified },
        read: { $0.overrideUserInterfaceStyle.rawValue }))
    add("pointerInteractionEnabled", "isPointerInteractionEnabled", path: \UIButton.isPointerInteractionEnabled)
    add("hidden", "isHidden", path: \UIView.isHidden)
    add("alpha", path: \UIView.alpha)
    add("opaque", "isOpaque", path: \UIView.isOpaque)
    add("clipsToBounds", path: \UIView.clipsToBounds)
    add("userInteractionEnabled", "isUserInteractionEnabled", path: \UIView.isUserInteractionEnabled)
    add("translatesAutoresizingMaskIntoConstraints", path: \UIView.translatesAutoresizingMaskIntoConstraints)
    add("layoutMargins", path: \UIView.layoutMargins)
    add("cornerRadius", path: \CALayer.cornerRadius)
    add("borderWidth", path: \CALayer.borderWidth)
    add("masksToBounds", path: \CALayer.masksToBounds)
    add("opacity", path: \CALayer.opacity)
    add("shadowOpacity", path: \CALayer.shadowOpacity)
    add("shadowRadius", path: \CALayer.shadowRadius)
    add("shadowOffset", path: \CALayer.shadowOffset)
    table["layer", default: []].append(entry(readOnly: \UIView.layer))
    // A table's or collection view's `dataSource` and `delegate` outlets (a storyboard table
    // usually names its controller); an object that does not adopt the protocol leaves the
    // property nil, as the weak protocol-typed property would in UIKit.
    table["dataSource", default: []].append(
      entry(
        UITableView.self, assign: { (table, source: AnyObject?) in table.dataSource = source as? any UITableViewDataSource },
        read: { $0.dataSource }))
    table["dataSource", default: []].append(
      entry(
        UICollectionView.self,
        assign: { (view, source: AnyObject?) in view.dataSource = source as? any UICollectionViewDataSource },
        read: { $0.dataSource }))
    table["delegate", default: []].append(
      entry(
        UIScrollView.self, assign: { (scroll, delegate: AnyObject?) in scroll.delegate = delegate as? any UIScrollViewDelegate },
        read: { $0.delegate }))
    // A view's `gestureRecognizers` outlet collection (`appends="YES"`) attaches the document's
    // recognizers; a recognizer's `delegate` outlet names an object adopting the protocol.
    table["gestureRecognizers", default: []].append(
      entry(
        UIView.self,
        assign: { (view, recognizers: [AnyObject]?) in
          for recognizer in recognizers ?? [] {
            if let recognizer = recognizer as? UIGestureRecognizer { view.addGestureRecognizer(recognizer) }
          }
        },
        read: { $0.gestureRecognizers.map { $0 as [AnyObject] } }))
    table["delegate", default: []].append(
      entry(
        UIGestureRecognizer.self,
        assign: { (recognizer, delegate: AnyObject?) in recognizer.delegate = delegate as? any UIGestureRecognizerDelegate },
        read: { $0.delegate }))
    add("enabled", "isEnabled", path: \UIGestureRecognizer.isEnabled)
    add("cancelsTouchesInView", path: \UIGestureRecognizer.cancelsTouchesInView)
    table["delegate", default: []].append(
      entry(
        UISearchBar.self,
        assign: { (bar, delegate: AnyObject?) in bar.delegate = delegate as? any UISearchBarDelegate },
        read: { $0.delegate }))
    add("text", path: \UISearchBar.text)
    add("placeholder", path: \UISearchBar.placeholder)
    add("prompt", path: \UISearchBar.prompt)
    return table
  }
}
