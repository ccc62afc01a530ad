import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// An image view whose class shows another symbol and fits it when it wakes, as app code does.
final class RestarredImageView: UIImageView {
  override func awakeFromNib() {
    super.awakeFromNib()
    image = UIImage(systemName: "star")
    contentMode = .scaleAspectFit
  }
}

/// An image view whose class removes the document's image when it wakes.
final class EmptiedImageView: UIImageView {
  override func awakeFromNib() {
    super.awakeFromNib()
    image = nil
  }
}

/// An image view is drawn from the app's `UIImageView`: the image it holds compared with the
/// document's as a button's is, its content mode, and its tint inherited from its superviews.
@MainActor
@Suite("Image views are drawn from the app's image views")
struct ImageViewFromObjectsTests {
  static func imageView(id: String, customClass: String?, image: String) -> String {
    """
    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="center" \(image) \(customClass.map { "customClass=\"\($0)\" " } ?? "")id="\(id)">
    <rect key="frame" x="20" y="100" width="100" height="100"/>
    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    </imageView>
    """
  }

  /// The markup of the image view `id` up to the next view.
  static func markup(of id: String, customClass: String?, image: String = "image=\"heart\" catalog=\"system\"", tint: Bool = false)
    throws -> String
  {
    UIStoryboard.register(RestarredImageView.self, forClassName: "RestarredImageView")
    UIStoryboard.register(EmptiedImageView.self, forClassName: "EmptiedImageView")
    let inner = imageView(id: id, customClass: customClass, image: image)
    let subviews = tint
      ? """
        <view contentMode="scaleToFill" id="tinted">
        <rect key="frame" x="0" y="0" width="375" height="300"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        <subviews>\(inner)</subviews>
        <color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        """
      : inner
    let body = try TextAndButtonsFromObjectsTests.render(subviews).svg.body
    let start = try #require(body.range(of: "data-id=\"\(id)\""))
    return String(body[start.upperBound...]).components(separatedBy: "data-id=")[0]
  }

  @Test("An image and content mode set in awakeFromNib are drawn instead of the document's")
  func imageFromCode() throws {
    let view = try Self.markup(of: "restarred", customClass: "RestarredImageView")
    #expect(view.contains("data-symbol=\"star\""))
    #expect(!view.contains("data-symbol=\"heart\""))
  }

  @Test("An image removed in awakeFromNib is not drawn")
  func imageRemovedByCode() throws {
    let view = try Self.markup(of: "emptied", customClass: "EmptiedImageView")
    #expect(!view.contains("data-symbol="))
  }

  @Test("The document's symbol is drawn in the tint the image view inherits from its superview")
  func inheritedTint() throws {
    let view = try Self.markup(of: "plain", customClass: nil, tint: true)
    #expect(view.contains("data-symbol=\"heart\""))
    #expect(view.contains("stroke=\"#ff0000\""))
  }

  @Test("An image the bundle lacks keeps its labelled placeholder")
  func missingImagePlaceholder() throws {
    let view = try Self.markup(of: "missing", customClass: nil, image: "image=\"gone\"")
    #expect(view.contains(">gone</text>"))
  }
}
