import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// Bars placed as views — a navigation bar, toolbar or tab bar dragged into a scene or a xib —
/// are UIKit's bar classes at run time, holding the items the document lists: outlets to the
/// bars and items connect, item actions reach their targets and item segues run.
@MainActor
@Suite("Storyboards build navigation bars, toolbars and tab bars placed as views, with their items")
struct StoryboardBarViewTests {
  final class EditorController: UIViewController {
    var toolbar: UIToolbar?
    var trashItem: UIBarButtonItem?
    var topBar: UINavigationBar?
    var tabs: UITabBar?
    var modeControl: UISegmentedControl?
    var log: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      log.append("prepare(\(segue.identifier ?? "-"), sender: \(sender is UIBarButtonItem ? "item" : "?"))")
    }
  }

  static func registerClasses() {
    UIStoryboard.register(EditorController.self, forClassName: "EditorController")
    KeyValueCoding.register(\EditorController.toolbar, forKey: "toolbar")
    KeyValueCoding.register(\EditorController.trashItem, forKey: "trashItem")
    KeyValueCoding.register(\EditorController.topBar, forKey: "topBar")
    KeyValueCoding.register(\EditorController.tabs, forKey: "tabs")
    KeyValueCoding.register(\EditorController.modeControl, forKey: "modeControl")
    ActionRegistry.register("trash:", on: EditorController.self) { editor, sender in
      editor.log.append("trash(\(sender is UIBarButtonItem ? "item" : "?"))")
    }
    ActionRegistry.register("done:", on: EditorController.self) { editor, _ in editor.log.append("done") }
  }

  static let storyboard = StoryboardXML.document(
    initial: "ed",
    scenes: [
      """
      <viewController id="ed" customClass="EditorController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                  <navigationBar contentMode="scaleToFill" barStyle="black" translatesAutoresizingMaskIntoConstraints="NO" id="nav">
                      <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                      <items>
                          <navigationItem title="Edit" id="navItem">
                              <barButtonItem key="rightBarButtonItem" systemItem="done" id="doneItem">
                                  <connections>
                                      <action selector="done:" destination="ed" id="a1"/>
                                  </connections>
                              </barButtonItem>
                          </navigationItem>
                      </items>
                  </navigationBar>
                  <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tb">
                      <rect key="frame" x="0.0" y="720" width="414" height="44"/>
                      <items>
                          <barButtonItem systemItem="trash" id="trash">
                              <connections>
                                  <action selector="trash:" destination="ed" id="a2"/>
                              </connections>
                          </barButtonItem>
                          <barButtonItem style="plain" systemItem="flexibleSpace" id="flex"/>
                          <barButtonItem style="plain" id="modeItem">
                              <segmentedControl key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="bar" selectedSegmentIndex="0" id="mode">
                                  <rect key="frame" x="150" y="6" width="121" height="32"/>
                                  <segments>
                                      <segment title="Draw"/>
                                      <segment title="Erase"/>
                                  </segments>
                              </segmentedControl>
                          </barButtonItem>
                          <barButtonItem title="Share" id="share">
                              <connections>
                                  <segue destination="other" kind="show" identifier="share" id="sg"/>
                              </connections>
                          </barButtonItem>
                      </items>
                  </toolbar>
                  <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                      <rect key="frame" x="0.0" y="764" width="414" height="49"/>
                      <items>
                          <tabBarItem title="Recent" id="t1"/>
                          <tabBarItem systemItem="favorites" tag="7" id="t2"/>
                      </items>
                  </tabBar>
              </subviews>
              <viewLayoutGuide key="safeArea" id="safe"/>
              <constraints>
                  <constraint firstItem="nav" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                  <constraint firstAttribute="trailing" secondItem="nav" secondAttribute="trailing" id="c2"/>
                  <constraint firstItem="nav" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                  <constraint firstItem="tb" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                  <constraint firstAttribute="trailing" secondItem="tb" secondAttribute="trailing" id="c5"/>
                  <constraint firstItem="tabs" firstAttribute="top" secondItem="tb" secondAttribute="bottom" id="c6"/>
                  <constraint firstItem="tabs" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
                  <constraint firstAttribute="trailing" secondItem="tabs" secondAttribute="trailing" id="c8"/>
                  <constraint firstItem="safe" firstAttribute="bottom" secondItem="tabs" secondAttribute="bottom" id="c9"/>
              </constraints>
          </view>
          <connections>
              <outlet property="toolbar" destination="tb" id="o1"/>
              <outlet property="trashItem" destination="trash" id="o2"/>
              <outlet property="topBar" destination="nav" id="o3"/>
              <outlet property="tabs" destination="tabs" id="o4"/>
              <outlet property="modeControl" destination="mode" id="o5"/>
          </connections>
      </viewController>
      """,
      StoryboardXML.plainController("other"),
    ])

  static func editor() throws -> EditorController {
    registerClasses()
    let document = try IBDocument(xmlString: storyboard, fileName: "Editor.storyboard")
    let controller = try #require(try UIStoryboard(document: document).loadInitialViewController() as? EditorController)
    controller.loadViewIfNeeded()
    return controller
  }

  @Test("The bars are UIKit's classes, connected to their outlets, with the document's look")
  func barClasses() throws {
    let editor = try Self.editor()
    let toolbar = try #require(editor.toolbar)
    #expect(toolbar.isTranslucent == false)
    #expect(editor.topBar?.barStyle == .black)
    #expect(editor.tabs?.isTranslucent == true)
    #expect(editor.view.subviews.map { String(describing: type(of: $0)) } == ["UINavigationBar", "UIToolbar", "UITabBar"])
  }

  @Test("A toolbar holds its items in order, system, flexible, custom-view and titled")
  func toolbarItems() throws {
    let editor = try Self.editor()
    let items = try #require(editor.toolbar?.items)
    #expect(items.count == 4)
    #expect(items[0] === editor.trashItem)
    #expect(items[2].customView === editor.modeControl)
    #expect(editor.modeControl?.numberOfSegments == 2)
    #expect(items[3].title == "Share")
  }

  @Test("A navigation bar holds its navigation item with its buttons; a tab bar its tab items")
  func navigationAndTabItems() throws {
    let editor = try Self.editor()
    let item = try #require(editor.topBar?.topItem)
    #expect(item.title == "Edit")
    #expect(item.rightBarButtonItems?.count == 1)
    let tabs = try #require(editor.tabs?.items)
    #expect(tabs.map(\.title) == ["Recent", nil])
    #expect(tabs[1].tag == 7)
  }

  @Test("Item actions reach the controller; an item's segue runs with the item as sender")
  func actionsAndSegues() throws {
    let editor = try Self.editor()
    #expect(editor.trashItem?._sendAction() == true)
    #expect(editor.topBar?.topItem?.rightBarButtonItem?._sendAction() == true)
    #expect(editor.toolbar?.items?[3]._sendAction() == true)
    #expect(editor.log == ["trash(item)", "done", "prepare(share, sender: item)"])
  }

  @Test("A tab bar placed by constraints is as tall as its row above the safe area: 49 on an iPhone, 50 on an iPad")
  func tabBarHeight() throws {
    for (name, height) in [("iPhone 15", 49.0), ("iPad Air 2", 50.0)] {
      let editor = try Self.editor()
      // A simulated device fixes the traits (a bare window's follow whatever screen another test set).
      let simulator = Simulator(device: try #require(Device.named(name)))
      simulator.window.rootViewController = editor
      simulator.window.makeKeyAndVisible()
      simulator.window.layoutIfNeeded()
      #expect(editor.tabs?.intrinsicContentSize.height == CGFloat(height), "\(name)")
      #expect(editor.tabs?.frame.height == CGFloat(height), "\(name)")
    }
  }

  static let accessoryXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EditorController">
                <connections>
                    <outlet property="toolbar" destination="bar" id="o1"/>
                    <outlet property="trashItem" destination="trash" id="o2"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <items>
                    <barButtonItem systemItem="flexibleSpace" id="flex"/>
                    <barButtonItem systemItem="trash" id="trash">
                        <connections>
                            <action selector="trash:" destination="-1" id="a1"/>
                        </connections>
                    </barButtonItem>
                </items>
            </toolbar>
        </objects>
    </document>
    """

  @Test("A xib's top-level toolbar is a UIToolbar whose items connect to File's Owner")
  func nibToolbar() throws {
    Self.registerClasses()
    let owner = EditorController()
    let objects = try UINib(data: Data(Self.accessoryXib.utf8), bundle: nil).loadObjects(withOwner: owner)
    let toolbar = try #require(objects.first as? UIToolbar)
    #expect(owner.toolbar === toolbar)
    #expect(toolbar.items?.count == 2)
    #expect(toolbar.items?.last === owner.trashItem)
    #expect(owner.trashItem?._sendAction() == true)
    #expect(owner.log == ["trash(item)"])
  }
}
