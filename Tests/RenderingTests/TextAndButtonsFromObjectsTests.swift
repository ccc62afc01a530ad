import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A label that enlarges, boldens and centres its text when it wakes from the storyboard.
final class RestyledLabel: UILabel {
  override func awakeFromNib() {
    super.awakeFromNib()
    font = UIFont.systemFont(ofSize: 30, weight: .bold)
    textAlignment = .center
  }
}

/// A text field that right-aligns its text in a larger font when it wakes from the storyboard.
final class RestyledField: UITextField {
  override func awakeFromNib() {
    super.awakeFromNib()
    font = UIFont.systemFont(ofSize: 25)
    textAlignment = .right
  }
}

/// A text view that sets its text in a larger font when it wakes from the storyboard.
final class RestyledTextView: UITextView {
  override func awakeFromNib() {
    super.awakeFromNib()
    font = UIFont.systemFont(ofSize: 27)
  }
}

/// A controller that recolours its configured button and gives a plain button a title font once
/// its view has loaded, as an app's `viewDidLoad` does.
final class ButtonStylingController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    for button in view.subviews.compactMap({ $0 as? UIButton }) {
      if var configuration = button.configuration {
        configuration.baseBackgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        configuration.baseForegroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        button.configuration = configuration
      } else {
        button.titleLabel?.font = UIFont.systemFont(ofSize: 22, weight: .semibold)
      }
    }
  }
}

/// A configured button whose configuration code replaces with a tinted one when it wakes.
final class RetintedButton: UIButton {
  override func awakeFromNib() {
    super.awakeFromNib()
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Tinted"
    self.configuration = configuration
  }
}

/// Labels, text fields, text views and buttons are drawn with the fonts, alignment and (for
/// configured buttons) colours of the app's views — what code set after loading — not the
/// document's; natural alignment follows the app's layout direction, and text-style fonts the
/// Dynamic Type size the app was started with.
@MainActor
@Suite("Text and buttons are drawn from the app's views")
struct TextAndButtonsFromObjectsTests {
  static func render(
    _ subviews: String, controllerClass: String? = nil, variant: TraitVariant = .deviceDefault, tree: Bool = false
  ) throws -> RenderedScene {
    let custom = controllerClass.map { " customClass=\"\($0)\"" } ?? ""
    let document = try RenderingFixtures.storyboard(
      """
      <scene sceneID="scene"><objects>
      <viewController id="vc"\(custom) sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="root">
      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <subviews>\(subviews)</subviews>
      <viewLayoutGuide key="safeArea" id="safe"/>
      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      </view>
      </viewController>
      </objects></scene>
      """)
    let configuration = RenderConfiguration(device: RenderingFixtures.phone.device, orientation: .portrait, variant: variant)
    return try SceneRenderer(document: document, options: RenderOptions(recordsTree: tree)).render(
      sceneID: "vc", configuration: configuration)
  }

  /// The `x` of the first `<text>` in `markup`.
  static func textX(_ markup: Substring) throws -> Double {
    let text = try #require(markup.range(of: "<text x=\""))
    let rest = markup[text.upperBound...]
    return try #require(Double(rest[..<rest.firstIndex(of: "\"")!]))
  }

  static let label = """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" customClass="CLASS" id="hello">
    <rect key="frame" x="20" y="40" width="300" height="40"/>
    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    <fontDescription key="fontDescription" type="system" pointSize="12"/>
    </label>
    """

  @Test("A label's font and alignment set in awakeFromNib are drawn, not the document's")
  func labelFontAndAlignment() throws {
    UIStoryboard.register(RestyledLabel.self, forClassName: "RestyledLabel")
    let body = try Self.render(Self.label.replacingOccurrences(of: "CLASS", with: "RestyledLabel")).svg.body
    let label = try ViewAppearanceFromObjectsTests.ownMarkup(of: "hello", in: body)
    #expect(label.contains("font-size=\"30\""), "code's 30-point font, not the document's 12")
    #expect(label.contains("font-weight=\"700\""))
    #expect(try Self.textX(label) > 100, "centred in the 300-point label, not at its left edge")
  }

  @Test("A natural label is drawn right-aligned when the app runs right to left, from the app's label's direction")
  func naturalAlignmentRightToLeft() throws {
    let plain = Self.label.replacingOccurrences(of: " customClass=\"CLASS\"", with: "")
    let leftToRight = try Self.render(plain).svg.body
    #expect(try Self.textX(ViewAppearanceFromObjectsTests.ownMarkup(of: "hello", in: leftToRight)) == 0)
    let rightToLeft = try Self.render(plain, variant: TraitVariant(layoutDirection: .rightToLeft)).svg.body
    #expect(try Self.textX(ViewAppearanceFromObjectsTests.ownMarkup(of: "hello", in: rightToLeft)) > 200)
  }

  @Test("A label's text-style font is drawn at the Dynamic Type size the app was started with")
  func textStyleAtLaunchSize() throws {
    let styled = Self.label.replacingOccurrences(of: " customClass=\"CLASS\"", with: "")
      .replacingOccurrences(
        of: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"12\"/>",
        with: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")
    let large = try Self.render(styled).svg.body
    #expect(try ViewAppearanceFromObjectsTests.ownMarkup(of: "hello", in: large).contains("font-size=\"17\""))
    let accessibility = try Self.render(styled, variant: TraitVariant(preferredContentSizeCategory: .accessibilityLarge))
    let size = UIFont.preferredFont(
      forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    ).pointSize
    #expect(size > 17)
    #expect(try ViewAppearanceFromObjectsTests.ownMarkup(of: "hello", in: accessibility.svg.body)
      .contains("font-size=\"\(SVGWriter.number(size))\""))
  }

