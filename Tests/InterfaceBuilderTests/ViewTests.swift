import InterfaceBuilder
import Testing

/// View attributes: geometry, layout flags, priorities, margins and class-specific properties.
@Suite("Views")
struct ViewTests {
  static let xml = Fixture.xib(
    """
    <view contentMode="scaleToFill" id="V00-aa-bbb" customClass="CardView">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="751" text="Hello" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignCenters" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" ambiguous="YES" id="L00-aa-bbb">
                <rect key="frame" x="20.5" y="43.5" width="42" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                <nil key="highlightedColor"/>
            </label>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="firstBaseline" spacing="8" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="S00-aa-bbb">
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="logo" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="infinite" id="I00-aa-bbb"/>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="B00-aa-bbb">
                        <state key="normal" title="Go" image="arrow" catalog="system">
                            <color key="titleColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                        </state>
                        <state key="highlighted" title="Going"/>
                    </button>
                    <switch opaque="NO" contentMode="scaleToFill" on="YES" id="W00-aa-bbb"/>
                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="D00-aa-bbb"/>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="G00-aa-bbb">
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                        </segments>
                    </segmentedControl>
                    <progressView opaque="NO" contentMode="scaleToFill" progress="0.25" id="P00-aa-bbb"/>
                    <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="medium" id="A00-aa-bbb"/>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" text="Ann" minimumFontSize="17" id="T00-aa-bbb">
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" returnKeyType="done"/>
                    </textField>
                </subviews>
            </stackView>
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" fixedFrame="YES" alpha="0.5" tag="7" id="SC0-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                <autoresizingMask key="autoresizingMask"/>
                <inset key="contentInset" minX="1" minY="2" maxX="3" maxY="4"/>
                <viewLayoutGuide key="contentLayoutGuide" id="CG0-aa-bbb"/>
                <viewLayoutGuide key="frameLayoutGuide" id="FG0-aa-bbb"/>
            </scrollView>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
        <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
        <accessibility key="accessibilityConfiguration" label="Card" identifier="card">
            <accessibilityTraits key="traits" button="YES" header="YES"/>
        </accessibility>
    </view>
    """, attributes: "preservesSuperviewLayoutMargins=\"YES\"")

  func view(_ id: String) throws -> IBView {
    try #require(try Fixture.decode(Self.xml, fileName: "Views.xib").object(withID: id)?.view)
  }

  @Test("Geometry, autoresizing and class names")
  func geometry() throws {
    let root = try view("V00-aa-bbb")
    #expect(root.kind == "view" && root.className == "CardView" && root.uiKitClassName == "UIView")
    #expect(root.frame == IBRect(x: 0, y: 0, width: 375, height: 667))
    #expect(root.autoresizingMask == [.flexibleRightMargin, .flexibleTopMargin])
    #expect(root.translatesAutoresizingMaskIntoConstraints)
    #expect(root.subviews.map(\.className) == ["UILabel", "UIStackView", "UIScrollView"])
    #expect(root.layoutMargins == IBEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(root.backgroundColor?.value == .white(1, alpha: 1))
    #expect(root.accessibility?.label == "Card" && root.accessibility?.traits == ["button", "header"])
    let scroll = try view("SC0-aa-bbb")
    #expect(scroll.hasFixedFrame && scroll.alpha == 0.5 && scroll.tag == 7 && scroll.clipsSubviews)
    #expect(scroll.contentInset == IBEdgeInsets(top: 2, left: 1, bottom: 4, right: 3))
    #expect(scroll.layoutGuides.map(\.role) == [.contentLayoutGuide, .frameLayoutGuide])
  }

