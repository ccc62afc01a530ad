import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// Views a storyboard builds at run time are UIKit's classes: an image view is a `UIImageView`
/// showing the bundle's image (not the size Interface Builder recorded), a scroll view is a
/// `UIScrollView` whose content size its content's constraints give.
@MainActor
@Suite("Storyboards build image views and scroll views as UIKit's classes at run time")
struct StoryboardRuntimeViewClassTests {
  static func controller(subviews: String, constraints: String) throws -> UIViewController {
    let xml = StoryboardXML.oneScene(toolsVersion: "17505", plugIn: "17505", subviews: subviews, constraints: constraints)
      .replacingOccurrences(
        of: "</document>",
        with: "<resources><image name=\"Icon\" width=\"40\" height=\"40\"/><image name=\"Missing\" width=\"30\" height=\"30\"/></resources>\n</document>")
    let document = try IBDocument(xmlString: xml, fileName: "Runtime.storyboard")
    let storyboard = UIStoryboard(document: document, bundle: ImageFixtures.imagesBundle)
    let controller = try #require(try storyboard.loadInitialViewController())
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    return controller
  }

  @Test("An image view loads its image from the storyboard's bundle and takes its size")
  func imageView() throws {
    let imageView = """
      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="%@" translatesAutoresizingMaskIntoConstraints="NO" id="%@">
          <rect key="frame" x="20" y="%@" width="40" height="40"/>
      </imageView>
      """
    let controller = try Self.controller(
      subviews: String(format: imageView, "Icon", "img", "100") + "\n" + String(format: imageView, "Missing", "gone", "200"),
      constraints: IBControlLayout.pinned("img") + "\n" + IBControlLayout.pinned("gone", y: 200))
    let views = controller.view.subviews.compactMap { $0 as? UIImageView }
    #expect(views.count == 2)
    let shown = try #require(views.first)
    let image = try #require(shown.image)
    // The bundle's Icon (a few points square at the screen's scale), not the 40 points recorded.
    #expect(image.size.width < 40)
    #expect(shown.frame == CGRect(origin: CGPoint(x: 20, y: 100), size: image.size))
    // A missing image leaves the view empty, as UIKit does (after logging it).
    #expect(views.last?.image == nil)
  }

  @Test("A scroll view's content size comes from its content's constraints")
  func scrollView() throws {
    let controller = try Self.controller(
      subviews: """
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sc">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ct">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="900"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="300" id="cw"/>
                        <constraint firstAttribute="height" constant="900" id="ch"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="ct" firstAttribute="leading" secondItem="sc" secondAttribute="leading" id="c1"/>
                <constraint firstItem="ct" firstAttribute="top" secondItem="sc" secondAttribute="top" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="ct" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="ct" secondAttribute="bottom" id="c4"/>
            </constraints>
        </scrollView>
        """,
      constraints: """
        <constraint firstItem="sc" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
        <constraint firstItem="sc" firstAttribute="top" secondItem="root" secondAttribute="top" id="s2"/>
        <constraint firstAttribute="trailing" secondItem="sc" secondAttribute="trailing" id="s3"/>
        <constraint firstAttribute="bottom" secondItem="sc" secondAttribute="bottom" id="s4"/>
        """)
    let scroll = try #require(controller.view.subviews.first as? UIScrollView)
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(scroll.contentSize == CGSize(width: 300, height: 900))
    #expect(scroll.subviews.contains { $0.frame == CGRect(x: 0, y: 0, width: 300, height: 900) })
  }

  @Test("A scroll view clips only when its Clip to Bounds is checked (Interface Builder writes clipsSubviews only then)")
  func scrollViewClipping() throws {
    let scroll = """
      <scrollView %@multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="%@">
          <rect key="frame" x="0.0" y="%@" width="375" height="100"/>
      </scrollView>
      """
    let controller = try Self.controller(
      subviews: String(format: scroll, "clipsSubviews=\"YES\" ", "clipping", "0") + "\n" + String(format: scroll, "", "open", "200"),
      constraints: "")
    let views = controller.view.subviews.compactMap { $0 as? UIScrollView }
    #expect(views.map(\.clipsToBounds) == [true, false])
    #expect(UIScrollView(frame: .zero).clipsToBounds, "one made in code clips")
  }
}
