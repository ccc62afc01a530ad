import AdaptiveKit
import Foundation

/// A live `UIButton` as UIKit draws it in its current state: the background image stretched
/// over the bounds, then the current image and title side by side, the pair placed by the
/// content alignments inside `contentEdgeInsets`, the title in `currentTitleColor` (which
/// already falls back to the tint for system buttons and white for the others).
@MainActor
struct LiveButtonDrawing {
  let context: DrawingContext

  func draw(_ button: UIButton, tint: RenderColor, in bounds: CGRect) {
    let traits = button.traitCollection
    if ControlDrawing.drawSystemGlyph(of: button.buttonType, tint: tint, infoDarkColor: .label, in: bounds, context: context) {
      return
    }
    // UIKit dims images of a disabled button unless told not to (`adjustsImageWhenDisabled`);
    // the 0.35 matches the alpha disabled content gets elsewhere in these drawings.
    let dimsImages = !button.isEnabled && button.adjustsImageWhenDisabled
    if let background = button.currentBackgroundImage {
      // Turned where it flips in the button's direction, as its image is: UIKit shows both in
      // image views of the button, which turn an image that flips for right-to-left layouts.
      drawImage(
        background, in: bounds, dimmed: dimsImages, tint: tint, automaticIsTemplate: false,
        direction: button.effectiveUserInterfaceLayoutDirection, traits: traits)
    }
    let title = button.currentAttributedTitle?.string ?? button.currentTitle ?? ""
    let font = button.titleLabel?.font ?? UIFont.systemFont(ofSize: 15)
    let image = button.currentImage
    let content = bounds.inset(by: button.contentEdgeInsets)
    let imageSize = image.map { CGSize(width: min($0.size.width, content.width), height: min($0.size.height, content.height)) }
      ?? .zero
    let titleWidth = title.isEmpty ? 0 : min(TextDrawing.width(of: title, font: font), max(0, content.width - imageSize.width))
    let total = imageSize.width + titleWidth
    let x: CGFloat
    switch button.contentHorizontalAlignment {
    case .left, .leading: x = content.minX
    case .right, .trailing: x = content.maxX - total
    case .center, .fill: x = content.minX + (content.width - total) / 2
    }
    if let image, imageSize.width > 0, imageSize.height > 0 {
      let y = Self.top(of: imageSize.height, in: content, alignment: button.contentVerticalAlignment)
      let frame = CGRect(x: x, y: y, width: imageSize.width, height: imageSize.height)
        .offsetBy(dx: button.imageEdgeInsets.left - button.imageEdgeInsets.right,
          dy: button.imageEdgeInsets.top - button.imageEdgeInsets.bottom)
      // A system button draws its images as templates unless they are always original.
      drawImage(
        image, in: frame, dimmed: dimsImages, tint: tint, automaticIsTemplate: button.buttonType == .system,
        direction: button.effectiveUserInterfaceLayoutDirection, traits: traits)
    }
    guard !title.isEmpty else { return }
    let color = RenderColor(button.currentTitleColor, traits: traits)
    let lineHeight = font.lineHeight
    let titleBox = CGRect(
      x: x + imageSize.width, y: Self.top(of: lineHeight, in: content, alignment: button.contentVerticalAlignment),
      width: titleWidth, height: lineHeight
    ).offsetBy(dx: button.titleEdgeInsets.left - button.titleEdgeInsets.right,
      dy: button.titleEdgeInsets.top - button.titleEdgeInsets.bottom)
    TextDrawing.draw(
      title, in: titleBox, font: font, color: color, alignment: .center, lineBreakMode: .byTruncatingMiddle,
      into: &context.writer)
  }

  private func drawImage(
    _ image: UIImage, in frame: CGRect, dimmed: Bool, tint: RenderColor, automaticIsTemplate: Bool,
    direction: UIUserInterfaceLayoutDirection, traits: UITraitCollection
  ) {
    if dimmed { context.writer.open("g", [("opacity", "0.35")]) }
    if !ImageDrawing.draw(
      image, in: frame, contentMode: "scaleToFill", viewTint: tint, automaticIsTemplate: automaticIsTemplate,
      direction: direction, traits: traits, context: context)
    {
      ImageDrawing.drawPlaceholder(label: "image", in: frame, context: context)
    }
    if dimmed { context.writer.close("g") }
  }

  private static func top(of height: CGFloat, in content: CGRect, alignment: UIControl.ContentVerticalAlignment)
    -> CGFloat
  {
    switch alignment {
    case .top: return content.minY
    case .bottom: return content.maxY - height
    case .center, .fill: return content.minY + (content.height - height) / 2
    }
  }
}
