/// The document's `<resources>`: images with their point sizes, named colours and system colours.
public struct IBResources: Equatable, Sendable {
  /// An `<image name= [catalog=] width= height=>` entry.
  public struct Image: Equatable, Sendable {
    /// The image name (bundle file, asset or SF Symbol).
    public var name: String
    /// `system` for SF Symbols.
    public var catalog: String?
    /// The image size in points, when written.
    public var size: IBSize?
    /// The element, for anything else (for example `<mutableData>` contents).
    public var element: IBXMLElement
  }

  /// A `<namedColor>` or `<systemColor>` entry with the colour IB displayed.
  public struct ColorEntry: Equatable, Sendable {
    /// The colour name.
    public var name: String
    /// The fallback value.
    public var color: IBColor?
    /// The element.
    public var element: IBXMLElement
  }

  /// Images, in file order.
  public var images: [Image]
  /// Asset-catalogue colours, in file order.
  public var namedColors: [ColorEntry]
  /// System colours, in file order.
  public var systemColors: [ColorEntry]

  /// Reads a `<resources>` element; `nil` gives empty resources.
  public init(_ element: IBXMLElement?) {
    var images: [Image] = []
    var namedColors: [ColorEntry] = []
    var systemColors: [ColorEntry] = []
    for child in element?.elements ?? [] {
      switch child.name {
      case "image":
        let size: IBSize? =
          child["width"] != nil || child["height"] != nil
          ? IBSize(width: child.double("width") ?? 0, height: child.double("height") ?? 0) : nil
        images.append(Image(name: child["name"] ?? "", catalog: child["catalog"], size: size, element: child))
      case "namedColor":
        namedColors.append(
          ColorEntry(name: child["name"] ?? "", color: IBColor(child.firstChild(named: "color")), element: child))
      case "systemColor":
        systemColors.append(
          ColorEntry(name: child["name"] ?? "", color: IBColor(child.firstChild(named: "color")), element: child))
      default:
        continue
      }
    }
    self.images = images
    self.namedColors = namedColors
    self.systemColors = systemColors
  }

  /// The image entry named `name`.
  public func image(named name: String) -> Image? { images.first { $0.name == name } }
}
