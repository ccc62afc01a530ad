import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A switch that turns itself on and recolours its track and knob when it wakes.
final class RetintedSwitch: UISwitch {
  override func awakeFromNib() {
    super.awakeFromNib()
    isOn = true
    onTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    thumbTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  }
}

/// A slider that moves to its maximum and recolours its tracks and thumb when it wakes.
final class RetintedSlider: UISlider {
  override func awakeFromNib() {
    super.awakeFromNib()
    value = maximumValue
    minimumTrackTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    maximumTrackTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    thumbTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  }
}

/// A progress view that fills itself and recolours its bar and track when it wakes.
final class RetintedProgressView: UIProgressView {
  override func awakeFromNib() {
    super.awakeFromNib()
    progress = 1
    progressTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    trackTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  }
}

/// A segmented control that retitles and selects its second segment and recolours the selection.
final class RetitledSegments: UISegmentedControl {
  override func awakeFromNib() {
    super.awakeFromNib()
    setTitle("Renamed", forSegmentAt: 0)
    selectedSegmentIndex = 1
    selectedSegmentTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  }
}

/// A page control that grows to five pages on the fourth and recolours its dots.
final class RepagedControl: UIPageControl {
  override func awakeFromNib() {
    super.awakeFromNib()
    numberOfPages = 5
    currentPage = 3
    currentPageIndicatorTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    pageIndicatorTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  }
}

/// An activity indicator that recolours its spokes when it wakes.
final class RecolouredSpinner: UIActivityIndicatorView {
  override func awakeFromNib() {
    super.awakeFromNib()
    color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  }
}

/// Switches, sliders, progress views, segmented controls, page controls and activity indicators
/// are drawn with the state and colours the app's controls hold after code ran, not the
/// document's.
@MainActor
@Suite("Controls' state and colours are drawn from the app's controls")
struct ControlStateFromObjectsTests {
  static func markup(of id: String, _ subviews: String) throws -> String {
    let body = try SceneRenderer(document: try RenderingFixtures.scene(subviews)).render(
      sceneID: "vc", configuration: RenderingFixtures.phone
    ).svg.body
    return String(try ViewAppearanceFromObjectsTests.ownMarkup(of: id, in: body))
  }

  @Test("A switch turned on and recoloured in awakeFromNib is drawn on, in its colours")
  func switchFromCode() throws {
    UIStoryboard.register(RetintedSwitch.self, forClassName: "RetintedSwitch")
    let markup = try Self.markup(
      of: "toggle",
      """
      <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" customClass="RetintedSwitch" id="toggle">
      <rect key="frame" x="20" y="40" width="51" height="31"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      </switch>
      """)
    #expect(markup.contains("fill=\"#ff0000\""), "the on track in the code's colour")
    #expect(markup.contains("fill=\"#0000ff\""), "the knob in the code's colour")
  }

  @Test("A slider's value and three colours set in awakeFromNib are drawn")
  func sliderFromCode() throws {
    UIStoryboard.register(RetintedSlider.self, forClassName: "RetintedSlider")
    let markup = try Self.markup(
      of: "slider",
      """
      <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.0" minValue="0.0" maxValue="1" customClass="RetintedSlider" id="slider">
      <rect key="frame" x="20" y="100" width="200" height="31"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <color key="minimumTrackTintColor" red="1" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </slider>
      """)
    #expect(markup.contains("fill=\"#ff0000\""), "the minimum track in the code's colour")
    #expect(markup.contains("fill=\"#00ff00\""), "the maximum track in the code's colour")
    #expect(markup.contains("fill=\"#0000ff\""), "the thumb in the code's colour")
    #expect(!markup.contains("fill=\"#ffff00\""), "not the document's yellow")
    // The thumb sits at the right end (value 1): its centre is the width less the inset.
    let thumbX = 200 - UISlider.trackSideInset - UISlider.thumbDiameter / 2
    #expect(markup.contains("cx=\"\(SVGWriter.number(thumbX))\""))
  }

  @Test("A progress view filled and recoloured in awakeFromNib is drawn full, in its colours")
  func progressFromCode() throws {
    UIStoryboard.register(RetintedProgressView.self, forClassName: "RetintedProgressView")
    let markup = try Self.markup(
      of: "bar",
      """
      <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.25" customClass="RetintedProgressView" id="bar">
      <rect key="frame" x="20" y="160" width="200" height="4"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      </progressView>
      """)
    #expect(markup.contains("x=\"0\" y=\"0\" width=\"200\" height=\"4\" rx=\"2\" ry=\"2\" fill=\"#ff0000\""), "filled to the end")
    #expect(markup.contains("fill=\"#00ff00\""), "the track in the code's colour")
  }

  @Test("A segmented control retitled and reselected in awakeFromNib is drawn so")
  func segmentsFromCode() throws {
    UIStoryboard.register(RetitledSegments.self, forClassName: "RetitledSegments")
    let markup = try Self.markup(
      of: "segments",
      """
      <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" customClass="RetitledSegments" id="segments">
      <rect key="frame" x="20" y="200" width="200" height="32"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <segments>
      <segment title="First"/>
      <segment title="Second"/>
      </segments>
      </segmentedControl>
      """)
    #expect(markup.contains("Renamed"))
    #expect(!markup.contains(">First<"))
    // The selected segment, the second, is raised in the code's colour at its own box.
    #expect(markup.contains("x=\"102\" y=\"2\" width=\"96\" height=\"28\" rx=\"7\" ry=\"7\" fill=\"#ff0000\""))
  }

  @Test("A page control given five pages and its colours in awakeFromNib draws five dots, the fourth current")
  func pagesFromCode() throws {
    UIStoryboard.register(RepagedControl.self, forClassName: "RepagedControl")
    let markup = try Self.markup(
      of: "pages",
      """
      <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" customClass="RepagedControl" id="pages">
      <rect key="frame" x="20" y="260" width="200" height="26"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      </pageControl>
      """)
    #expect(markup.components(separatedBy: "fill=\"#00ff00\"").count - 1 == 4, "four other pages")
    #expect(markup.components(separatedBy: "fill=\"#ff0000\"").count - 1 == 1, "one current page")
  }

  @Test("An activity indicator recoloured in awakeFromNib draws its spokes in that colour")
  func spinnerFromCode() throws {
    UIStoryboard.register(RecolouredSpinner.self, forClassName: "RecolouredSpinner")
    let markup = try Self.markup(
      of: "spinner",
      """
      <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" animating="YES" style="medium" customClass="RecolouredSpinner" id="spinner">
      <rect key="frame" x="20" y="300" width="20" height="20"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <color key="color" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </activityIndicatorView>
      """)
    #expect(markup.contains("stroke=\"rgba(255,0,0,"), "the spokes in the code's colour, fading")
    #expect(!markup.contains("stroke=\"rgba(0,255,0,"), "not the document's green")
  }
}
