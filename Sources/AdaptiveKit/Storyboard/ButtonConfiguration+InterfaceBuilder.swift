import Foundation
import InterfaceBuilder

extension UIButton.Configuration {
  /// The configuration a document's `<buttonConfiguration key="configuration">` describes, as a
  /// nib gives it to `UIButton.configuration` (Xcode 13+): the `style` preset; `title`,
  /// `subtitle`, `buttonSize`, `cornerStyle`, `imagePlacement`, `imagePadding`, `titlePadding`,
  /// `titleAlignment` and `showsActivityIndicator`; the stored `contentInsets`, base colours,
  /// background and preferred symbol configuration. `image` is the configuration's image as
  /// the caller resolves it (the bundle's at run time), `color` resolves the document's colours;
  /// the title and subtitle font descriptions become attribute transformers setting the font.
  /// Values Interface Builder never writes are reported in `problems` and left at UIKit's default.
  package static func interfaceBuilder(
    _ element: IBXMLElement, image: UIImage?, color: (IBColor?) -> UIColor?, contentSizeCategory: String,
    appFonts: AppFontCatalog, problems: inout [String]
  ) -> UIButton.Configuration {
    func report(_ attribute: String) {
      problems.append("\(element.location): unknown buttonConfiguration \(attribute) \"\(element[attribute] ?? "")\"")
    }
    var configuration: UIButton.Configuration
    switch element["style"] {
    case "plain"?, nil: configuration = .plain()
    case "gray"?: configuration = .gray()
    case "tinted"?: configuration = .tinted()
    case "filled"?: configuration = .filled()
    case "borderless"?: configuration = .borderless()
    case "bordered"?: configuration = .bordered()
    case "borderedTinted"?: configuration = .borderedTinted()
    case "borderedProminent"?: configuration = .borderedProminent()
    default:
      report("style")
      configuration = .plain()
    }
    configuration.title = element["title"]
    configuration.subtitle = element["subtitle"]
    configuration.image = image
    if let name = element["buttonSize"] {
      if let size = Size(interfaceBuilderName: name) { configuration.buttonSize = size } else { report("buttonSize") }
    }
    if let name = element["cornerStyle"] {
      if let style = CornerStyle(interfaceBuilderName: name) { configuration.cornerStyle = style } else { report("cornerStyle") }
    }
    if let name = element["imagePlacement"] {
      if let edge = NSDirectionalRectEdge(interfaceBuilderName: name) {
        configuration.imagePlacement = edge
      } else {
        report("imagePlacement")
      }
    }
    if let name = element["titleAlignment"] {
      if let alignment = TitleAlignment(interfaceBuilderName: name) {
        configuration.titleAlignment = alignment
      } else {
        report("titleAlignment")
      }
    }
    if let padding = element.double("imagePadding") { configuration.imagePadding = CGFloat(padding) }
    if let padding = element.double("titlePadding") { configuration.titlePadding = CGFloat(padding) }
    configuration.showsActivityIndicator = element["showsActivityIndicator"] == "YES"
    if let insets = element.child(key: "contentInsets", named: "directionalEdgeInsets") {
      configuration.contentInsets = NSDirectionalEdgeInsets(
        top: CGFloat(insets.double("top") ?? 0), leading: CGFloat(insets.double("leading") ?? 0),
        bottom: CGFloat(insets.double("bottom") ?? 0), trailing: CGFloat(insets.double("trailing") ?? 0))
    }
    func documentColor(_ key: String) -> UIColor? {
      IBColor(element.elements.first { $0.name == "color" && $0.key == key }).flatMap(color)
    }
    configuration.baseForegroundColor = documentColor("baseForegroundColor")
    configuration.baseBackgroundColor = documentColor("baseBackgroundColor")
    if let background = element.child(key: "background", named: "backgroundConfiguration") {
      func backgroundColor(_ key: String) -> UIColor? {
        IBColor(background.elements.first { $0.name == "color" && $0.key == key }).flatMap(color)
      }
      if let fill = backgroundColor("backgroundColor") { configuration.background.backgroundColor = fill }
      if let stroke = backgroundColor("strokeColor") { configuration.background.strokeColor = stroke }
      if let radius = background.double("cornerRadius") { configuration.background.cornerRadius = CGFloat(radius) }
      if let width = background.double("strokeWidth") { configuration.background.strokeWidth = CGFloat(width) }
    }
    // Interface Builder's title and subtitle fonts become attribute transformers that set the font.
    func fontTransformer(_ key: String) -> UIConfigurationTextAttributesTransformer? {
      guard let description = element.child(key: key, named: "fontDescription") else { return nil }
      var attributes: [String: String] = [:]
      for attribute in description.attributes { attributes[attribute.name] = attribute.value }
      let font = UIFont.interfaceBuilderFont(
        attributes: attributes, contentSizeCategory: contentSizeCategory, appFonts: appFonts)
      return UIConfigurationTextAttributesTransformer { incoming in
        var outgoing = incoming
        outgoing[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
        return outgoing
      }
    }
    configuration.titleTextAttributesTransformer = fontTransformer("titleFontDescription")
    configuration.subtitleTextAttributesTransformer = fontTransformer("subtitleFontDescription")
    if let symbol = element.child(key: "preferredSymbolConfigurationForImage", named: "preferredSymbolConfiguration") {
      configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration.interfaceBuilder(
        symbol, contentSizeCategory: contentSizeCategory, problems: &problems)
    }
    return configuration
  }
}

extension UIButton.Configuration.Size {
  /// The size Interface Builder's `buttonSize` attribute names.
  init?(interfaceBuilderName name: String) {
    switch name {
    case "mini": self = .mini
    case "small": self = .small
    case "medium": self = .medium
    case "large": self = .large
    default: return nil
    }
  }
}

extension UIButton.Configuration.CornerStyle {
  /// The corner style Interface Builder's `cornerStyle` attribute names.
  init?(interfaceBuilderName name: String) {
    switch name {
    case "fixed": self = .fixed
    case "dynamic": self = .dynamic
    case "small": self = .small
    case "medium": self = .medium
    case "large": self = .large
    case "capsule": self = .capsule
    default: return nil
    }
  }
}

extension UIButton.Configuration.TitleAlignment {
  /// The alignment Interface Builder's `titleAlignment` attribute names.
  init?(interfaceBuilderName name: String) {
    switch name {
    case "automatic": self = .automatic
    case "leading": self = .leading
    case "center": self = .center
    case "trailing": self = .trailing
    default: return nil
    }
  }
}

extension NSDirectionalRectEdge {
  /// The edge Interface Builder's `imagePlacement` attribute names.
  init?(interfaceBuilderName name: String) {
    switch name {
    case "leading": self = .leading
    case "trailing": self = .trailing
    case "top": self = .top
    case "bottom": self = .bottom
    default: return nil
    }
  }
}

extension UIButton.Role {
  /// The role Interface Builder's `role` attribute names; nil for none or an unknown name.
  init?(interfaceBuilderName name: String?) {
    switch name {
    case "normal"?: self = .normal
    case "primary"?: self = .primary
    case "cancel"?: self = .cancel
    case "destructive"?: self = .destructive
    default: return nil
    }
  }
}
