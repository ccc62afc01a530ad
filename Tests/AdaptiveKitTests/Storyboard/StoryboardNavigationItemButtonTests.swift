import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A storyboard controller's navigation item buttons are built with the controller, as UIKit
/// decodes the navigation item from the scene: system, titled, image and custom-view buttons with
/// their widths and enabled state; their actions reach the controller or the responder chain
/// before the view loads, a custom view's controls send theirs, and outlets to them connect when
/// the view loads.
@MainActor
@Suite("Storyboards build a controller's navigation item buttons with the controller")
struct StoryboardNavigationItemButtonTests {
  final class InboxController: UIViewController {
    var composeItem: UIBarButtonItem?
    var filterButton: UIButton?
    var log: [String] = []
  }

  static func registerClasses() {
    UIStoryboard.register(InboxController.self, forClassName: "InboxController")
    KeyValueCoding.register(\InboxController.composeItem, forKey: "composeItem")
    KeyValueCoding.register(\InboxController.filterButton, forKey: "filterButton")
    ActionRegistry.register("compose:", on: InboxController.self) { inbox, sender in
      inbox.log.append("compose(\(sender is UIBarButtonItem ? "item" : "?"))")
    }
    ActionRegistry.register("filter:", on: InboxController.self) { inbox, sender in
      inbox.log.append("filter(\(sender is UIButton ? "button" : "?"))")
    }
  }

  static let storyboard = StoryboardXML.document(
    initial: "inbox",
    scenes: [
      """
      <viewController id="inbox" customClass="InboxController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          </view>
          <navigationItem key="navigationItem" title="Inbox" prompt="Offline" id="navItem">
              <barButtonItem key="leftBarButtonItem" title="Folders" image="Icon" width="52" id="folders"/>
              <rightBarButtonItems>
                  <barButtonItem systemItem="compose" id="compose">
                      <connections>
                          <action selector="compose:" destination="inbox" id="a1"/>
                      </connections>
                  </barButtonItem>
                  <barButtonItem enabled="NO" title="Archive" style="done" id="archive">
                      <connections>
                          <action selector="archiveAll:" destination="first" id="a2"/>
                      </connections>
                  </barButtonItem>
                  <barButtonItem style="plain" id="filterItem">
                      <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="filter">
                          <rect key="frame" x="0.0" y="7" width="46" height="30"/>
                          <state key="normal" title="Filter"/>
                          <connections>
                              <action selector="filter:" destination="inbox" eventType="touchUpInside" id="a3"/>
                          </connections>
                      </button>
                  </barButtonItem>
              </rightBarButtonItems>
          </navigationItem>
          <connections>
              <outlet property="composeItem" destination="compose" id="o1"/>
              <outlet property="filterButton" destination="filter" id="o2"/>
          </connections>
      </viewController>
      <placeholder placeholderIdentifier="IBFirstResponder" id="first" sceneMemberID="firstResponder"/>
      """
    ])

  static func inbox() throws -> InboxController {
    registerClasses()
    let document = try IBDocument(xmlString: storyboard, fileName: "Inbox.storyboard")
    let storyboard = UIStoryboard(document: document, bundle: ImageFixtures.imagesBundle)
    return try #require(try storyboard.loadInitialViewController() as? InboxController)
  }

  @Test("Buttons of every kind are there before the view loads, with their images, widths and enabled state")
  func buttonsOfEveryKind() throws {
    let inbox = try Self.inbox()
    #expect(inbox.isViewLoaded == false)
    let item = inbox.navigationItem
    #expect(item.prompt == "Offline")
    let folders = try #require(item.leftBarButtonItem)
    #expect(folders.title == "Folders")
    // The variant (Icon.png, @2x, @3x) follows the scale of the screen in use, which other tests set.
    #expect(folders.image != nil)
    #expect(folders.width == 52)
    let right = try #require(item.rightBarButtonItems)
    #expect(right.count == 3)
    #expect(right[1].isEnabled == false)
    #expect(right[1].style == .done)
    #expect(right[2].customView is UIButton)
  }

  @Test("Actions reach the controller, or the responder chain for First Responder, before the view loads")
  func actionsConnectWithTheController() throws {
    let inbox = try Self.inbox()
    let right = try #require(inbox.navigationItem.rightBarButtonItems)
    #expect(right[0].target === inbox)
    #expect(right[1].target == nil)
    #expect(right[1].action == Selector("archiveAll:"))
    #expect(right[0]._sendAction() == true)
    let filter = try #require(right[2].customView as? UIButton)
    filter.sendActions(for: .touchUpInside)
    #expect(inbox.log == ["compose(item)", "filter(button)"])
    #expect(inbox.isViewLoaded == false)
  }

  @Test("Outlets to a button and to a custom view's control connect when the view loads")
  func outletsConnectWithTheView() throws {
    let inbox = try Self.inbox()
    inbox.loadViewIfNeeded()
    #expect(inbox.composeItem === inbox.navigationItem.rightBarButtonItems?[0])
    #expect(inbox.filterButton === inbox.navigationItem.rightBarButtonItems?[2].customView)
  }
}
