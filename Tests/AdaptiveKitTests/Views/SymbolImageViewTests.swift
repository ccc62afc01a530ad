import AdaptiveKit
import Foundation
import Testing

/// Image views and buttons show symbols with their preferred symbol configuration, under the
/// image's own configured values, and size themselves to the configured symbol.
@MainActor
@Suite("Image views and buttons show symbols with their preferred symbol configuration")
struct SymbolImageViewTests {
  /// The alignment rect size of the symbol `name` as configured (the image's size less its
  /// alignment rect insets: what Auto Layout sizes), at the scale `view` shows images at.
  static func expected(_ name: String, _ configuration: UIImage.SymbolConfiguration, scaleOf image: UIImage?) throws
    -> CGSize
  {
    let scale = try #require(image?.scale)
    let symbol = try #require(
      UIImage(systemName: name, withConfiguration: configuration.withTraitCollection(UITraitCollection(displayScale: scale))))
    let insets = symbol.alignmentRectInsets
    return CGSize(
      width: symbol.size.width - insets.left - insets.right, height: symbol.size.height - insets.top - insets.bottom)
  }

  @Test("An image view's intrinsic size follows its preferred symbol configuration")
  func imageViewPreferred() throws {
    let view = UIImageView(image: UIImage(systemName: "gear"))
    let plain = view.intrinsicContentSize
    #expect(plain == (try Self.expected("gear", .init(pointSize: 17), scaleOf: view._displayedImage)))
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40, weight: .bold, scale: .large)
    #expect(
      view.intrinsicContentSize
        == (try Self.expected("gear", .init(pointSize: 40, weight: .bold, scale: .large), scaleOf: view._displayedImage)))
    #expect(view.intrinsicContentSize.width > plain.width)
    // The image keeps its own (unconfigured) configuration; only the shown variant changes.
    #expect(view.image?.symbolConfiguration == UIImage.SymbolConfiguration.unspecified)
    view.preferredSymbolConfiguration = nil
    #expect(view.intrinsicContentSize == plain)
  }

  @Test("An image's own configured values take precedence over the view's preferred ones")
  func imagePrecedence() throws {
    let image = UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
    let view = UIImageView(image: image)
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40, weight: .bold, scale: .large)
    #expect(
      view.intrinsicContentSize
        == (try Self.expected("gear", .init(pointSize: 20, weight: .bold, scale: .large), scaleOf: view._displayedImage)))
  }

  @Test("Constraints re-solve when the preferred configuration changes the symbol's size")
  func relayout() throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIImageView(image: UIImage(systemName: "trash"))
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    let before = view.frame.size
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
    container.layoutIfNeeded()
    // The frame is the image (to rounding: it is the alignment rect plus the insets); the
    // intrinsic size is its alignment rect.
    let shown = try #require(view._displayedImage?.size)
    #expect(abs(view.frame.width - shown.width) < 0.001 && abs(view.frame.height - shown.height) < 0.001)
    #expect(abs(view.frame.height - 2 * before.height) <= 0.5)
  }

  @Test("A button's image takes the state's preferred symbol configuration, else the normal state's")
  func buttonPreferred() throws {
    let button = UIButton(type: .system)
    let gear = try #require(UIImage(systemName: "gear"))
    button.setImage(gear, for: .normal)
    let plain = button.intrinsicContentSize
    let large = UIImage.SymbolConfiguration(pointSize: 40)
    button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
    #expect(button.preferredSymbolConfigurationForImage(in: .normal) == large)
    #expect(button.preferredSymbolConfigurationForImage(in: .selected) == large)
    #expect(button.currentPreferredSymbolConfiguration == large)
    #expect(button.intrinsicContentSize.width > plain.width)
    #expect(button.imageView?.intrinsicContentSize == (try Self.expected("gear", large, scaleOf: button.imageView?._displayedImage)))
    // The button hands back the image it was given, not the configured variant.
    #expect(button.currentImage === gear)
    let small = UIImage.SymbolConfiguration(pointSize: 10)
    button.setPreferredSymbolConfiguration(small, forImageIn: .selected)
    button.isSelected = true
    #expect(button.currentPreferredSymbolConfiguration == small)
    #expect(button.intrinsicContentSize.width < plain.width)
  }
}
