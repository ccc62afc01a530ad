// A small UIKit controller and view using every rule of `adaptive port`; ported by
// SampleAppPortTests (compared with __Snapshots__) and built against AdaptiveKit by
// Scripts/sample-port-build.sh.
import UIKit

class ListController: UIViewController {
  @IBOutlet private weak var titleLabel: UILabel!
  @IBOutlet var rows: [UILabel]!
  var saved = 0

  @IBAction func save(_ sender: UIButton) { saved += 1 }
  @IBAction func cancel() {}
  @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
  @objc func refresh(_ sender: Any?) {}

  func selectors() -> [Selector] {
    [#selector(ListController.save(_:)), #selector(refresh(_:)), #selector(getter: ListController.saved)]
  }
}

@IBDesignable
final class BadgeView: UIView {
  @IBInspectable var cornerRadius: CGFloat = 0 {
    didSet { layer.cornerRadius = cornerRadius }
  }
}

extension BadgeView {
  override func layoutSubviews() {
    super.layoutSubviews()
  }
  override var intrinsicContentSize: CGSize {
    CGSize(width: 20, height: 20)
  }
}

#if os(iOS) || targetEnvironment(macCatalyst)
let platformName = "iOS"
#else
let platformName = "other"
#endif
