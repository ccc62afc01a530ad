import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing

/// Sliders, progress views, segmented controls and toolbars drawn right to left start at the
/// right, as UIKit flips them; a control forced left to right keeps its drawing.
@Suite @MainActor struct RightToLeftControlsTests {
  static let width: CGFloat = 200

  /// A view holding a quarter-way slider and progress view, a two-segment control with the first
  /// selected and a toolbar with a leading and a trailing item; `semantic` goes on every control.
  static func xib(semantic: String = "unspecified") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <objects>
    <view contentMode="scaleToFill" id="root">
    <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
    <subviews>
    <slider opaque="NO" contentMode="scaleToFill" semanticContentAttribute="\(semantic)" value="0.25" minValue="0.0" maxValue="1" id="slider">
    <rect key="frame" x="16" y="20" width="\(Int(width))" height="31"/>
    </slider>
    <progressView opaque="NO" contentMode="scaleToFill" semanticContentAttribute="\(semantic)" progress="0.25" id="progress">
    <rect key="frame" x="16" y="70" width="\(Int(width))" height="4"/>
    </progressView>
    <segmentedControl opaque="NO" contentMode="scaleToFill" semanticContentAttribute="\(semantic)" segmentControlStyle="plain" selectedSegmentIndex="0" id="segments">
    <rect key="frame" x="16" y="100" width="\(Int(width))" height="32"/>
    <segments>
    <segment title="First"/>
    <segment title="Second"/>
    </segments>
    </segmentedControl>
    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" semanticContentAttribute="\(semantic)" id="toolbar">
    <rect key="frame" x="0.0" y="300" width="393" height="44"/>
    <items>
    <barButtonItem title="Back" id="back"/>
    <barButtonItem style="plain" systemItem="flexibleSpace" id="space"/>
    <barButtonItem title="Next" id="next"/>
    </items>
    </toolbar>
    </subviews>
    </view>
    </objects>
    </document>
    """
  }

  func svg(rightToLeft: Bool, semantic: String = "unspecified") throws -> String {
    let document = try IBDocument(data: Data(Self.xib(semantic: semantic).utf8), fileName: "Controls.xib")
    let device = try #require(Device.named("iPhone 15"))
    let variant = TraitVariant(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
    let renderer = SceneRenderer(document: document, options: RenderOptions())
    return try renderer.render(
      sceneID: "root", configuration: RenderConfiguration(device: device, orientation: .portrait, variant: variant)
    ).svg.text
  }

  /// The markup of the view group `id` (up to the next view group).
  func group(_ id: String, in svg: String) throws -> Substring { try ImageViewRenderFixture.group(id, in: svg) }

  /// The number in the first `name="…"` attribute after `marker` in `markup`.
  func number(_ name: String, after marker: String, in markup: Substring) throws -> Double {
    let from = try #require(markup.range(of: marker), "\(marker) in the group")
    let tail = markup[from.lowerBound...]
    let attribute = try #require(tail.range(of: "\(name)=\""), "\(name) after \(marker)")
    let value = tail[attribute.upperBound...].prefix { $0 != "\"" }
    return try #require(Double(value), "\(name)=\(value)")
  }

  @Test func sliderThumbStartsAtTheRight() throws {
    let ltr = try number("cx", after: "<circle", in: group("slider", in: svg(rightToLeft: false)))
    let rtl = try number("cx", after: "<circle", in: group("slider", in: svg(rightToLeft: true)))
    #expect(ltr < Self.width / 2, "a quarter-way thumb left of the middle: \(ltr)")
    #expect(abs(rtl - (Self.width - ltr)) < 0.01, "mirrored across the slider: \(rtl) against \(ltr)")
  }

  @Test func progressFillsFromTheRight() throws {
    let ltr = try group("progress", in: svg(rightToLeft: false))
    let rtl = try group("progress", in: svg(rightToLeft: true))
    // The second rectangle is the fill, a quarter of the 200-point track.
    func fillX(_ markup: Substring) throws -> Double {
      let second = try #require(markup.ranges(of: "<rect").dropFirst().first, "a fill drawn")
      return try number("x", after: "<rect", in: markup[second.lowerBound...])
    }
    #expect(try fillX(ltr) == 0)
    #expect(try fillX(rtl) == 150)
  }

  /// The x of the text element that draws `title`.
  func x(of title: String, in markup: Substring) throws -> Double {
    let end = try #require(markup.range(of: ">\(title)<"), "\(title) drawn")
    let start = try #require(markup[..<end.lowerBound].range(of: "<text", options: .backwards))
    return try number("x", after: "<text", in: markup[start.lowerBound..<end.lowerBound])
  }

  @Test func firstSegmentIsAtTheRight() throws {
    let ltr = try group("segments", in: svg(rightToLeft: false))
    let rtl = try group("segments", in: svg(rightToLeft: true))
    #expect(try x(of: "First", in: ltr) < x(of: "Second", in: ltr))
    #expect(try x(of: "First", in: rtl) > x(of: "Second", in: rtl), "the first segment at the right")
  }

  @Test func toolbarItemsStartAtTheRight() throws {
    let ltr = try group("toolbar", in: svg(rightToLeft: false))
    let rtl = try group("toolbar", in: svg(rightToLeft: true))
    #expect(try x(of: "Back", in: ltr) < x(of: "Next", in: ltr))
    #expect(try x(of: "Back", in: rtl) > x(of: "Next", in: rtl), "the leading item at the right")
  }

  @Test func forcedLeftToRightKeepsTheDrawing() throws {
    let plain = try svg(rightToLeft: false, semantic: "forceLeftToRight")
    let forced = try svg(rightToLeft: true, semantic: "forceLeftToRight")
    for id in ["slider", "progress", "segments", "toolbar"] {
      #expect(try group(id, in: plain) == group(id, in: forced), "\(id) drawn as left to right")
    }
  }
}
