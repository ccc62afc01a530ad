import AdaptiveKit
import Foundation
import InterfaceBuilder

/// A button as Interface Builder's canvas sizes it: the legacy insets and listed image sizes,
/// or the Xcode 13+ configuration, and the placeholder intrinsic size.
@MainActor
final class IBButton: UIButton, IBPlaceholderIntrinsic, UIKitClassStandIn {
  static var uiKitClass: UIView.Type { UIButton.self }
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  /// The legacy `contentEdgeInsets`, which replace UIKit's default padding around the title.
  var contentInsets: UIEdgeInsets?
  /// The size of the normal image, when the document lists it.
  var imageSize: CGSize?

  /// The Xcode 13+ `buttonConfiguration`, which replaces the legacy title, image and insets.
  var documentConfiguration: IBButtonConfiguration?

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
      button.documentConfiguration = IBButtonConfiguration(configuration, role: source.element["role"], resources: resources)
    }
    return button
  }

  override var intrinsicContentSize: CGSize {
    if let size = documentConfiguration?.contentSize(scale: pixelScale, traits: traitCollection) {
      return applyingPlaceholder(to: size)
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
    guard contentInsets != nil || (imageSize != nil && title.isEmpty) else { return super.intrinsicContentSize }
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

/// A button's `UIButton.Configuration` as Interface Builder stores it (Xcode 13 and later).
struct IBButtonConfiguration {
  var title: String?
  var imageSize: CGSize?
  var isPrimary: Bool
  /// Whether the size is modelled: the default (medium) size, a title or an image but not both
  /// (the default image padding is not known from samples).
  var isModelled: Bool

  @MainActor
  init(_ element: IBXMLElement, role: String?, resources: IBResources) {
    title = element["title"]
    if let name = element["image"], let size = resources.image(named: name)?.size {
      imageSize = CGSize(width: size.width, height: size.height)
    }
    isPrimary = role == "primary"
    let medium = element["buttonSize"] == nil || element["buttonSize"] == "medium"
    let hasTitle = title?.isEmpty == false
    isModelled = medium && element.child(key: "attributedTitle") == nil && (hasTitle != (imageSize != nil))
  }

  /// The title's font: the body text style (17 pt at the default size; 14 on the Extra Small
  /// canvases of Xcode 12.5–13, the category the canvas's traits carry: a title line stored
  /// 31 high in GaldinoAllan's Xcode 13 file), semibold for a primary button (UIKit's
  /// `UIButton.Role.primary`, the headline style's weight). Measured with SF's own advances, the
  /// widths IB stores for OnionBrowser's primary buttons fit semibold text plus the default insets
  /// (147 for "Use built-in Tor", stored 146; bold gives 150); unconfirmed.
  func font(traits: UITraitCollection) -> UIFont {
    let category = traits.preferredContentSizeCategory
    let size = DynamicTypeSizes.pointSize(
      for: .body,
      contentSizeCategory: category == .unspecified ? DynamicTypeSizes.defaultCategory : category.rawValue)
    return UIFont.systemFont(ofSize: size, weight: isPrimary ? .semibold : .regular).measured(on: traits.uiKitRelease)
  }

  /// The content plus the medium size's default content insets (7 above and below, 12 at the
  /// sides): a 32-point image is stored 56×46, a "Refresh Ad" title 108×35 — its line counts
  /// whole points (21 for 17-point text), its width device pixels (154.33 at 3x).
  func contentSize(scale: CGFloat, traits: UITraitCollection) -> CGSize? {
    guard isModelled else { return nil }
    let font = self.font(traits: traits)
    var content = imageSize ?? .zero
    if let title, !title.isEmpty {
      content = CGSize(
        width: TextMeasurer.ceilToPixel(TextMeasurer.size(of: title, font: font).width, scale: scale),
        height: font.lineHeight.rounded(.up))
    }
    return CGSize(width: content.width + 24, height: content.height + 14)
  }
}
