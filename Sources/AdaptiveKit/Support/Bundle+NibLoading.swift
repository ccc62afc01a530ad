import Foundation

extension Bundle {
  /// Loads the nib `<name>.xib` from this bundle with `owner` as File's Owner, connecting its
  /// outlets and actions, and returns its top-level objects. Where UIKit raises for a missing or
  /// unreadable nib, this reports UIKit's message to `AdaptiveKitLog` and returns nil.
  @preconcurrency @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
    do {
      return try UINib(nibName: name, bundle: self).loadObjects(withOwner: owner, options: options)
    } catch {
      AdaptiveKitLog.shared.report(.storyboard, error.description)
      return nil
    }
  }
}
