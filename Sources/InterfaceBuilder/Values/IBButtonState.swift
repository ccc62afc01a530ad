/// A button's `<state key="normal|highlighted|selected|disabled" title= image=…>` element.
public struct IBButtonState: Equatable, Sendable {
  /// `normal`, `highlighted`, `selected` or `disabled`.
  public var key: String
  /// The title.
  public var title: String?
  /// The image name.
  public var image: String?
  /// `system` when the image is an SF Symbol.
  public var imageCatalog: String?
  /// The background image name.
  public var backgroundImage: String?
  /// The title colour.
  public var titleColor: IBColor?
  /// The title shadow colour.
  public var titleShadowColor: IBColor?
  /// An attributed title.
  public var attributedTitle: IBAttributedString?
  /// The element.
  public var element: IBXMLElement

  /// Reads a `<state>` element.
  public init?(_ element: IBXMLElement) {
    guard element.name == "state" else { return nil }
    self.element = element
    key = element.key ?? "normal"
    title = element["title"]
    image = element["image"]
    imageCatalog = element["catalog"]
    backgroundImage = element["backgroundImage"]
    titleColor = IBColor(element.child(key: "titleColor"))
    titleShadowColor = IBColor(element.child(key: "titleShadowColor"))
    attributedTitle = IBAttributedString(element.child(key: "attributedTitle", named: "attributedString"))
  }
}
