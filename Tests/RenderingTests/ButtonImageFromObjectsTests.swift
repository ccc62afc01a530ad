import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A button whose class gives it another image when it wakes, as app code calls
/// `setImage(_:for:)`.
final class RestarredButton: UIButton {
  override func awakeFromNib() {
    super.awakeFromNib()
    setImage(UIImage(systemName: "star"), for: .normal)
  }
}

/// A button whose class removes the image the document gives it when it wakes.
final class ImagelessButton: UIButton {
  override func awakeFromNib() {
    super.awakeFromNib()
    setImage(nil, for: .normal)
  }
}

/// A button's image is the one the app's button holds in its state: an image code set replaces
/// the document's, an image code removed is not drawn, and where the app's button holds what its
/// load made of the document (the same symbol, or none because the bundle lacks the image) the
/// document's stays (a missing image keeps its labelled placeholder).
@MainActor
@Suite("Button images are drawn from the app's buttons")
struct ButtonImageFromObjectsTests {
  static func button(id: String, customClass: String?, image: String) -> String {
    """
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" \(customClass.map { "customClass=\"\($0)\" " } ?? "")id="\(id)">
    <rect key="frame" x="20" y="100" width="120" height="60"/>
    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    <state key="normal" \(image)/>
    </button>
    """
  }

  /// The markup of the button `id` up to the next view.
  static func markup(of id: String, customClass: String?, image: String = "image=\"heart\" catalog=\"system\"") throws -> String {
    UIStoryboard.register(RestarredButton.self, forClassName: "RestarredButton")
    UIStoryboard.register(ImagelessButton.self, forClassName: "ImagelessButton")
    let body = try TextAndButtonsFromObjectsTests.render(button(id: id, customClass: customClass, image: image)).svg.body
    let start = try #require(body.range(of: "data-id=\"\(id)\""))
    return String(body[start.upperBound...]).components(separatedBy: "data-id=")[0]
  }

  @Test("An image set in awakeFromNib is drawn instead of the document's")
  func imageFromCode() throws {
    let button = try Self.markup(of: "restarred", customClass: "RestarredButton")
    #expect(button.contains("data-symbol=\"star\""))
    #expect(!button.contains("data-symbol=\"heart\""))
  }

  @Test("An image removed in awakeFromNib is not drawn")
  func imageRemovedByCode() throws {
    let button = try Self.markup(of: "imageless", customClass: "ImagelessButton")
    #expect(!button.contains("data-symbol="))
  }

  @Test("The document's symbol is drawn when the app's button holds it")
  func documentSymbolKept() throws {
    let button = try Self.markup(of: "plain", customClass: nil)
    #expect(button.contains("data-symbol=\"heart\""))
  }

  @Test("An image the bundle lacks keeps its labelled placeholder")
  func missingImagePlaceholder() throws {
    let button = try Self.markup(of: "missing", customClass: nil, image: "image=\"gone\"")
    #expect(button.contains(">gone</text>"))
  }
}
