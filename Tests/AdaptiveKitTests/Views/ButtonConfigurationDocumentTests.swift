import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A document's `<buttonConfiguration>` reaches the runtime button as its
/// `UIButton.Configuration` (issue 27, item 5): every attribute Interface Builder writes.
@MainActor
@Suite("A storyboard button's buttonConfiguration becomes UIButton.configuration at run time")
struct ButtonConfigurationDocumentTests {
  /// The runtime buttons of a scene holding one button per body (`attributes` go on each button).
  static func buttons(_ elements: [String], attributes: String = "") throws -> [UIButton] {
    let subviews = elements.enumerated().map { index, body in
      """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" \(attributes) id="b\(index)">
          <rect key="frame" x="20" y="\(100 + 50 * index)" width="120" height="35"/>
          \(body)
      </button>
      """
    }
    let xml = StoryboardXML.document(
      initial: "vc",
      scenes: [
        """
        <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                    \(subviews.joined(separator: "\n"))
                </subviews>
            </view>
        </viewController>
        """
      ])
    let document = try IBDocument(xmlString: xml, fileName: "Buttons.storyboard")
    let controller = try #require(try UIStoryboard(document: document).loadInitialViewController())
    return controller.view.subviews.compactMap { $0 as? UIButton }
  }

  @Test("Style, title, subtitle, size, corners, placement, paddings, alignment and insets reach the configuration")
  func attributes() throws {
    let buttons = try Self.buttons([
      #"""
      <state key="normal" title="Button"/>
      <buttonConfiguration key="configuration" style="tinted" title="Download" subtitle="12 MB" buttonSize="large" cornerStyle="capsule" imagePlacement="trailing" imagePadding="8" titlePadding="3" titleAlignment="leading">
          <directionalEdgeInsets key="contentInsets" top="2" leading="4" bottom="6" trailing="8"/>
          <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      </buttonConfiguration>
      """#,
      #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="filled" title="Go"/>"#,
    ])
    let configuration = try #require(buttons.first?.configuration)
    #expect(configuration.title == "Download")
    #expect(configuration.subtitle == "12 MB")
    #expect(configuration.buttonSize == .large)
    #expect(configuration.cornerStyle == .capsule)
    #expect(configuration.imagePlacement == .trailing)
    #expect(configuration.imagePadding == 8)
    #expect(configuration.titlePadding == 3)
    #expect(configuration.titleAlignment == .leading)
    #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
    #expect(configuration.baseForegroundColor != nil)
    var tinted = UIButton.Configuration.tinted()
    tinted.title = "Download"
    #expect(configuration.background == tinted.background, "the tinted preset's background")
    buttons[0].layoutIfNeeded()
    #expect(buttons[0].titleLabel?.text == "Download", "the configuration's title replaces the state title")

    let filled = try #require(buttons.last?.configuration)
    #expect(filled.buttonSize == .medium)
    #expect(filled.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    var expected = UIButton.Configuration.filled()
    expected.title = "Go"
    #expect(UIButton(configuration: expected).intrinsicContentSize == buttons[1].intrinsicContentSize)
  }

  @Test("An SF Symbol image keeps its scale and the preferred symbol configuration; a primary role is semibold")
  func symbolAndRole() throws {
    let title = #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Request Access"/>"#
    let buttons = try Self.buttons([
      #"""
      <state key="normal" title="Button"/>
      <buttonConfiguration key="configuration" style="plain">
          <imageReference key="image" image="trash" catalog="system" symbolScale="large"/>
          <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" configurationType="pointSize" pointSize="26" scale="large" weight="regular"/>
      </buttonConfiguration>
      """#,
      title,
    ])
    let symbolButton = buttons[0]
    let configuration = try #require(symbolButton.configuration)
    let image = try #require(configuration.image)
    #expect(image.isSymbolImage)
    #expect(image.size == UIImage(systemName: "trash", withConfiguration: UIImage.SymbolConfiguration(scale: .large))?.size)
    let preferred = UIImage.SymbolConfiguration(pointSize: 26, weight: .regular, scale: .large)
    #expect(configuration.preferredSymbolConfigurationForImage == preferred)
    let shown = try #require(image.applyingSymbolConfiguration(preferred))
    #expect(symbolButton.intrinsicContentSize == CGSize(width: shown.size.width + 24, height: shown.size.height + 14))

    let primary = try #require(try Self.buttons([title], attributes: #"role="primary""#).first)
    #expect(primary.role == .primary)
    primary.layoutIfNeeded()
    #expect(primary.titleLabel?.font.fontName == UIFont.systemFont(ofSize: 17, weight: .semibold).fontName)
    #expect(primary.intrinsicContentSize.width > buttons[1].intrinsicContentSize.width)
    #expect(primary.intrinsicContentSize.height == buttons[1].intrinsicContentSize.height)
  }

  @Test("A title font description becomes a title attributes transformer: a 12-point title is measured at 12 points")
  func titleFont() throws {
    let buttons = try Self.buttons([
      #"""
      <state key="normal" title="Button"/>
      <buttonConfiguration key="configuration" style="plain" title="Make Up">
          <fontDescription key="titleFontDescription" type="system" pointSize="12"/>
      </buttonConfiguration>
      """#
    ])
    let button = try #require(buttons.first)
    let configuration = try #require(button.configuration)
    let transformed = configuration.titleTextAttributesTransformer?(AttributeContainer())
    #expect(transformed?.uiKit.font?.pointSize == 12)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.font.pointSize == 12)
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 12)
    label.text = "Make Up"
    #expect(abs(button.intrinsicContentSize.width - (label.intrinsicContentSize.width + 24)) <= 0.5)
  }
}