  @Test("Label properties, priorities and layout flags")
  func label() throws {
    let label = try view("L00-aa-bbb")
    #expect(label.text == "Hello" && label.textAlignment == "center" && label.lineBreakMode == "wordWrap")
    #expect(label.numberOfLines == 0 && label.baselineAdjustment == "alignCenters")
    #expect(label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5)
    #expect(label.font?.kind == .textStyle("UICTFontTextStyleHeadline"))
    #expect(label.textColor?.value == .cocoaTouchSystem("darkTextColor"))
    #expect(label.horizontalHuggingPriority == 251 && label.verticalHuggingPriority == 251)
    #expect(label.horizontalCompressionResistancePriority == 751 && label.verticalCompressionResistancePriority == 750)
    #expect(!label.translatesAutoresizingMaskIntoConstraints && label.isMisplaced && label.isAmbiguous)
    #expect(!label.isUserInteractionEnabled && !label.isOpaque && label.contentMode == "left")
    #expect(label.frame?.x == 20.5)
  }

  @Test("Stack view arrangement and its arranged subviews in order")
  func stackView() throws {
    let stack = try view("S00-aa-bbb")
    #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .firstBaseline)
    #expect(stack.spacing == 8 && stack.isBaselineRelativeArrangement && stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.subviews.map(\.kind) == [
      "imageView", "button", "switch", "slider", "segmentedControl", "progressView", "activityIndicatorView", "textField",
    ])
    let image = stack.subviews[0]
    #expect(image.image == "logo")
    #expect(image.placeholderIntrinsicWidth == .value(100) && image.placeholderIntrinsicHeight == IBIntrinsicPlaceholder.none)
  }

  @Test("Controls: buttons, switches, sliders, segments, progress, activity, text fields")
  func controls() throws {
    let button = try view("B00-aa-bbb")
    #expect(button.buttonType == "system")
    #expect(button.buttonStates.map(\.key) == ["normal", "highlighted"])
    #expect(button.buttonState("normal")?.title == "Go" && button.buttonState("normal")?.imageCatalog == "system")
    #expect(button.buttonState("normal")?.titleColor?.value == .white(0, alpha: 1))
    #expect(try view("W00-aa-bbb").isOn)
    let slider = try view("D00-aa-bbb")
    #expect(slider.value == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 1)
    let segments = try view("G00-aa-bbb")
    #expect(segments.segments.map(\.title) == ["First", "Second"] && segments.selectedSegmentIndex == 1)
    #expect(try view("P00-aa-bbb").progress == 0.25)
    let spinner = try view("A00-aa-bbb")
    #expect(spinner.isHidden && spinner.activityIndicatorStyle == "medium" && !spinner.isAnimating)
    let field = try view("T00-aa-bbb")
    #expect(field.text == "Ann" && field.placeholder == "Name" && field.borderStyle == "roundedRect")
    #expect(field.font?.pointSize == 14 && field.textInputTraits?["returnKeyType"] == "done")
  }

  @Test("The view element → UIKit class table", arguments: [
    ("label", "UILabel"), ("tableViewCell", "UITableViewCell"), ("stackView", "UIStackView"),
    ("collectionReusableView", "UICollectionReusableView"), ("visualEffectView", "UIVisualEffectView"),
    ("mapView", "MKMapView"), ("wkWebView", "WKWebView"), ("webView", "UIWebView"), ("arscnView", "ARSCNView"),
    ("datePicker", "UIDatePicker"), ("pickerView", "UIPickerView"), ("searchBar", "UISearchBar"),
    ("pageControl", "UIPageControl"), ("stepper", "UIStepper"), ("containerView", "UIView"),
  ])
  func classTable(_ element: String, _ expected: String) {
    #expect(IBVocabulary.viewClasses[element] == expected)
  }

  @Test("The document's views in order, and owners of subviews")
  func traversal() throws {
    let document = try Fixture.decode(Self.xml, fileName: "Views.xib")
    #expect(document.allViews.count == 12)
    #expect(document.owningView(ofObjectWithID: "B00-aa-bbb")?.id == "S00-aa-bbb")
    #expect(document.allObjects.first?.id == "-1")
  }
}
