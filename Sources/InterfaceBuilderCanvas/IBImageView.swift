import AdaptiveKit
import Foundation

/// An image view showing an SF Symbol or an image file on the canvas: a real `UIImageView`, so a
/// standard-style cell adopts it as its `imageView` and lays its text out after the image (a
/// symbol scaled with the text label's font, as UIKit's standard styles do; a file at its own
/// size), while its intrinsic size stays the one Xcode's canvas gives it (the symbol with the
/// view's own configuration at Large; the size the document records for a file).
@MainActor
final class IBImageView: UIImageView, IBPlaceholderIntrinsic, UIKitClassStandIn {
  static var uiKitClass: UIView.Type { UIImageView.self }
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  /// The size the canvas lays the view out at, whatever configuration its cell gives the symbol.
  var naturalSize: CGSize?
  /// The alignment rect insets of the image at `naturalSize` (a symbol's text line).
  var naturalAlignmentInsets: UIEdgeInsets?

  override var intrinsicContentSize: CGSize {
    guard let naturalSize else { return applyingPlaceholder(to: super.intrinsicContentSize) }
    let insets = alignmentRectInsets
    return applyingPlaceholder(
      to: CGSize(
        width: naturalSize.width - insets.left - insets.right, height: naturalSize.height - insets.top - insets.bottom))
  }

  override var alignmentRectInsets: UIEdgeInsets { naturalAlignmentInsets ?? super.alignmentRectInsets }
}
