@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
@testable import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Interface Builder drops a label 42 × 21 in 17-point System and leaves a frame within about a
/// point of its constraints unmarked, so on a document's own canvas such a label stands 21 high
/// where the font gives 20.5; a stack view lays its arranged labels out at the font's height.
/// Unconfirmed beyond the stored frames of the corpus (see
/// `CanvasOptions.keepsObjectLibraryLabelHeights`).
@MainActor
@Suite("Labels keep the Object Library's height on their document's canvas")
struct ObjectLibraryLabelHeightTests {
  static let label17 = """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="%@">
        <rect key="frame" x="16" y="100" width="42" height="21"/>
        <fontDescription key="fontDescription" type="%@" pointSize="%@"/>
        <nil key="textColor"/>
        <nil key="highlightedColor"/>
    </label>
    """

  static func label(_ id: String, type: String = "system", size: String = "17") -> String {
    String(format: label17, id, type, size)
  }

  /// A label pinned at its top-left corner, and a second one in a vertical stack pinned below it.
  static let text = StoryboardXML.oneScene(
      subviews: label("free") + """

        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="16" y="200" width="42" height="21"/>
            <subviews>
        \(label("stacked"))
            </subviews>
        </stackView>
        """ + label("bold", type: "boldSystem") + label("sixteen", size: "16"),
      constraints: """
        <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
        <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
        <constraint firstItem="bold" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c5"/>
        <constraint firstItem="bold" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c6"/>
        <constraint firstItem="sixteen" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c7"/>
        <constraint firstItem="sixteen" firstAttribute="top" secondItem="root" secondAttribute="top" constant="400" id="c8"/>
        """)

  func canvasFrames() throws -> StoryboardSceneBuilder {
    try SceneFixtures.canvasLayout(ofFirstSceneIn: Self.text, fileName: "Labels.storyboard")
  }

  @Test("a 17-point System label outside a stack stands 21 high on its canvas")
  func freeLabel() throws {
    let layout = try canvasFrames()
    #expect(layout.frame(ofViewWithID: "free")?.height == 21)
  }

  @Test("an arranged label stands at the font's 20.5")
  func stackedLabel() throws {
    let layout = try canvasFrames()
    #expect(layout.frame(ofViewWithID: "stacked")?.height == 20.5)
  }

  @Test("a bold 17-point label keeps the library's 21 too; 16 points keeps its own 19.5")
  func otherFonts() throws {
    let layout = try canvasFrames()
    #expect(layout.frame(ofViewWithID: "bold")?.height == 21)
    #expect(layout.frame(ofViewWithID: "sixteen")?.height == 19.5)
  }

  @Test("the rule is the canvas's: a label at run time measures its font")
  func runtimeLabel() {
    let label = UILabel()
    label.text = "Label"
    label.font = .systemFont(ofSize: 17)
    #expect(label.intrinsicContentSize.height < 21)
  }

  @Test("the half-point test: 17-point System in any weight, upright, one line")
  func objectLibraryLine() {
    let system = UIFont.systemFont(ofSize: 17)
    #expect(IBLabel.isObjectLibraryLine(20.5, font: system, lines: 1))
    #expect(IBLabel.isObjectLibraryLine(20 + 1.0 / 3, font: system, lines: 1))
    #expect(!IBLabel.isObjectLibraryLine(41, font: system, lines: 2))
    #expect(IBLabel.isObjectLibraryLine(20.5, font: .boldSystemFont(ofSize: 17), lines: 1))
    #expect(IBLabel.isObjectLibraryLine(20 + 1.0 / 3, font: .systemFont(ofSize: 17, weight: .semibold), lines: 1))
    #expect(!IBLabel.isObjectLibraryLine(20.5, font: .italicSystemFont(ofSize: 17), lines: 1))
    #expect(!IBLabel.isObjectLibraryLine(20.5, font: .preferredFont(forTextStyle: .body), lines: 1))
  }
}

/// Interface Builder stores the label heights of named faces ceiled to whole points: Helvetica
/// Neue's line of 1.18 em (1.165 em in Regular), Avenir Next's of 1.366 em (see `NamedFontAdvances`); a label at run
/// time keeps the pixel grid.
@MainActor
@Suite("Helvetica Neue and Avenir Next labels stand in whole points on their document's canvas")
struct HelveticaNeueLabelHeightTests {
  static func label(_ id: String, size: String, y: Int, font: String = "HelveticaNeue-Thin", family: String = "Helvetica Neue") -> (String, String) {
    StoryboardXML.pinnedLabel(
      id: id, text: "Speed",
      font: "<fontDescription key=\"fontDescription\" name=\"\(font)\" family=\"\(family)\" pointSize=\"\(size)\"/>",
      attributes: "lineBreakMode=\"tailTruncation\"", y: y)
  }

  func layout() throws -> StoryboardSceneBuilder {
    let labels = [
      Self.label("t22", size: "22", y: 100), Self.label("t80", size: "80", y: 200), Self.label("t12", size: "12", y: 400),
      Self.label("a17", size: "17", y: 500, font: "AvenirNext-Regular", family: "Avenir Next"),
      Self.label("a22", size: "22", y: 550, font: "AvenirNext-Regular", family: "Avenir Next"),
      Self.label("r17", size: "17", y: 600, font: "HelveticaNeue"), Self.label("r18", size: "18", y: 630, font: "HelveticaNeue"),
      Self.label("r24", size: "24", y: 660, font: "HelveticaNeue"),
    ]
    let text = StoryboardXML.oneScene(
      subviews: labels.map(\.0).joined(), constraints: labels.map(\.1).joined())
    return try SceneFixtures.canvasLayout(ofFirstSceneIn: text, fileName: "Thin.storyboard")
  }

  @Test("22, 80 and 12 points stand 26, 95 and 15 high (1.18 em ceiled to a point)")
  func wholePoints() throws {
    let layout = try layout()
    #expect(layout.frame(ofViewWithID: "t22")?.height == 26)
    #expect(layout.frame(ofViewWithID: "t80")?.height == 95)
    #expect(layout.frame(ofViewWithID: "t12")?.height == 15)
  }

  @Test("Helvetica Neue Regular at 17, 18 and 24 points stands 20, 21 and 28 high (1.165 em), not Thin's 21, 22 and 29")
  func helveticaNeueRegularLine() throws {
    let layout = try layout()
    #expect(layout.frame(ofViewWithID: "r17")?.height == 20)
    #expect(layout.frame(ofViewWithID: "r18")?.height == 21)
    #expect(layout.frame(ofViewWithID: "r24")?.height == 28)
  }

  @Test("Avenir Next Regular at 17 and 22 points stands 24 and 31 high (Hero's labels), not 23.5 and 30.5")
  func avenirNextWholePoints() throws {
    let layout = try layout()
    #expect(layout.frame(ofViewWithID: "a17")?.height == 24)
    #expect(layout.frame(ofViewWithID: "a22")?.height == 31)
  }

  @Test("at run time an 80-point Thin label keeps the pixel grid (94.4 ceiled to a pixel, not 95)")
  func runtimeLabel() throws {
    let label = UILabel()
    label.text = "Speed"
    let font = try #require(UIFont(name: "HelveticaNeue-Thin", size: 80))
    label.font = font
    // The detached label's scale is the main screen's, which other suites may change.
    #expect(label.intrinsicContentSize.height == TextMeasurer.ceilToPixel(font.lineHeight, scale: label.pixelScale))
    #expect(label.intrinsicContentSize.height < 95)
  }
}
