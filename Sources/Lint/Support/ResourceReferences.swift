import InterfaceBuilder

/// The images and asset-catalog colours a document's objects name, with where each is named.
enum ResourceReferences {
  /// One use of a name.
  struct Use {
    var name: String
    var element: IBXMLElement
    /// The id of the nearest enclosing object.
    var objectID: String?
  }

  /// Image names from `image=`, `highlightedImage=`, `backgroundImage=`, … attributes and image
  /// runtime attributes; SF Symbols (`catalog="system"`) are left out.
  static func images(in document: IBDocument) -> [Use] {
    var uses: [Use] = []
    visit(document.root, objectID: nil) { element, objectID in
      guard element.name != "resources", element["catalog"] != "system" else { return false }
      // `<accessibilityTraits image="YES">` is a trait flag, not an image name.
      guard element.name != "accessibilityTraits" else { return true }
      for attribute in element.attributes where isImageAttribute(attribute.name) && !attribute.value.isEmpty {
        uses.append(Use(name: attribute.value, element: element, objectID: objectID))
      }
      if element.name == "userDefinedRuntimeAttribute", element["type"] == "image", let value = element["value"] {
        uses.append(Use(name: value, element: element, objectID: objectID))
      }
      return true
    }
    return uses
  }

  /// Names of `<color name=…>` elements (asset-catalog colours).
  static func colors(in document: IBDocument) -> [Use] {
    var uses: [Use] = []
    visit(document.root, objectID: nil) { element, objectID in
      guard element.name != "resources" else { return false }
      // `catalog="System"` colours are system colours by name (written by Xcode for some
      // controls), not asset-catalog colours.
      if element.name == "color", let name = element["name"], !name.isEmpty, element["catalog"] == nil {
        uses.append(Use(name: name, element: element, objectID: objectID))
      }
      return true
    }
    return uses
  }

  /// Custom font names: `<fontDescription name=…>` without a system `type` or text `style`, and
  /// an attributed string's `<font name=…>` (AppKit's meta fonts are the system font).
  static func fonts(in document: IBDocument) -> [Use] {
    var uses: [Use] = []
    visit(document.root, objectID: nil) { element, objectID in
      let isCustom =
        (element.name == "fontDescription" && element["type"] == nil && element["style"] == nil)
        || (element.name == "font" && element["metaFont"] == nil)
      if isCustom, let name = element["name"], !name.isEmpty {
        uses.append(Use(name: name, element: element, objectID: objectID))
      }
      return true
    }
    return uses
  }

  private static func isImageAttribute(_ name: String) -> Bool {
    name == "image" || (name.hasSuffix("Image") && name.first?.isLowercase == true)
  }

  /// Walks the tree; `body` returns whether to descend into the element.
  private static func visit(
    _ element: IBXMLElement, objectID: String?, _ body: (IBXMLElement, String?) -> Bool
  ) {
    let owner = element.id ?? objectID
    guard body(element, owner) else { return }
    for case .element(let child) in element.children { visit(child, objectID: owner, body) }
  }
}
