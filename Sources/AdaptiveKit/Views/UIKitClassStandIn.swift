/// A view class that stands in for the UIKit class it inherits from: Interface Builder's canvas
/// draws labels, buttons and plain views with subclasses of its own, and what a user reads
/// (constraint conflicts, descriptions, drawings) names the UIKit class, never the stand-in.
@MainActor
package protocol UIKitClassStandIn: UIView {
  /// The UIKit class named in this class's place.
  static var uiKitClass: UIView.Type { get }
}

extension UIView {
  /// The class name messages and drawings show for this view: its class's, or for a stand-in
  /// the UIKit class it stands in for (an app's own classes keep their names, as in UIKit's logs).
  package var describedClassName: String {
    if let standIn = self as? any UIKitClassStandIn { return "\(type(of: standIn).uiKitClass)" }
    return "\(type(of: self))"
  }
}
