import Foundation
import InterfaceBuilder

/// The segue object for each storyboard segue kind.
@MainActor
enum StoryboardSegueKinds {
  static func make(
    _ template: IBSegue, kind: IBSegueKind, source: UIViewController, destination: UIViewController, fileName: String
  ) -> UIStoryboardSegue {
    if kind == .custom {
      let className = template.customClass ?? ""
      if let type = StoryboardClassRegistry.lookup(
        StoryboardClassRegistry.segues, className: className, module: template.customModule)
      {
        return type.init(identifier: template.identifier, source: source, destination: destination)
      }
      StoryboardClassRegistry.reportUnregistered(
        className, fallback: "UIStoryboardSegue", file: fileName, location: template.location)
      return UIStoryboardSegue(identifier: template.identifier, source: source, destination: destination)
    }
    // Xcode converts the pre-iOS 8 kinds this way when size classes are turned on.
    let segue = AdaptiveSegue(identifier: template.identifier, source: source, destination: destination)
    segue.kind = kind.adaptiveEquivalent
    segue.template = template
    return segue
  }
}

/// Show, Show Detail, Present Modally and Present As Popover (and the legacy kinds mapped to them).
@MainActor
final class AdaptiveSegue: UIStoryboardSegue {
  var kind = IBSegueKind.show
  var template: IBSegue?

  override func perform() {
    AdaptiveKitLog.shared.report(.storyboard, "\(kind) segues need the container API, which is not merged yet")
  }
}
