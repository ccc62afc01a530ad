import Foundation

extension UIButton {
  /// What pressing a button does, which changes how a configured button looks (iOS 14).
  public enum Role: Int, Sendable {
    /// An ordinary action.
    case normal
    /// The main action of its screen: a configured button's title is semibold.
    case primary
    /// An action that cancels.
    case cancel
    /// An action that deletes or cannot be undone.
    case destructive
  }
}
