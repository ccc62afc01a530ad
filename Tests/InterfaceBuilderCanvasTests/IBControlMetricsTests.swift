import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

@MainActor
@Suite("A switch's frame reaches 2 points past its alignment rect on the right")
struct SwitchAlignmentRectTests {
  @Test("UIKit reports 49×31 with 2 points of right inset; the frame is 51×31 (rdar://31777116)")
  func metrics() {
    let toggle = UISwitch()
    #expect(toggle.intrinsicContentSize == CGSize(width: 49, height: 31))
    #expect(toggle.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
    #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
  }

  @Test("Pinned to a trailing edge, the frame ends 2 points past the constraint")
  func trailingConstraint() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let toggle = UISwitch()
    toggle.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(toggle)
    NSLayoutConstraint.activate([
      toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(toggle.frame == CGRect(x: 316, y: 20, width: 51, height: 31))
  }

  @Test("In a stack view the switch's frame reaches past the stack's trailing edge (as IB stores it)")
  func inStackView() {
    let label = UILabel()
    label.text = "Done"
    let toggle = UISwitch()
    toggle.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [label, toggle])
    stack.spacing = 8
    stack.frame = CGRect(x: 0, y: 0, width: 343, height: 31)
    stack.layoutIfNeeded()
    #expect(toggle.frame == CGRect(x: 294, y: 0, width: 51, height: 31))
    #expect(label.frame.width == 286)
  }

