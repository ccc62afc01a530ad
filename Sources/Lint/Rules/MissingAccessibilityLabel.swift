import InterfaceBuilder

/// Controls that show only an image and give VoiceOver nothing to say: an image-only button or
/// bar button item, an image view made an accessibility element, or a tappable image view (user
/// interaction on and a gesture recognizer attached), without an accessibility label.
///
/// VoiceOver reads a button's title; with no title and no label it falls back to the image's file
/// name or to "button". SF Symbols (`catalog="system"`) are left out: iOS gives many of them a
/// spoken description. Buttons of a system type with their own label (info, add contact, detail
/// disclosure) and elements hidden from accessibility are left out too.
public struct MissingAccessibilityLabel: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "accessibility.missing-label", defaultSeverity: .warning,
    summary: "An image-only control or an accessible image has no accessibility label for VoiceOver.")

  /// Button types whose image UIKit labels itself.
  static let selfLabelledButtonTypes: Set<String> = ["infoLight", "infoDark", "contactAdd", "detailDisclosure", "close"]

  /// Creates the rule.
  public init() {}

  /// One finding per unlabelled image-only control.
  public func check(_ input: LintInput) -> [Diagnostic] {
    input.document.allObjects.compactMap { object -> Diagnostic? in
      let element = object.element
      guard !Self.hasLabel(element), Self.accessibility(of: element)?.isElement != false else { return nil }
      let what: String
      switch element.name {
      case "button" where Self.isImageOnlyButton(element): what = "image-only button"
      case "barButtonItem" where Self.isImageOnlyBarItem(element): what = "image-only bar button item"
      case "imageView" where Self.accessibility(of: element)?.isElement == true: what = "image view marked as an accessibility element"
      case "imageView" where Self.isTappable(object.view): what = "tappable image view"
      default: return nil
      }
      let name = Self.imageName(of: element).map { " ('\($0)')" } ?? ""
      return finding(
        input, at: element.location, objectID: element.id,
        "\(what)\(name) has no accessibility label; VoiceOver reads the image's file name or nothing",
        fixHint: "Set a Label under Accessibility in Interface Builder's Identity inspector (or accessibilityLabel in code).")
    }
  }

  static func accessibility(of element: IBXMLElement) -> IBAccessibility? {
    IBAccessibility(element.firstChild(named: "accessibility"))
  }

  /// A label in the accessibility configuration or set as a runtime attribute.
  static func hasLabel(_ element: IBXMLElement) -> Bool {
    if let label = accessibility(of: element)?.label, !label.isEmpty { return true }
    let runtime = element.firstChild(named: "userDefinedRuntimeAttributes")?.children(named: "userDefinedRuntimeAttribute") ?? []
    return runtime.contains { $0["keyPath"] == "accessibilityLabel" && !($0["value"] ?? "").isEmpty }
  }

  static func isImageOnlyButton(_ element: IBXMLElement) -> Bool {
    if let type = element["buttonType"], selfLabelledButtonTypes.contains(type) { return false }
    let states = element.children(named: "state").compactMap(IBButtonState.init)
    let configuration = element.firstChild(named: "buttonConfiguration")
    let hasTitle =
      states.contains { !($0.title ?? "").isEmpty || $0.attributedTitle != nil }
      || !(configuration?["title"] ?? "").isEmpty || configuration?.child(key: "attributedTitle") != nil
    guard !hasTitle else { return false }
    let stateImages = states.filter { $0.image != nil && $0.imageCatalog != "system" }
    let configurationImage = configuration.flatMap { configuration -> String? in
      if let reference = configuration.firstChild(named: "imageReference") {
        return reference["catalog"] == "system" ? nil : reference["image"]
      }
      return configuration["catalog"] == "system" ? nil : configuration["image"]
    }
    return !stateImages.isEmpty || configurationImage != nil
  }

  /// An image view that takes touches (user interaction on, a gesture recognizer attached): a
  /// control in all but class, which VoiceOver neither names nor, without `isElement`, reaches.
  static func isTappable(_ view: IBView?) -> Bool {
    guard let view else { return false }
    return view.element.bool("userInteractionEnabled") == true && !view.gestureRecognizerIDs.isEmpty
  }

  static func isImageOnlyBarItem(_ element: IBXMLElement) -> Bool {
    guard element["systemItem"] == nil, (element["title"] ?? "").isEmpty, element.child(key: "customView") == nil else {
      return false
    }
    guard let image = element["image"], !image.isEmpty else { return false }
    return element.firstChild(named: "imageReference")?["catalog"] != "system" && element["catalog"] != "system"
  }

  static func imageName(of element: IBXMLElement) -> String? {
    element["image"] ?? element.children(named: "state").compactMap(IBButtonState.init).first { $0.image != nil }?.image
      ?? element.firstChild(named: "buttonConfiguration")?["image"]
  }
}
