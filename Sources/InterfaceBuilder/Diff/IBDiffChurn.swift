/// What Xcode rewrites on its own without changing the app: the reasons a property change has no effect.
enum IBDiffChurn {
  /// Attributes of `<document>` that only record which Xcode wrote the file.
  static let documentVersionAttributes: Set<String> = ["toolsVersion", "systemVersion", "version"]
  /// Property elements of `<document>` that record Xcode's plug-ins, capabilities, "View as" device
  /// and its cache of `@IBDesignable` sizes.
  static let documentXcodeElements: Set<String> = ["dependencies", "device", "designables"]
  /// Attributes Xcode sets to annotate its canvas, ignored when the app loads the document.
  static let canvasAnnotations: Set<String> = ["misplaced", "ambiguous", "userLabel"]
  /// Properties that place a view by its frame, which constraints override.
  static let framePlacement: Set<String> = ["frame", "autoresizingMask"]

  /// Why a change of property `name` of `element` has no effect, or `nil` when it may have one.
  static func noEffectReason(property name: String, of element: IBXMLElement, category: IBChange.Category) -> String? {
    if category == .document {
      if documentVersionAttributes.contains(name) { return "the Xcode version that saved the file" }
      if documentXcodeElements.contains(name) { return "Xcode's record of plug-ins, capabilities, preview device or designables" }
      return nil
    }
    if canvasAnnotations.contains(name) { return "an Interface Builder canvas annotation" }
    if name == "canvasLocation" { return "the scene's position on the canvas" }
    if category == .view, framePlacement.contains(name), element.bool("translatesAutoresizingMaskIntoConstraints") == false {
      return "the stored frame of a view that constraints place"
    }
    return nil
  }
}