  @Test("A text field's font and alignment set in awakeFromNib are drawn")
  func textField() throws {
    UIStoryboard.register(RestyledField.self, forClassName: "RestyledField")
    let body = try Self.render(
      """
      <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" text="Typed" textAlignment="natural" customClass="RestyledField" id="field">
      <rect key="frame" x="20" y="100" width="300" height="34"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textField>
      """
    ).svg.body
    let field = try ViewAppearanceFromObjectsTests.ownMarkup(of: "field", in: body)
    #expect(field.contains("font-size=\"25\""))
    #expect(try Self.textX(field) > 150, "right-aligned inside the border, as code set")
  }

  @Test("A text view's font set in awakeFromNib is drawn")
  func textView() throws {
    UIStoryboard.register(RestyledTextView.self, forClassName: "RestyledTextView")
    let body = try Self.render(
      """
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" customClass="RestyledTextView" id="notes">
      <rect key="frame" x="20" y="160" width="300" height="100"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textView>
      """
    ).svg.body
    #expect(try ViewAppearanceFromObjectsTests.ownMarkup(of: "notes", in: body).contains("font-size=\"27\""))
  }

  static let buttons = """
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="filled">
    <rect key="frame" x="20" y="300" width="200" height="40"/>
    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    <state key="normal" title="Button"/>
    <buttonConfiguration key="configuration" style="filled" title="Filled"/>
    </button>
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="plain">
    <rect key="frame" x="20" y="360" width="200" height="40"/>
    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    <state key="normal" title="Plain"/>
    </button>
    """

  @Test("A configured button's base colours set in viewDidLoad are drawn and recorded, as its configuration resolves them")
  func configuredButtonColours() throws {
    UIStoryboard.register(ButtonStylingController.self, forClassName: "ButtonStylingController")
    let rendered = try Self.render(Self.buttons, controllerClass: "ButtonStylingController", tree: true)
    let filled = try ViewAppearanceFromObjectsTests.ownMarkup(of: "filled", in: rendered.svg.body)
    #expect(filled.contains("fill=\"#ff0000\""), "the base background code set, not the tint")
    #expect(!filled.contains("fill=\"#007aff\""))
    #expect(filled.contains(">Filled</text>"))
    #expect(filled.contains("fill=\"#0000ff\""), "the base foreground code set, not white")
    let plain = try ViewAppearanceFromObjectsTests.ownMarkup(of: "plain", in: rendered.svg.body)
    #expect(plain.contains("font-size=\"22\""), "the title font code set, not the document's 15")
    #expect(plain.contains("font-weight=\"600\""))
    let tree = try #require(rendered.tree)
    let views = Dictionary(uniqueKeysWithValues: Self.flattened(tree.views).map { ($0.id, $0) })
    #expect(views["filled"]?.textColor == "#0000ff")
    #expect(views["filled"]?.text == "Filled")
    #expect(views["plain"]?.font?.size == 22)
    #expect(views["plain"]?.textColor == "#007aff", "a system button's title takes the tint")
  }

  @Test("A configuration code replaces in awakeFromNib is the one drawn: tinted wash, tint-coloured title")
  func configurationReplacedInCode() throws {
    UIStoryboard.register(RetintedButton.self, forClassName: "RetintedButton")
    let body = try Self.render(
      Self.buttons.replacingOccurrences(of: "buttonType=\"system\" lineBreakMode=\"middleTruncation\" id=\"filled\"",
        with: "buttonType=\"system\" lineBreakMode=\"middleTruncation\" customClass=\"RetintedButton\" id=\"filled\"")
    ).svg.body
    let button = try ViewAppearanceFromObjectsTests.ownMarkup(of: "filled", in: body)
    #expect(button.contains(">Tinted</text>"))
    #expect(button.contains("fill=\"rgba(0,122,255,0.15)\""), "the tinted style's wash of the tint")
    #expect(!button.contains("fill=\"#ffffff\""), "not the filled style's white title")
  }

  @Test("A configured button's symbol is drawn in its configuration's foreground, as its title is, not in the tint")
  func configuredSymbolInForeground() throws {
    let body = try Self.render(
      """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="starred">
      <rect key="frame" x="20" y="300" width="200" height="40"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <state key="normal" title="Star" image="star.fill" catalog="system"/>
      <buttonConfiguration key="configuration" style="filled" title="Star">
      <color key="baseBackgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </buttonConfiguration>
      </button>
      """
    ).svg.body
    // The symbol is drawn in a group of its own, so read up to the next view.
    let start = try #require(body.range(of: "data-id=\"starred\""))
    let button = String(body[start.upperBound...]).components(separatedBy: "data-id=")[0]
    #expect(button.contains("stroke=\"#ffffff\""), "the symbol outlined in the filled style's white")
    #expect(!button.contains("#007aff"), "nothing in the tint: the background is the base colour, the content white")
  }

  static func flattened(_ views: [SceneTree.View]) -> [SceneTree.View] {
    views.flatMap { [$0] + flattened($0.subviews ?? []) }
  }
}
