import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// Storyboards load SF Symbols (`catalog="system"`, in either the attribute or the
/// `<imageReference>` spelling) with their `<preferredSymbolConfiguration>`, into the same
/// `UIImage(systemName:)` images and configurations code gets.
@MainActor
@Suite("Storyboards load SF Symbols with their symbol configurations")
struct StoryboardSymbolImageTests {
  /// The scene shown in an iPhone 8's window (2x), laid out.
  static func controller(subviews: String, constraints: String) throws -> (UIViewController, [AdaptiveKitLog.Message]) {
    let xml = StoryboardXML.oneScene(toolsVersion: "22505", plugIn: "22504", subviews: subviews, constraints: constraints)
      .replacingOccurrences(
        of: "</document>",
        with: """
          <resources><image name="lock" catalog="system" width="125" height="128"/>
          <image name="trash" catalog="system" width="117" height="128"/></resources>
          </document>
          """)
    let document = try IBDocument(xmlString: xml, fileName: "Symbols.storyboard")
    let storyboard = UIStoryboard(document: document, bundle: ImageFixtures.imagesBundle)
    let device = try #require(Device.named("iPhone 8"))
    // The views are built when the controller's view loads, as it enters the window.
    let (controller, messages) = try AdaptiveKitLog.shared.capture { () throws -> UIViewController? in
      guard let loaded = try storyboard.loadInitialViewController() else { return nil }
      let simulator = Simulator(device: device)
      simulator.window.rootViewController = loaded
      simulator.window.makeKeyAndVisible()
      simulator.layoutIfNeeded()
      return loaded
    }
    return (try #require(controller), messages)
  }

  @Test("tinode's 18-point lock and trash image views take the sizes Interface Builder recorded")
  func pointSizeConfiguration() throws {
    // The two image views of corpus-apps tinode SendMessageBar.xib, one in each spelling.
    let (controller, messages) = try Self.controller(
      subviews: """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="lock" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="lck">
            <rect key="frame" x="20" y="100" width="19" height="19.5"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="18" scale="medium" weight="regular"/>
        </imageView>
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="trs">
            <rect key="frame" x="20" y="200" width="20.5" height="22"/>
            <imageReference key="image" image="trash" catalog="system" renderingMode="template"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="18" scale="medium" weight="regular"/>
        </imageView>
        """,
      constraints: IBControlLayout.pinned("lck") + "\n" + IBControlLayout.pinned("trs", y: 200))
    let views = controller.view.subviews.compactMap { $0 as? UIImageView }
    #expect(views.count == 2)
    let lock = try #require(views.first)
    #expect(lock.image?.isSymbolImage == true)
    #expect(lock.preferredSymbolConfiguration == UIImage.SymbolConfiguration(pointSize: 18, weight: .regular, scale: .medium))
    // 19.5 high as recorded; 17 wide with Xcode 16's narrower lock (tinode's Xcode 14 lock was 19).
    // Its alignment rect (18 points' line) is pinned at 100; the frame is the glyph around it.
    #expect(lock.frame == CGRect(x: 20, y: 100 - lock.alignmentRectInsets.top, width: 17, height: 19.5))
    let trash = try #require(views.last)
    #expect(trash.image?.renderingMode == .alwaysTemplate)
    #expect(trash.frame.height == 22)
    #expect(abs(trash.frame.width - 20.5) <= 0.5)
    #expect(!messages.contains { $0.text.contains("Could not load") })
  }

  @Test("A text style configuration and a button state's configuration load")
  func fontAndButton() throws {
    let (controller, _) = try Self.controller(
      subviews: """
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="glb">
            <rect key="frame" x="20" y="100" width="20" height="20"/>
            <imageReference key="image" image="lock" catalog="system" symbolScale="large"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font">
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
            </preferredSymbolConfiguration>
        </imageView>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
            <rect key="frame" x="20" y="200" width="30" height="30"/>
            <state key="normal">
                <imageReference key="image" image="trash" catalog="system" symbolScale="large"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small" weight="semibold"/>
            </state>
        </button>
        """,
      constraints: IBControlLayout.pinned("glb") + "\n" + IBControlLayout.pinned("btn", y: 200))
    let imageView = try #require(controller.view.subviews.compactMap { $0 as? UIImageView }.first)
    #expect(imageView.preferredSymbolConfiguration == UIImage.SymbolConfiguration(textStyle: .headline))
    // The reference's own scale (large) wins over the view's configuration.
    #expect(imageView.image?.symbolConfiguration == UIImage.SymbolConfiguration(scale: .large))
    let button = try #require(controller.view.subviews.compactMap { $0 as? UIButton }.first)
    #expect(button.currentImage?.isSymbolImage == true)
    #expect(
      button.preferredSymbolConfigurationForImage(in: .normal)
        == UIImage.SymbolConfiguration(scale: .small).applying(UIImage.SymbolConfiguration(weight: .semibold)))
  }

  @Test("Values Interface Builder never writes are reported with file and line, and left unspecified")
  func badValues() throws {
    let (controller, messages) = try Self.controller(
      subviews: """
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="lock" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="bad">
            <rect key="frame" x="20" y="100" width="20" height="20"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" scale="enormous" weight="regular"/>
        </imageView>
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Not A Symbol" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="nam">
            <rect key="frame" x="20" y="200" width="20" height="20"/>
        </imageView>
        """,
      constraints: IBControlLayout.pinned("bad") + "\n" + IBControlLayout.pinned("nam", y: 200))
    let views = controller.view.subviews.compactMap { $0 as? UIImageView }
    #expect(views.first?.preferredSymbolConfiguration == UIImage.SymbolConfiguration(weight: .regular))
    #expect(views.last?.image == nil)
    let texts = messages.filter { $0.category == .storyboard }.map(\.text)
    #expect(texts.contains { $0.hasPrefix("Symbols.storyboard:") && $0.contains("unknown symbol scale \"enormous\"") })
    #expect(texts.contains { $0.hasPrefix("Symbols.storyboard:") && $0.contains("without a usable pointSize") })
    #expect(texts.contains { $0.contains("\"Not A Symbol\" is not an SF Symbol name") })
  }
}
