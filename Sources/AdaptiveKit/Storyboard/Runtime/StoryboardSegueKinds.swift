import Foundation
import InterfaceBuilder

/// The segue object for each storyboard segue kind.
@MainActor
enum StoryboardSegueKinds {
  static func make(
    _ template: IBSegue, kind: IBSegueKind, source: UIViewController, destination: UIViewController,
    sender: Any?, scene: StoryboardScene
  ) -> UIStoryboardSegue {
    if kind == .custom {
      let className = template.customClass ?? ""
      if let type = StoryboardClassRegistry.lookup(
        StoryboardClassRegistry.segues, className: className, module: template.customModule)
      {
        return type.init(identifier: template.identifier, source: source, destination: destination)
      }
      StoryboardClassRegistry.reportUnregistered(
        className, fallback: "UIStoryboardSegue", file: scene.storyboard.document.fileName, location: template.location)
      return UIStoryboardSegue(identifier: template.identifier, source: source, destination: destination)
    }
    let segue = AdaptiveSegue(identifier: template.identifier, source: source, destination: destination)
    // Xcode converts the pre-iOS 8 kinds this way when size classes are turned on (push → show,
    // replace → show detail, modal → present modally, popover → present as popover).
    segue.kind = kind.adaptiveEquivalent
    segue.template = template
    segue.sender = sender
    segue.anchor = template.popoverAnchorViewID.flatMap(scene.loadedView(withID:)) ?? (sender as? UIView)
    return segue
  }
}

/// Show, Show Detail, Present Modally and Present As Popover (and the legacy kinds mapped to them).
@MainActor
final class AdaptiveSegue: UIStoryboardSegue {
  var kind = IBSegueKind.show
  var template: IBSegue?
  var sender: Any?
  /// The popover's anchor: the segue's anchor view, else the triggering view.
  weak var anchor: UIView?

  override func perform() {
    switch kind {
    case .show:
      source.show(destination, sender: sender)
    case .showDetail:
      source.showDetailViewController(destination, sender: sender)
    case .popoverPresentation:
      destination.modalPresentationStyle = .popover
      if let popover = destination.popoverPresentationController {
        popover.sourceView = anchor
        if let directions = template?.popoverArrowDirections {
          popover.permittedArrowDirections = UIPopoverArrowDirection(rawValue: directions.rawValue)
        }
      }
      source.present(destination, animated: template?.animates ?? true)
    default:
      if let style = template?.modalPresentationStyle.flatMap(AdaptiveSegue.presentationStyle) {
        destination.modalPresentationStyle = style
      }
      if let style = template?.modalTransitionStyle.flatMap(AdaptiveSegue.transitionStyle) {
        destination.modalTransitionStyle = style
      }
      source.present(destination, animated: template?.animates ?? true)
    }
  }

  /// A presentation style as Interface Builder writes it.
  static func presentationStyle(_ name: String) -> UIModalPresentationStyle? {
    let styles: [String: UIModalPresentationStyle] = [
      "automatic": .automatic, "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
      "currentContext": .currentContext, "custom": .custom, "overFullScreen": .overFullScreen,
      "overCurrentContext": .overCurrentContext, "popover": .popover, "blurOverFullScreen": .blurOverFullScreen,
    ]
    return styles[name]
  }

  /// A transition style as Interface Builder writes it.
  static func transitionStyle(_ name: String) -> UIModalTransitionStyle? {
    let styles: [String: UIModalTransitionStyle] = [
      "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
      "partialCurl": .partialCurl,
    ]
    return styles[name]
  }
}
