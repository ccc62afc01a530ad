import AdaptiveKit
import Foundation

/// How `--tree` names an item of a constraint that code added: by the document id of the
/// object the load made (`NibLoadRecord.Index`); a layout guide the document does not declare by
/// its view's id and UIKit's property (`title.layoutMarginsGuide`, `root.safeAreaLayoutGuide`);
/// anything else (a view code made) by its class, in parentheses.
@MainActor
enum TreeItemNames {
  /// UIKit's property for each of its guides, by the guide's `identifier`.
  private static let guideProperties: [String: String] = [
    "UIViewSafeAreaLayoutGuide": "safeAreaLayoutGuide",
    "UIViewLayoutMarginsGuide": "layoutMarginsGuide",
    "UIViewReadableContentGuide": "readableContentGuide",
    "UIViewKeyboardLayoutGuide": "keyboardLayoutGuide",
    "UIScrollView-contentLayoutGuide": "contentLayoutGuide",
    "UIScrollView-frameLayoutGuide": "frameLayoutGuide",
    "_UILayoutGuide-top": "topLayoutGuide",
    "_UILayoutGuide-bottom": "bottomLayoutGuide",
  ]

  static func name(of item: AnyObject?, in index: NibLoadRecord.Index) -> String {
    guard let item else { return "?" }
    if let id = index.ids[ObjectIdentifier(item)] { return id }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      let property = guideProperties[guide.identifier] ?? (guide.identifier.isEmpty ? "layoutGuide" : guide.identifier)
      return "\(name(of: owner, in: index)).\(property)"
    }
    return "(\(type(of: item)))"
  }
}
