import AdaptiveKit
import Foundation
import InterfaceBuilder

/// A button as Interface Builder's canvas sizes it: the legacy insets and listed image sizes,
/// or UIKit's size for the Xcode 13+ configuration the builder gives it, and the placeholder
/// intrinsic size.
@MainActor
final class IBButton: UIButton, IBPlaceholderIntrinsic, UIKitClassStandIn {
  static var uiKitClass: UIView.Type { UIButton.self }
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  /// The legacy `contentEdgeInsets`, which replace UIKit's default padding around the title.
  var contentInsets: UIEdgeInsets?
  /// The size of the normal image, when the document lists it.
  var imageSize: CGSize?

  /// The size the document lists for its configuration's image when that image is not an SF
  /// Symbol: the canvas holds no image file, so the configured button measures it by this size.
  var configurationImageSize: CGSize?

  /// The size of the normal background image, when the document lists it.
  var backgroundImageSize: CGSize?

  /// The canvas's button for a document's `button` element, before the builder gives it its
  /// title and font: the legacy insets and the image sizes the document lists, or its
  /// configuration (the builder sets UIKit's `contentEdgeInsets`, which place the title's baseline).
  static func make(for source: IBView, resources: IBResources) -> IBButton {
    let button = IBButton(type: StoryboardSceneBuilder.buttonType(source.buttonType))
    button.contentInsets = StoryboardSceneBuilder.contentEdgeInsets(of: source)
    let normal = source.buttonState("normal")
    if let name = normal?.image ?? source.image, let size = resources.image(named: name)?.size {
      button.imageSize = CGSize(width: size.width, height: size.height)
    }
    if let name = normal?.backgroundImage, let size = resources.image(named: name)?.size {
      button.backgroundImageSize = CGSize(width: size.width, height: size.height)
    }
    if let configuration = source.element.child(key: "configuration", named: "buttonConfiguration") {
      let reference = configuration.child(key: "image", named: "imageReference")
      if (reference?["catalog"] ?? configuration["catalog"]) != "system",
        let name = reference?["image"] ?? configuration["image"], let size = resources.image(named: name)?.size
      {
        button.configurationImageSize = CGSize(width: size.width, height: size.height)
      }
    }
    return button
  }

  override var intrinsicContentSize: CGSize {
    // The builder gives the button the document's configuration (UIKit's model of its size);
    // an image the canvas cannot load is measured by the size the document lists.
    // A configuration with neither text nor an image keeps the legacy measure: Interface
    // Builder draws the button type's own image there (an info button's), which is not modelled.
    if let configuration, configuration.hasContent || configurationImageSize != nil {
      let imageSize = configuration.image == nil ? configurationImageSize : nil
      return applyingPlaceholder(to: configuredContentSize(configuration, imageSize: imageSize))
    }
    let title = currentTitle ?? ""
    guard let background = backgroundImageSize else { return applyingPlaceholder(to: contentSize(title: title)) }
    // UIKit sizes a button to hold its background image as well as its content; with no title
    // or image the background image alone (IBAnimatable's 23×23 "attention" button).
    if title.isEmpty && imageSize == nil {
      let insets = contentInsets ?? .zero
      return applyingPlaceholder(
        to: CGSize(
          width: background.width + insets.left + insets.right, height: background.height + insets.top + insets.bottom))
    }
    let content = contentSize(title: title)
    return applyingPlaceholder(
      to: CGSize(width: max(content.width, background.width), height: max(content.height, background.height)))
  }

  private func contentSize(title: String) -> CGSize {
    guard contentInsets != nil || (imageSize != nil && title.isEmpty) else { return perStateContentSize }
    let insets = contentInsets ?? .zero
    var content = imageSize ?? .zero
    if !title.isEmpty {
      let font = (titleLabel?.font ?? UIFont.systemFont(ofSize: 15)).measured(on: traitCollection.uiKitRelease)
      let scale = pixelScale
      content.width += TextMeasurer.ceilToPixel(TextMeasurer.size(of: title, font: font).width, scale: scale)
      content.height = max(content.height, TextMeasurer.ceilToPixel(font.lineHeight, scale: scale))
    }
    return CGSize(
      width: (content.width + insets.left + insets.right).rounded(.up),
      height: (content.height + insets.top + insets.bottom).rounded(.up))
  }
}
