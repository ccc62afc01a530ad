import InterfaceBuilder
import Testing

/// Document attributes, scenes, xib objects, controllers and their parts.
@Suite("Document structure")
struct DocumentTests {
  static let xml = Fixture.storyboard(
    """
    <tabBarController storyboardIdentifier="Tabs" title="Root" id="tab-aa-bbb" customClass="RootTabs" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
        <tabBar key="tabBar" contentMode="scaleToFill" id="TB0-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
        </tabBar>
        <connections>
            <segue destination="sp0-aa-bbb" kind="relationship" relationship="viewControllers" id="R01-aa-bbb"/>
            <segue destination="tv0-aa-bbb" kind="relationship" relationship="viewControllers" id="R02-aa-bbb"/>
            <segue destination="ref-aa-bbb" kind="relationship" relationship="viewControllers" id="R03-aa-bbb"/>
        </connections>
    </tabBarController>
    <splitViewController id="sp0-aa-bbb" allowDoubleColumnStyle="YES" behavior="tile" sceneMemberID="viewController">
        <connections>
            <segue destination="tv0-aa-bbb" kind="relationship" relationship="masterViewController" id="R04-aa-bbb"/>
            <segue destination="vc0-aa-bbb" kind="relationship" relationship="detailViewController" id="R05-aa-bbb"/>
        </connections>
    </splitViewController>
    <tableViewController clearsSelectionOnViewWillAppear="NO" id="tv0-aa-bbb" sceneMemberID="viewController">
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="TV0-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Cell" textLabel="CL0-aa-bbb" style="IBUITableViewCellStyleDefault" id="CE0-aa-bbb">
                    <rect key="frame" x="0.0" y="55.5" width="414" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="CE0-aa-bbb" id="CC0-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="383" height="44"/>
                        <subviews>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" id="CL0-aa-bbb">
                                <rect key="frame" x="20" y="0.0" width="355" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        <navigationItem key="navigationItem" title="List" id="NI0-aa-bbb">
            <barButtonItem key="rightBarButtonItem" systemItem="add" id="BB0-aa-bbb"/>
            <rightBarButtonItems>
                <barButtonItem title="Edit" style="plain" id="BB1-aa-bbb"/>
            </rightBarButtonItems>
        </navigationItem>
        <tabBarItem key="tabBarItem" title="List" image="list" id="TI0-aa-bbb"/>
    </tableViewController>
    <viewController storyboardIdentifier="Detail" modalPresentationStyle="overFullScreen" id="vc0-aa-bbb" sceneMemberID="viewController">
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="LGt-aa-bbb"/>
            <viewControllerLayoutGuide type="bottom" id="LGb-aa-bbb"/>
        </layoutGuides>
        <view key="view" contentMode="scaleToFill" id="V00-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <viewLayoutGuide key="safeArea" id="SA0-aa-bbb"/>
        </view>
        <toolbarItems>
            <barButtonItem systemItem="flexibleSpace" id="BB2-aa-bbb"/>
        </toolbarItems>
        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
        <nil key="simulatedBottomBarMetrics"/>
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="320" height="568"/>
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="boolean" keyPath="checked" value="NO"/>
            <userDefinedRuntimeAttribute type="number" keyPath="radius">
                <real key="value" value="15.5"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="count">
                <integer key="value" value="3"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="string" keyPath="name" value="Ann"/>
            <userDefinedRuntimeAttribute type="localizedString" keyPath="greeting" value="hello"/>
            <userDefinedRuntimeAttribute type="color" keyPath="tint">
                <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="point" keyPath="origin">
                <point key="value" x="1" y="2"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="size" keyPath="extent">
                <size key="value" width="3" height="4"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="rect" keyPath="box">
                <rect key="value" x="1" y="2" width="3" height="4"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="range" keyPath="span">
                <range key="value" location="2" length="5"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star"/>
            <userDefinedRuntimeAttribute type="nil" keyPath="nothing"/>
        </userDefinedRuntimeAttributes>
    </viewController>
    <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Prefs" id="ref-aa-bbb" sceneMemberID="viewController"/>
    <customObject id="obj-aa-bbb" customClass="Helper"/>
    <exit id="ex0-aa-bbb" userLabel="Exit" sceneMemberID="exit"/>
    """,
    attributes: "useTraitCollections=\"YES\" useSafeAreas=\"YES\" initialViewController=\"tab-aa-bbb\"",
    extra: """
          <resources>
              <image name="list" width="25" height="25"/>
          </resources>
      """)

