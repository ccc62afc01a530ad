@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// What a storyboard sets on a view reaches the view `UIStoryboard` builds at run time: text
/// alignment and line breaking, view flags, control states and control values (issue 27).
@MainActor
@Suite("Storyboard attributes reach the views built at run time")
struct RuntimeViewAttributeTests {
  /// The views of a one-scene storyboard holding `subviews`, loaded at run time, by document id.
  static func views(_ subviews: String) throws -> (String) -> UIView? {
    let xml = StoryboardXML.oneScene(subviews: subviews, constraints: "")
    let document = try IBDocument(xmlString: xml, fileName: "Attributes.storyboard")
    let controller = try #require(try UIStoryboard(document: document).loadInitialViewController())
    controller.loadViewIfNeeded()
    // The scene holds its views weakly: the closure keeps their controller.
    return { [controller] in controller.storyboardScene?.loadedView(withID: $0) }
  }

  @Test("A label loads with the document's alignment, line breaking and shrinking")
  func label() throws {
    let view = try Self.views(
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignCenters" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" allowsDefaultTighteningForTruncation="YES" enabled="NO" id="centered">
          <rect key="frame" x="16" y="20" width="100" height="21"/>
      </label>
      <label opaque="NO" contentMode="left" text="Right" textAlignment="right" lineBreakMode="middleTruncation" id="right">
          <rect key="frame" x="16" y="60" width="100" height="21"/>
      </label>
      """)
    let centered = try #require(view("centered") as? UILabel)
    #expect(centered.textAlignment == .center)
    #expect(centered.lineBreakMode == .byWordWrapping)
    #expect(centered.adjustsFontSizeToFitWidth)
    #expect(centered.minimumScaleFactor == 0.5)
    #expect(centered.allowsDefaultTighteningForTruncation)
    #expect(centered.baselineAdjustment == .alignCenters)
    #expect(!centered.isEnabled)
    #expect(centered.contentMode == .left)
    #expect(!centered.isOpaque)
    let right = try #require(view("right") as? UILabel)
    #expect(right.textAlignment == .right)
    #expect(right.lineBreakMode == .byTruncatingMiddle)
  }

  @Test("A view loads with the document's alpha, clipping, interaction, content mode and tag")
  func viewFlags() throws {
    let view = try Self.views(
      """
      <view alpha="0.25" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="center" tag="7" id="plain">
          <rect key="frame" x="0" y="0" width="50" height="50"/>
      </view>
      """)
    let plain = try #require(view("plain"))
    #expect(plain.alpha == 0.25)
    #expect(plain.clipsToBounds)
    #expect(!plain.isUserInteractionEnabled)
    #expect(plain.contentMode == .center)
    #expect(plain.tag == 7)
  }

  @Test("Controls load with the document's states and content alignment")
  func controlStates() throws {
    let view = try Self.views(
      """
      <button opaque="NO" contentMode="scaleToFill" enabled="NO" selected="YES" contentHorizontalAlignment="leading" contentVerticalAlignment="top" buttonType="system" lineBreakMode="middleTruncation" id="button">
          <rect key="frame" x="0" y="0" width="80" height="30"/>
          <state key="normal" title="Go"/>
      </button>
      <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="center" minimumFontSize="17" id="field">
          <rect key="frame" x="0" y="40" width="80" height="34"/>
          <fontDescription key="fontDescription" type="system" pointSize="14"/>
          <textInputTraits key="textInputTraits"/>
      </textField>
      """)
    let button = try #require(view("button") as? UIButton)
    #expect(!button.isEnabled)
    #expect(button.isSelected)
    #expect(button.contentHorizontalAlignment == .leading)
    #expect(button.contentVerticalAlignment == .top)
    #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle)
    let field = try #require(view("field") as? UITextField)
    #expect(field.textAlignment == .center)
    #expect(field.contentHorizontalAlignment == .left)
    #expect(field.minimumFontSize == 17)
  }

  @Test("Switches, sliders, steppers, segmented controls, page controls and spinners load with their values")
  func controlValues() throws {
    let view = try Self.views(
      """
      <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="switch">
          <rect key="frame" x="0" y="0" width="51" height="31"/>
      </switch>
      <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="30" minValue="10" maxValue="50" id="slider">
          <rect key="frame" x="0" y="40" width="118" height="31"/>
      </slider>
      <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="4" minimumValue="2" maximumValue="8" stepValue="2" id="stepper">
          <rect key="frame" x="0" y="80" width="94" height="32"/>
      </stepper>
      <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" id="segments">
          <rect key="frame" x="0" y="120" width="121" height="32"/>
          <segments>
              <segment title="First"/>
              <segment title="Second"/>
          </segments>
      </segmentedControl>
      <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" currentPage="2" id="pages">
          <rect key="frame" x="0" y="160" width="39" height="37"/>
      </pageControl>
      <progressView opaque="NO" contentMode="scaleToFill" progress="0.75" id="progress">
          <rect key="frame" x="0" y="200" width="150" height="4"/>
      </progressView>
      <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="NO" animating="YES" style="medium" id="spinner">
          <rect key="frame" x="0" y="210" width="20" height="20"/>
      </activityIndicatorView>
      """)
    #expect((view("switch") as? UISwitch)?.isOn == true)
    let slider = try #require(view("slider") as? UISlider)
    #expect((slider.minimumValue, slider.value, slider.maximumValue) == (10, 30, 50))
    let stepper = try #require(view("stepper") as? UIStepper)
    #expect((stepper.minimumValue, stepper.value, stepper.maximumValue, stepper.stepValue) == (2, 4, 8, 2))
    #expect((view("segments") as? UISegmentedControl)?.selectedSegmentIndex == 1)
    #expect((view("pages") as? UIPageControl)?.currentPage == 2)
    #expect((view("progress") as? UIProgressView)?.progress == 0.75)
    let spinner = try #require(view("spinner") as? UIActivityIndicatorView)
    #expect(!spinner.hidesWhenStopped)
    #expect(spinner.isAnimating)
  }

  @Test("A scroll view loads with the document's paging, bouncing and indicators")
  func scrollView() throws {
    let view = try Self.views(
      """
      <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" pagingEnabled="YES" bounces="NO" showsHorizontalScrollIndicator="NO" showsVerticalScrollIndicator="NO" id="scroll">
          <rect key="frame" x="0" y="0" width="200" height="200"/>
      </scrollView>
      """)
    let scroll = try #require(view("scroll") as? UIScrollView)
    #expect(scroll.isPagingEnabled)
    #expect(scroll.isMultipleTouchEnabled)
    #expect(!scroll.bounces)
    #expect(!scroll.showsHorizontalScrollIndicator)
    #expect(!scroll.showsVerticalScrollIndicator)
  }
}
