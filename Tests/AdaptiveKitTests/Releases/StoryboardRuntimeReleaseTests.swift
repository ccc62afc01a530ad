import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// At run time a storyboard's views take the metrics of the UIKit release the simulator runs,
/// whatever Xcode saved the file; on Interface Builder's canvas they take those of the SDK the
/// saving Xcode draws with.
@MainActor
@Suite("Storyboards load with the simulated release's metrics, never the saving Xcode's")
struct StoryboardRuntimeReleaseTests {
  /// A scene with a rounded text field, a switch and a label with a placeholder intrinsic size,
  /// as Xcode `toolsVersion` (with its iOS plug-in `plugIn`) writes it.
  static func storyboard(toolsVersion: String, plugIn: String) -> String {
    StoryboardXML.oneScene(
      toolsVersion: toolsVersion, plugIn: plugIn,
      subviews: """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Name" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
            <rect key="frame" x="20" y="100" width="60" height="34"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
            <rect key="frame" x="20" y="200" width="51" height="31"/>
        </switch>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" placeholderIntrinsicWidth="200" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
            <rect key="frame" x="20" y="300" width="200" height="50"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="tf" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="tf-l"/>
        <constraint firstItem="tf" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="tf-t"/>
        <constraint firstItem="sw" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="sw-l"/>
        <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="sw-t"/>
        <constraint firstItem="lb" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lb-l"/>
        <constraint firstItem="lb" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="lb-t"/>
        """)
  }

  /// The frames of the field, the switch and the label once the storyboard's initial controller
  /// is the root of a simulator running `release`.
  static func runtimeFrames(toolsVersion: String, plugIn: String, release: UIKitRelease) throws -> [String: CGRect] {
    let document = try IBDocument(
      xmlString: storyboard(toolsVersion: toolsVersion, plugIn: plugIn), fileName: "Form.storyboard")
    let controller = try #require(try UIStoryboard(document: document, bundle: .main).loadInitialViewController())
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")), release: release)
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    let views = controller.view.subviews
    let field = try #require(views.first { $0 is UITextField })
    let control = try #require(views.first { $0 is UISwitch })
    let label = try #require(views.first { $0 is UILabel })
    return ["field": field.frame, "switch": control.frame, "label": label.frame]
  }

  @Test("The same storyboard loads with 30-point fields on iOS 12 and 34-point ones on iOS 18")
  func releaseDecides() throws {
    let old = try Self.runtimeFrames(toolsVersion: "22505", plugIn: "22504", release: .iOS12)
    let new = try Self.runtimeFrames(toolsVersion: "22505", plugIn: "22504", release: .iOS18)
    #expect(old["field"]?.height == 30)
    #expect(new["field"]?.height == 34)
    let newest = try Self.runtimeFrames(toolsVersion: "22505", plugIn: "22504", release: .iOS26)
    #expect(newest["switch"]?.size == CGSize(width: 63, height: 28))
    #expect(new["switch"]?.size == CGSize(width: 51, height: 31))
  }

  @Test("Files saved by Xcode 8 and by Xcode 26 load identically on the same simulator")
  func savingXcodeChangesNothing() throws {
    for release in [UIKitRelease.iOS12, .iOS18, .iOS26] {
      let xcode8 = try Self.runtimeFrames(toolsVersion: "12120", plugIn: "12088", release: release)
      let xcode26 = try Self.runtimeFrames(toolsVersion: "24127", plugIn: "24063", release: release)
      #expect(xcode8 == xcode26)
    }
  }

  @Test("A placeholder intrinsic size holds on the canvas only: at run time the label measures its text")
  func placeholderIsCanvasOnly() throws {
    let frames = try Self.runtimeFrames(toolsVersion: "22505", plugIn: "22504", release: .iOS18)
    let label = try #require(frames["label"])
    #expect(label.width < 100)
    #expect(label.height < 25)
    let layout = try SceneFixtures.canvasLayout(
      ofFirstSceneIn: Self.storyboard(toolsVersion: "22505", plugIn: "22504"), fileName: "Form.storyboard")
    #expect(layout.frame(ofViewWithID: "lb")?.size == CGSize(width: 200, height: 50))
  }

  @Test("On the canvas, the saving Xcode's SDK decides: Xcode 10 draws 30-point fields, Xcode 16 34-point ones")
  func canvasFollowsXcode() throws {
    let xcode10 = try SceneFixtures.canvasLayout(
      ofFirstSceneIn: Self.storyboard(toolsVersion: "14460.31", plugIn: "14460.20"), fileName: "Old.storyboard")
    let xcode16 = try SceneFixtures.canvasLayout(
      ofFirstSceneIn: Self.storyboard(toolsVersion: "22505", plugIn: "22504"), fileName: "New.storyboard")
    #expect(xcode10.frame(ofViewWithID: "tf")?.height == 30)
    #expect(xcode16.frame(ofViewWithID: "tf")?.height == 34)
  }