  @Test("Document attributes and device")
  func header() throws {
    let document = try Fixture.decode(Self.xml)
    #expect(document.documentKind == .storyboard)
    #expect(document.toolsVersion == "21701")
    #expect(document.targetRuntime == "iOS.CocoaTouch")
    #expect(document.useAutolayout && document.useTraitCollections && document.useSafeAreas && document.colorMatched)
    #expect(!document.isLaunchScreen)
    #expect(document.initialViewControllerID == "tab-aa-bbb")
    #expect(document.initialViewController?.className == "RootTabs")
    #expect(document.device?.id == "retina6_1")
    #expect(document.device?.orientation == "portrait")
    #expect(document.device?.appearance == "light")
    #expect(document.resources.image(named: "list")?.size == IBSize(width: 25, height: 25))
    #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
  }

  @Test("Scenes: id, label, canvas location, members")
  func scenes() throws {
    let document = try Fixture.decode(Self.xml)
    let scene = try #require(document.scenes.first)
    #expect(scene.sceneID == "sc1-aa-bbb")
    #expect(scene.label == "Scene")
    #expect(scene.canvasLocation == IBPoint(x: 10, y: 20))
    #expect(scene.viewController?.id == "tab-aa-bbb")
    #expect(scene.exit?.id == "ex0-aa-bbb")
    #expect(scene.placeholders.map(\.isFirstResponder) == [false, true])
    #expect(scene.objects.count == 8)
    #expect(document.scene(containingObjectWithID: "CL0-aa-bbb")?.sceneID == "sc1-aa-bbb")
    #expect(scene.location.line > 0)
  }

