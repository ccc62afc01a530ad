import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("A configured UIButton's intrinsic size: content, padding and placement inside the content insets")
struct ButtonConfigurationSizeTests {
  /// A 17-point body line is 20.29 points, counted 21 (Interface Builder stores a "Refresh Ad"
  /// medium configured button 35 high).
  static let bodyLineHeight: CGFloat = 21

  @Test("A title alone: its line and width plus 7 above and below and 12 at the sides")
  func titleOnly() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Refresh Ad"
    let button = UIButton(configuration: configuration)
    let size = button.intrinsicContentSize
    #expect(size.height == Self.bodyLineHeight + 14)
    #expect(size.width > 24)
    configuration.contentInsets = .zero
    button.configuration = configuration
    #expect(button.intrinsicContentSize == CGSize(width: size.width - 24, height: Self.bodyLineHeight))
  }

  @Test("An image alone is its size plus the insets; imagePadding separates it from a title, placement stacks them")
  func imageAndTitle() throws {
    let icon = try #require(UIImage(contentsOfFile: ImageFixtures.path("Icon@2x.png")))
    var configuration = UIButton.Configuration.plain()
    configuration.image = icon
    let imageOnly = UIButton(configuration: configuration)
    #expect(imageOnly.intrinsicContentSize == CGSize(width: icon.size.width + 24, height: icon.size.height + 14))
    configuration.imagePadding = 8
    #expect(UIButton(configuration: configuration).intrinsicContentSize.width == icon.size.width + 24, "no title: no padding")

    var titleOnly = UIButton.Configuration.plain()
    titleOnly.title = "Library"
    let titleWidth = UIButton(configuration: titleOnly).intrinsicContentSize.width - 24
    configuration.title = "Library"
    let beside = UIButton(configuration: configuration).intrinsicContentSize
    #expect(beside.width == icon.size.width + 8 + titleWidth + 24)
    #expect(beside.height == max(icon.size.height, Self.bodyLineHeight) + 14)
    configuration.imagePlacement = .top
    let above = UIButton(configuration: configuration).intrinsicContentSize
    #expect(above.width == max(icon.size.width, titleWidth) + 24)
    #expect(above.height == icon.size.height + 8 + Self.bodyLineHeight + 14)
  }

  @Test("A subtitle adds its line below the title, titlePadding between them")
  func subtitle() {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Download"
    let single = UIButton(configuration: configuration).intrinsicContentSize.height
    configuration.subtitle = "12 MB"
    let double = UIButton(configuration: configuration).intrinsicContentSize.height
    #expect(double > single)
    configuration.titlePadding = 4
    #expect(UIButton(configuration: configuration).intrinsicContentSize.height == double + 4)
  }

  @Test("A title attributes transformer's font sizes the title; the subtitle has its own")
  func textAttributesTransformer() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Save"
    let body = UIButton(configuration: configuration).intrinsicContentSize
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.uiKit.font = UIFont.systemFont(ofSize: 30)
      return outgoing
    }
    let large = UIButton(configuration: configuration)
    large.layoutIfNeeded()
    #expect(large.titleLabel?.font.pointSize == 30)
    #expect(large.intrinsicContentSize.width > body.width)
    #expect(large.intrinsicContentSize.height > body.height)
    var same = configuration
    same.title = "Save"
    #expect(same == configuration, "copies share the transformer")
    var other = configuration
    other.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { $0 }
    #expect(other != configuration)
    #expect(UIButton(configuration: other).intrinsicContentSize == body, "an identity transformer keeps the size")
  }
}