  @Test("A storyboard switch in a stack, as xamarin's and IBAnimatable's documents store it")
  func storyboardStack() throws {
    let frame = try IBControlLayout.frame(
      of: "sw",
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
            <rect key="frame" x="16" y="100" width="343" height="31"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Done" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
                    <rect key="frame" x="0.0" y="0.0" width="286" height="31"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                    <rect key="frame" x="294" y="0.0" width="51" height="31"/>
                </switch>
            </subviews>
        </stackView>
        """,
      constraints: """
        \(IBControlLayout.pinned("st", x: 16))
        <constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" constant="16" id="st-r"/>
        """)
    #expect(frame == CGRect(x: 294, y: 0, width: 51, height: 31))
  }
}

@MainActor
@Suite("A slider's frame reaches 2 points past its alignment rect at each side and 1 below")
struct SliderAlignmentRectTests {
  @Test("Auto Layout sees 30 points of height; the frame is 31 (unconfirmed as UIKit's own figures)")
  func metrics() {
    let slider = UISlider()
    #expect(slider.intrinsicContentSize.height == 30)
    #expect(slider.alignmentRectInsets == UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
    #expect(slider.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 31))
  }

  @Test("Pinned 8 points from both edges, the frame starts at 6 and is 4 points wider")
  func edges() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let slider = UISlider()
    slider.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(slider)
    NSLayoutConstraint.activate([
      slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
      slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
      slider.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(slider.frame == CGRect(x: 6, y: 20, width: 363, height: 31))
  }

  @Test("A storyboard slider with a 124-point width constraint is stored 128 wide (Esri's samples)")
  func storyboardWidth() throws {
    let frame = try IBControlLayout.frame(
      of: "sl",
      subviews: """
        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
            <rect key="frame" x="18" y="100" width="128" height="31"/>
            <constraints>
                <constraint firstAttribute="width" constant="124" id="sl-w"/>
            </constraints>
        </slider>
        """,
      constraints: IBControlLayout.pinned("sl"))
    #expect(frame == CGRect(x: 18, y: 100, width: 128, height: 31))
  }
}

@MainActor
@Suite("Text field heights follow the border style and the Xcode that drew the document")
struct IBTextFieldHeightTests {
  static func field(border: String?, font: String = #"type="system" pointSize="14""#) -> String {
    let style = border.map { #"borderStyle="\#($0)""# } ?? ""
    return """
      <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(style) placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
          <rect key="frame" x="20" y="100" width="97" height="30"/>
          <fontDescription key="fontDescription" \(font)/>
          <textInputTraits key="textInputTraits"/>
      </textField>
      """
  }

  static func height(border: String?, font: String = #"type="system" pointSize="14""#, toolsVersion: String, plugIn: String?)
    throws -> CGFloat
  {
    try IBControlLayout.frame(
      of: "tf", toolsVersion: toolsVersion, plugIn: plugIn, subviews: field(border: border, font: font),
      constraints: IBControlLayout.pinned("tf")
    ).height
  }

  @Test("Rounded-rect fields are 30 high before Xcode 11, Xcode 5's documents included, and 34 after")
  func roundedRectByEra() throws {
    #expect(try Self.height(border: "roundedRect", toolsVersion: "5056", plugIn: "3733") == 30)
    #expect(try Self.height(border: "roundedRect", toolsVersion: "14460.31", plugIn: "14460.20") == 30)
    #expect(try Self.height(border: "roundedRect", toolsVersion: "22505", plugIn: "22504") == 34)
  }

  @Test("A borderless field is one line of its font high, in whole points: 17 for 14 pt, 42 for 35 pt")
  func borderless() throws {
    #expect(try Self.height(border: nil, toolsVersion: "12120", plugIn: "12088") == 17)
    let light35 = #"type="system" weight="light" pointSize="35""#
    #expect(try Self.height(border: nil, font: light35, toolsVersion: "12120", plugIn: "12088") == 42)
  }

  /// The field's frame in a one-scene storyboard of a 3x iPhone 8 Plus (a 414×736 root).
  static func frameOnThreeX(toolsVersion: String, plugIn: String, field: String) throws -> CGRect {
    let text = StoryboardXML.oneScene(
      device: "retina5_5", toolsVersion: toolsVersion, plugIn: plugIn, rootSize: (414, 736), subviews: field,
      constraints: IBControlLayout.pinned("tf"))
    let document = try IBDocument(data: Data(text.utf8), fileName: "Fields.storyboard")
    let controller = try #require(document.scenes.first?.viewController)
    let root = try #require(controller.view)
    let layout = SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    return try #require(layout.entries.first { $0.source.id == "tf" }).view.frame
  }

  @Test("From Xcode 13 (iOS 15) a borderless field is its line and 1.5 points, each on the pixel grid")
  func borderlessTextKit2() throws {
    // 14 pt (line 16.7) on a 2x canvas: 17 + 1.5; 18 pt (line 21.5) on a 3x one: 21.67 + 1.67,
    // tinode's 23.33; 10 pt on 3x: 12 + 1.67, DataDog's 13.67.
    #expect(try Self.height(border: nil, toolsVersion: "19455", plugIn: "19454") == 18.5)
    let eighteen = #"type="system" pointSize="18""#
    let ten = #"type="system" pointSize="10""#
    let tinode = try Self.frameOnThreeX(toolsVersion: "23504", plugIn: "23506", field: Self.field(border: nil, font: eighteen))
    #expect(abs(tinode.height - 70.0 / 3) < 0.01)
    let dataDog = try Self.frameOnThreeX(toolsVersion: "24412", plugIn: "24405", field: Self.field(border: nil, font: ten))
    #expect(abs(dataDog.height - 41.0 / 3) < 0.01)
    // Xcode 12 (iOS 14) still draws the line alone in whole points.
    #expect(try Self.height(border: nil, toolsVersion: "17701", plugIn: "17703") == 17)
  }

  @Test("A secure borderless field keeps its line in whole points: tinode's 18-point password fields, 22")
  func borderlessSecure() throws {
    let secure = Self.field(border: nil, font: #"type="system" pointSize="18""#)
      .replacingOccurrences(of: #"<textInputTraits key="textInputTraits"/>"#, with: #"<textInputTraits key="textInputTraits" secureTextEntry="YES"/>"#)
    let frame = try Self.frameOnThreeX(toolsVersion: "23504", plugIn: "23506", field: secure)
    #expect(frame.height == 22)
  }
}

@MainActor
@Suite("A progress bar is 2 points high before Xcode 12 and 4 from it")
struct IBProgressViewEraTests {
  static func height(toolsVersion: String, plugIn: String) throws -> CGFloat {
    try IBControlLayout.frame(
      of: "pv", toolsVersion: toolsVersion, plugIn: plugIn,
      subviews: """
        <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="pv">
            <rect key="frame" x="20" y="100" width="150" height="2"/>
        </progressView>
        """,
      constraints: IBControlLayout.pinned("pv") + "\n"
        + #"<constraint firstAttribute="trailing" secondItem="pv" secondAttribute="trailing" constant="20" id="pv-r"/>"#
    ).height
  }

  @Test("Unconfirmed between plug-ins 16087 and 17126: the switch is placed at Xcode 12 (17000)")
  func byPlugIn() throws {
    #expect(try Self.height(toolsVersion: "6250", plugIn: "6244") == 2)
    #expect(try Self.height(toolsVersion: "15702", plugIn: "15704") == 2)
    #expect(try Self.height(toolsVersion: "17156", plugIn: "17126") == 4)
    #expect(try Self.height(toolsVersion: "21701", plugIn: "21678") == 4)
    #expect(UIProgressView().intrinsicContentSize.height == 4)
  }
}

@MainActor
@Suite("Buttons sized from a configuration or a background image")
struct IBButtonConfigurationSizeTests {
  static func button(_ attributes: String, content: String) -> String {
    // A system button unless `attributes` name another type.
    let type = attributes.contains("buttonType=") ? "" : #"buttonType="system""#
    return """
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(type) lineBreakMode="middleTruncation" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="bt">
        <rect key="frame" x="20" y="100" width="75" height="35"/>
        \(content)
    </button>
    """
  }

  static func size(_ attributes: String = "", content: String, images: [(name: String, width: Int, height: Int)] = [])
    throws -> CGSize
  {
    try IBControlLayout.frame(
      of: "bt", subviews: button(attributes, content: content), constraints: IBControlLayout.pinned("bt"),
      images: images
    ).size
  }

  @Test("A configuration's image gets the medium size's insets: 7 above and below, 12 at the sides")
  func imageOnly() throws {
    let size = try Self.size(
      content: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="play"/>"#,
      images: [("play", 32, 32)])
    #expect(size == CGSize(width: 56, height: 46))
  }

  @Test("A configuration's title is 17-point body text on a whole-point line, 14 points of insets")
  func titleOnly() throws {
    let size = try Self.size(
      content: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Refresh Ad"/>"#)
    #expect(size.height == 35)
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 17)
    label.text = "Refresh Ad"
    #expect(abs(size.width - (label.intrinsicContentSize.width + 24)) <= 0.5)
  }

  @Test("A primary button's configuration title is semibold: OnionBrowser's Request Access is 151 wide")
  func primaryRoleIsSemibold() throws {
    let content = #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Request Access"/>"#
    let plain = try Self.size(content: content)
    let primary = try Self.size(#"role="primary""#, content: content)
    #expect(primary.width > plain.width)
    #expect(primary.height == plain.height)
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    label.text = "Request Access"
    #expect(abs(primary.width - (label.intrinsicContentSize.width + 24)) <= 0.5)
    // Interface Builder stores the button 151 points wide (OnionBrowser's PermissionViewController).
    #expect(abs(primary.width - 151) <= 0.5)
  }

  @Test("An image beside a title: UIKit's imagePadding (0 unless the document sets it) between them")
  func imageAndTitle() throws {
    let images = [(name: "play", width: 32, height: 32)]
    let title = try Self.size(
      content: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Play"/>"#)
    let touching = try Self.size(
      content: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Play" image="play"/>"#,
      images: images)
    #expect(abs(touching.width - (title.width + 32)) < 0.01)
    #expect(abs(touching.height - (32 + 14)) < 0.01)
    let padded = try Self.size(
      content: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Play" image="play" imagePadding="8"/>"#,
      images: images)
    #expect(abs(padded.width - (touching.width + 8)) < 0.01)
    let above = try Self.size(
      content: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Play" image="play" imagePlacement="top" imagePadding="8"/>"#,
      images: images)
    #expect(abs(above.height - (32 + 8 + (title.height - 14) + 14)) < 0.01)
  }

  @Test("Stored contentInsets replace the medium size's; an SF Symbol is sized as UIImage(systemName:) sizes it")
  func storedInsetsAndSymbol() throws {
    let title = try Self.size(
      content: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Button"/>"#)
    let bare = try Self.size(
      content: #"""
        <state key="normal" title="Button"/>
        <buttonConfiguration key="configuration" style="plain" title="Button">
            <directionalEdgeInsets key="contentInsets" top="0.0" leading="0.0" bottom="0.0" trailing="0.0"/>
        </buttonConfiguration>
        """#)
    #expect(abs(bare.width - (title.width - 24)) < 0.01)
    #expect(abs(bare.height - (title.height - 14)) < 0.01)
    let symbol = try #require(UIImage(systemName: "trash"))
    let trash = try Self.size(
      content: #"""
        <state key="normal" title="Button"/>
        <buttonConfiguration key="configuration" style="plain">
            <imageReference key="image" image="trash" catalog="system" symbolScale="default"/>
        </buttonConfiguration>
        """#, images: [("trash", 119, 128)])
    #expect(abs(trash.width - (symbol.size.width + 24)) <= 0.5)
    #expect(abs(trash.height - (symbol.size.height + 14)) <= 0.5)
  }

  @Test("A configuration with neither text nor an image keeps the button type's own measure")
  func emptyConfiguration() throws {
    let info = try Self.size(
      #"buttonType="infoLight""#, content: #"<buttonConfiguration key="configuration" style="plain"/>"#)
    #expect(info == CGSize(width: 22, height: 22))
  }

  @Test("A button with only a background image takes the image's size")
  func backgroundImageOnly() throws {
    let size = try Self.size(
      content: #"<state key="normal" backgroundImage="attention"/>"#, images: [("attention", 23, 23)])
    #expect(size == CGSize(width: 23, height: 23))
  }
}

@MainActor
@Suite("A page control is as wide as its dots and 37 high")
struct PageControlSizeTests {
  @Test("Dots of 7 points, 9 apart: 3 pages need 39×37")
  func sizeForPages() {
    let control = UIPageControl()
    #expect(control.size(forNumberOfPages: 3) == CGSize(width: 39, height: 37))
    #expect(control.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
    #expect(control.intrinsicContentSize == CGSize(width: 0, height: 37))
    control.numberOfPages = 5
    #expect(control.intrinsicContentSize == CGSize(width: 71, height: 37))
  }

  @Test("A storyboard page control centred under nothing but its own size (RocketChat's, Xcode 10)")
  func storyboard() throws {
    let frame = try IBControlLayout.frame(
      of: "pc", toolsVersion: "13771", plugIn: "13772",
      subviews: """
        <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="pc">
            <rect key="frame" x="168" y="100" width="39" height="37"/>
        </pageControl>
        """,
      constraints: """
        <constraint firstItem="pc" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="pc-x"/>
        <constraint firstItem="pc" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="pc-t"/>
        """)
    #expect(frame == CGRect(x: 168, y: 100, width: 39, height: 37))
  }
}