  @Test("Controllers of every kind with class names and attributes")
  func controllers() throws {
    let document = try Fixture.decode(Self.xml)
    let controllers = try #require(document.scenes.first).objects.compactMap(\.viewController)
    #expect(controllers.map(\.uiKitClassName) == [
      "UITabBarController", "UISplitViewController", "UITableViewController", "UIViewController", "UIStoryboardReference",
    ])
    let tabs = controllers[0]
    #expect(tabs.storyboardIdentifier == "Tabs" && tabs.title == "Root")
    #expect(tabs.customModule == "App" && tabs.customModuleProvider == "target")
    #expect(tabs.relationshipDestinations("viewControllers") == ["sp0-aa-bbb", "tv0-aa-bbb", "ref-aa-bbb"])
    #expect(tabs.bar("tabBar")?.uiKitClassName == "UITabBar")
    let split = controllers[1]
    #expect(split.relationshipDestinations("masterViewController") == ["tv0-aa-bbb"])
    #expect(split.attribute("behavior") == "tile")
    #expect(document.viewController(withStoryboardIdentifier: "Detail")?.modalPresentationStyle == "overFullScreen")
    let reference = controllers[4]
    #expect(reference.isStoryboardReference)
    #expect(reference.storyboardName == "Settings" && reference.referencedIdentifier == "Prefs")
    #expect(reference.view == nil)
    if case .other(let helper)? = document.object(withID: "obj-aa-bbb") {
      #expect(helper["customClass"] == "Helper")
    } else {
      Issue.record("customObject not found")
    }
    for (element, expected) in [
      ("navigationController", "UINavigationController"), ("collectionViewController", "UICollectionViewController"),
      ("pageViewController", "UIPageViewController"), ("avPlayerViewController", "AVPlayerViewController"),
      ("glkViewController", "GLKViewController"), ("hostingController", "UIHostingController"),
    ] {
      #expect(IBVocabulary.uiKitClass(forElement: element) == expected)
    }
  }

  @Test("Navigation items, bar button items, tab bar and toolbar items")
  func barItems() throws {
    let document = try Fixture.decode(Self.xml)
    let list = try #require(document.object(withID: "tv0-aa-bbb")?.viewController)
    let item = try #require(list.navigationItem)
    #expect(item.title == "List")
    #expect(item.rightBarButtonItems.map(\.id) == ["BB0-aa-bbb", "BB1-aa-bbb"])
    #expect(item.rightBarButtonItems.first?.systemItem == "add")
    #expect(item.rightBarButtonItems.last?.title == "Edit")
    #expect(list.tabBarItem?.image == "list")
    #expect(document.viewController(withStoryboardIdentifier: "Detail")?.toolbarItems.first?.systemItem == "flexibleSpace")
    if case .barItem(let bar)? = document.object(withID: "BB1-aa-bbb") { #expect(bar.style == "plain") } else {
      Issue.record("bar button item not classified")
    }
  }

  @Test("Layout guides: top/bottom and safe area")
  func layoutGuides() throws {
    let document = try Fixture.decode(Self.xml)
    let detail = try #require(document.viewController(withStoryboardIdentifier: "Detail"))
    #expect(detail.layoutGuides.map(\.role) == [.topLayoutGuide, .bottomLayoutGuide])
    #expect(detail.layoutGuides.first?.ownerID == "vc0-aa-bbb")
    #expect(detail.view?.safeAreaLayoutGuide?.id == "SA0-aa-bbb")
    if case .layoutGuide(let guide)? = document.object(withID: "SA0-aa-bbb") {
      #expect(guide.role == .safeArea && guide.ownerID == "V00-aa-bbb")
    } else {
      Issue.record("safe area guide not classified")
    }
  }

  @Test("Simulated metrics")
  func simulatedMetrics() throws {
    let document = try Fixture.decode(Self.xml)
    let metrics = try #require(document.viewController(withStoryboardIdentifier: "Detail")).simulatedMetrics
    #expect(metrics.topBar?.kind == "simulatedNavigationBarMetrics")
    #expect(metrics.topBar?.isPrompted == false)
    #expect(metrics.bottomBar?.isNone == true)
    #expect(metrics.destination?.kind == "freeformSimulatedSizeMetrics")
    #expect(metrics.freeformSize == IBSize(width: 320, height: 568))
    #expect(metrics.statusBar == nil)
  }

  @Test("Table views: style, row height, prototypes, cells and content view")
  func tableView() throws {
    let document = try Fixture.decode(Self.xml)
    let table = try #require(document.object(withID: "tv0-aa-bbb")?.viewController?.view)
    #expect(table.uiKitClassName == "UITableView")
    #expect(table.style == "grouped" && table.rowHeight == 44 && table.dataMode == "prototypes")
    let cell = try #require(table.prototypeCells.first)
    #expect(cell.className == "UITableViewCell")
    #expect(cell.reuseIdentifier == "Cell" && cell.accessoryType == "disclosureIndicator")
    #expect(cell.style == "IBUITableViewCellStyleDefault")
    #expect(cell.textLabelID == "CL0-aa-bbb")
    #expect(cell.frame?.y == 55.5)
    #expect(cell.contentView?.subviews.first?.text == "Title")
    #expect(cell.contentView?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(table.allViews.map(\.kind) == ["tableView", "tableViewCell", "tableViewCellContentView", "label"])
  }

  @Test("User-defined runtime attributes of every type")
  func runtimeAttributes() throws {
    let document = try Fixture.decode(Self.xml)
    let values = try #require(document.viewController(withStoryboardIdentifier: "Detail")).userDefinedRuntimeAttributes
    #expect(values.map(\.value) == [
      .boolean(false), .number(15.5), .number(3), .string("Ann"), .localizedString("hello"),
      .color(IBColor(key: "value", value: .rgb(red: 1, green: 0, blue: 0, alpha: 1), colorSpace: "custom", customColorSpace: "sRGB")),
      .point(IBPoint(x: 1, y: 2)), .size(IBSize(width: 3, height: 4)), .rect(IBRect(x: 1, y: 2, width: 3, height: 4)),
      .range(location: 2, length: 5), .image("star"), .none,
    ])
    #expect(values.first?.keyPath == "checked")
  }

  @Test("A xib: placeholders and top-level objects in order")
  func xib() throws {
    let document = try Fixture.decode(
      Fixture.xib(
        """
        <tableViewCell contentMode="scaleToFill" id="cel-aa-bbb"/>
        <collectionViewCell contentMode="center" id="col-aa-bbb"/>
        <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.5" id="lp0-aa-bbb"/>
        """), fileName: "Cells.xib")
    #expect(document.documentKind == .xib)
    #expect(document.scenes.isEmpty)
    #expect(document.objects.map(\.id) == ["-1", "-2", "cel-aa-bbb", "col-aa-bbb", "lp0-aa-bbb"])
    #expect(document.topLevelViews.map(\.className) == ["UITableViewCell", "UICollectionViewCell"])
    if case .gestureRecognizer(let press)? = document.object(withID: "lp0-aa-bbb") {
      #expect(press.className == "UILongPressGestureRecognizer")
    } else {
      Issue.record("long press recognizer not classified")
    }
    #expect(document.diagnostics.isEmpty)
  }
}