  /// A scene with a picker view and a search bar whose heights are their own (pinned by their
  /// top and sides only), as Xcode `toolsVersion` (with its iOS plug-in `plugIn`) writes it.
  static func pickerStoryboard(toolsVersion: String, plugIn: String) -> String {
    StoryboardXML.oneScene(
      toolsVersion: toolsVersion, plugIn: plugIn,
      subviews: """
        <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="sb">
            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
            <textInputTraits key="textInputTraits"/>
        </searchBar>
        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pk">
            <rect key="frame" x="0.0" y="100" width="375" height="162"/>
        </pickerView>
        """,
      constraints: """
        <constraint firstItem="sb" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sb-l"/>
        <constraint firstItem="sb" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="sb-r"/>
        <constraint firstItem="sb" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="sb-t"/>
        <constraint firstItem="pk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="pk-l"/>
        <constraint firstItem="pk" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="pk-r"/>
        <constraint firstItem="pk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="pk-t"/>
        """)
  }

  /// The controller's view of `text`'s initial scene, loaded through `UIStoryboard` and laid out
  /// on an iPhone 8 simulator running `release`.
  static func runtimeView(of text: String, release: UIKitRelease) throws -> UIView {
    let document = try IBDocument(xmlString: text, fileName: "Pickers.storyboard")
    let controller = try #require(try UIStoryboard(document: document, bundle: .main).loadInitialViewController())
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")), release: release)
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    return controller.view
  }

  /// The heights of the search bar and the picker at run time.
  static func runtimeHeights(toolsVersion: String, plugIn: String, release: UIKitRelease) throws -> [CGFloat] {
    let root = try runtimeView(of: pickerStoryboard(toolsVersion: toolsVersion, plugIn: plugIn), release: release)
    let bar = try #require(root.subviews.first { $0 is UISearchBar })
    let picker = try #require(root.subviews.first { $0 is UIPickerView })
    return [bar.frame.height, picker.frame.height]
  }

  @Test("An Xcode 6 storyboard's search bar and picker are 44 and 162 on iOS 8, 56 and 216 on iOS 18")
  func pickerAndSearchBarFollowTheRelease() throws {
    #expect(try Self.runtimeHeights(toolsVersion: "6254", plugIn: "6247", release: .iOS8) == [44, 162])
    #expect(try Self.runtimeHeights(toolsVersion: "6254", plugIn: "6247", release: .iOS18) == [56, 216])
  }

  @Test("Xcode 6 and Xcode 26 files give the same search bar and picker on each release")
  func pickerFileVersionChangesNothing() throws {
    for release in [UIKitRelease.iOS8, .iOS12, .iOS18, .iOS26] {
      let xcode6 = try Self.runtimeHeights(toolsVersion: "6254", plugIn: "6247", release: release)
      let xcode26 = try Self.runtimeHeights(toolsVersion: "24127", plugIn: "24063", release: release)
      #expect(xcode6 == xcode26, "\(release)")
    }
  }

  @Test("On the canvas the saving Xcode decides: Xcode 6 draws a 162-point picker, Xcode 16 a 216-point one")
  func canvasPickerFollowsXcode() throws {
    let xcode6 = try SceneFixtures.canvasLayout(
      ofFirstSceneIn: Self.pickerStoryboard(toolsVersion: "6254", plugIn: "6247"), fileName: "Old.storyboard")
    let xcode16 = try SceneFixtures.canvasLayout(
      ofFirstSceneIn: Self.pickerStoryboard(toolsVersion: "22505", plugIn: "22504"), fileName: "New.storyboard")
    #expect(xcode6.frame(ofViewWithID: "pk")?.height == 162)
    #expect(xcode16.frame(ofViewWithID: "pk")?.height == 216)
  }

  @Test("At run time every view is UIKit's own class; the canvas's stand-ins are not built")
  func runtimeBuildsStockClasses() throws {
    let texts = [
      Self.storyboard(toolsVersion: "22505", plugIn: "22504"), Self.pickerStoryboard(toolsVersion: "6254", plugIn: "6247"),
    ]
    for text in texts {
      let root = try Self.runtimeView(of: text, release: .iOS18)
      for view in [root] + root.subviews {
        #expect(String(reflecting: type(of: view)).hasPrefix("AdaptiveKit.UI"), "\(String(reflecting: type(of: view)))")
        #expect(!(view is any UIKitClassStandIn))
      }
    }
  }
}
