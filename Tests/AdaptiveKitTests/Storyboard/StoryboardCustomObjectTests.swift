import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A document's `customObject`s (transitioning delegates, data sources) are created with the
/// scene when their class is registered, and connected by their outlets both ways; an
/// unregistered class is reported as UIKit reports an unknown class.
@MainActor
@Suite("Storyboards create registered custom objects and connect their outlets")
struct StoryboardCustomObjectTests {
  @MainActor
  final class SlideDelegate {
    var titleLabel: UILabel?
  }

  @MainActor
  final class PanelController: UIViewController {
    var slideDelegate: SlideDelegate?
    var helper: AnyObject?
  }

  static func document(customClass: String) -> String {
    StoryboardXML.document(
      initial: "panel",
      scenes: [
        """
        <viewController id="panel" customClass="PanelController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <label opaque="NO" text="Panel" id="title">
                        <rect key="frame" x="20" y="60" width="100" height="21"/>
                    </label>
                </subviews>
            </view>
            <connections>
                <outlet property="slideDelegate" destination="slide" id="o1"/>
            </connections>
        </viewController>
        <customObject id="slide" customClass="\(customClass)">
            <connections>
                <outlet property="titleLabel" destination="title" id="o2"/>
            </connections>
        </customObject>
        """
      ])
  }

  static func panel(customClass: String) throws -> (PanelController, [String]) {
    UIStoryboard.register(PanelController.self, forClassName: "PanelController")
    UIStoryboard.register(objectNamed: "SlideDelegate") { SlideDelegate() }
    KeyValueCoding.register(\PanelController.slideDelegate, forKey: "slideDelegate")
    KeyValueCoding.register(\SlideDelegate.titleLabel, forKey: "titleLabel")
    let document = try IBDocument(xmlString: document(customClass: customClass), fileName: "Panel.storyboard")
    let (controller, messages) = AdaptiveKitLog.shared.capture { () -> PanelController? in
      let controller = try? UIStoryboard(document: document).loadInitialViewController() as? PanelController
      controller?.loadViewIfNeeded()
      return controller
    }
    return (try #require(controller), messages.map(\.text))
  }

  @Test("A registered custom object is created and connected both ways")
  func registered() throws {
    let (panel, _) = try Self.panel(customClass: "SlideDelegate")
    let slide = try #require(panel.slideDelegate)
    #expect(slide.titleLabel?.text == "Panel")
    #expect(slide.titleLabel?.superview === panel.view)
  }

  @Test("An unregistered custom object is reported with the file and line, and its outlets stay unset")
  func unregistered() throws {
    let (panel, messages) = try Self.panel(customClass: "MissingDelegate")
    #expect(panel.slideDelegate == nil)
    #expect(messages.contains { $0.hasPrefix("Panel.storyboard:") && $0.contains("Unknown class MissingDelegate") })
  }
}
