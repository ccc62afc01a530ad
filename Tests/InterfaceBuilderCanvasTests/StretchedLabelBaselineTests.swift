import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Auto Layout's label baselines are fixed offsets from the label's edges, not where a label
/// stretched taller than its text draws it (centred): Esri's cells pin an "Altitude" label to a
/// 44-point row's margins (22 high) and store the value label baseline-aligned with it at y 11,
/// the same top. Unconfirmed: inferred from IB's stored frames in four projects.
@MainActor
@Suite("A stretched label's baselines stay where its unstretched text would sit")
struct StretchedLabelBaselineTests {
  @Test("First baseline an ascent below the top, last baseline a descent above the bottom")
  func offsetsIgnoreExtraHeight() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "Altitude"
    label.font = UIFont.systemFont(ofSize: 17)
    label.addConstraint(label.heightAnchor.constraint(equalToConstant: 40))
    let value = UILabel()
    value.text = "0"
    value.font = UIFont.systemFont(ofSize: 17)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    for view in [label, value] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 11),
      value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      value.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.height == 40)
    // Both one line of the same font: the same top, though "Altitude" is drawn 9.9 points lower.
    #expect(abs(value.frame.minY - 11) < 0.01)
  }

  @Test("The Esri row: the value label baseline-aligned with a margin-pinned label is stored at y 11")
  func esriRow() {
    let text = StoryboardXML.oneScene(
      toolsVersion: "17156", plugIn: "17126", rootSize: (414, 44),
      subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Altitude" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="name">
            <rect key="frame" x="20" y="11" width="59" height="22"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="highlightedColor"/>
        </label>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="value">
            <rect key="frame" x="383.5" y="11" width="10.5" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="highlightedColor"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="value" firstAttribute="firstBaseline" secondItem="name" secondAttribute="firstBaseline" id="c-b"/>
        <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="11" id="c-t"/>
        <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
        <constraint firstAttribute="bottom" secondItem="name" secondAttribute="bottom" constant="11" id="c-bm"/>
        <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="20" id="c-r"/>
        """)
    let report = IBVerifier(takesTextSizesFromFile: true).verify(data: Data(text.utf8), fileName: "Row.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 2)
    #expect(report.views.agreeing == 2)
  }
}
