import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Text fields and buttons take part in baseline alignment through their text, as in UIKit
/// (a view without text aligns its bottom edge instead).
@MainActor
@Suite("Text fields and buttons align by their text's baseline")
struct ControlBaselineTests {
  /// The top of a 15-pt label baseline-aligned with `control`, in a document of `plugIn` (Xcode 8
  /// unless it says otherwise).
  static func labelTop(besides control: String, plugIn: String = "12088") throws -> CGFloat {
    let text = StoryboardXML.oneScene(
      toolsVersion: plugIn, plugIn: plugIn,
      subviews: """
        \(control)
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="User ID" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="20" y="77" width="74" height="18"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="control" firstAttribute="top" secondItem="root" secondAttribute="top" constant="72" id="c-t"/>
        <constraint firstItem="control" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="102" id="c-l"/>
        <constraint firstItem="control" firstAttribute="width" constant="200" id="c-w"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l-l"/>
        <constraint firstItem="control" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="l-b"/>
        """)
    let document = try IBDocument(data: Data(text.utf8), fileName: "Baselines.storyboard")
    let controller = try #require(document.scenes.first?.viewController)
    let root = try #require(controller.view)
    let layout = SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    return try #require(layout.entries.first { $0.source.id == "label" }).view.frame.minY
  }

  @Test("A 15-pt label on the baseline of a 30-point rounded-rect field with 14-pt text sits 5 points below it")
  func textField() throws {
    // Interface Builder's own frames in aws-sdk-ios-samples' storyboards (Xcode 8): field at 72, label at 77.
    let top = try Self.labelTop(
      besides: """
        <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="User ID" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="control">
            <rect key="frame" x="102" y="72" width="200" height="30"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """)
    #expect(abs(top - 77) < 0.5)
  }

  @Test("From Xcode 9 a field's centred text starts on the nearest point: a borderless 22-point body field's a point down")
  func borderlessBodyField() throws {
    // Esri's Xcode 12 cells: the field's 20.5-point line is centred 0.75 down, which rounds to 1,
    // so a 15-pt label on its baseline sits at 72 + 1 + 16.19 − 14.28 ≈ 75; Xcode 8 rounded the
    // 0.75 down, to 74.
    let field = """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="My Great Map" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="control">
            <rect key="frame" x="102" y="72" width="200" height="22"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """
    #expect(abs(try Self.labelTop(besides: field, plugIn: "17126") - 75) < 0.5)
    #expect(abs(try Self.labelTop(besides: field) - 74) < 0.5)
  }

  @Test("A label on the baseline of a 30-point system button with a 15-pt title shares the title's baseline")
  func button() throws {
    // The title is 18 points high, centred: its top 6 points down, its baseline one ascender lower.
    let top = try Self.labelTop(
      besides: """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="control">
            <rect key="frame" x="102" y="72" width="200" height="30"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/>
            <state key="normal" title="Sign in"/>
        </button>
        """)
    #expect(abs(top - 78) < 0.5)
  }

  @Test("Through the anchor API a label lines up with a text field's text, inside the field")
  func anchorAPI() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let field = UITextField()
    field.borderStyle = .roundedRect
    let label = UILabel()
    label.text = "Name"
    label.font = UIFont.systemFont(ofSize: 14)
    let untitled = UIButton(type: .custom)
    let below = UILabel()
    below.text = "Caption"
    for view in [field, label, untitled, below] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      field.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 100),
      field.widthAnchor.constraint(equalToConstant: 100),
      field.heightAnchor.constraint(equalToConstant: 30),
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
      untitled.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
      untitled.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      untitled.widthAnchor.constraint(equalToConstant: 44),
      untitled.heightAnchor.constraint(equalToConstant: 44),
      below.leadingAnchor.constraint(equalTo: untitled.trailingAnchor),
      below.lastBaselineAnchor.constraint(equalTo: untitled.lastBaselineAnchor),
    ])
    container.layoutIfNeeded()
    // Same font in both: the label's text lines up with the field's, inside the field's height.
    #expect(label.frame.minY > field.frame.minY)
    #expect(label.frame.maxY < field.frame.maxY)
    // No title, no text: the button's bottom edge is its baseline.
    let belowBaseline = below.frame.minY + below.font.ascender
    #expect(abs(belowBaseline - untitled.frame.maxY) < 0.5)
  }
}
