import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A stepper that tints itself red and moves to its maximum when it wakes.
final class TintedMaximumStepper: UIStepper {
  override func awakeFromNib() {
    super.awakeFromNib()
    tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    value = maximumValue
  }
}

/// A stepper that disables itself when it wakes.
final class DisabledInCodeStepper: UIStepper {
  override func awakeFromNib() {
    super.awakeFromNib()
    isEnabled = false
  }
}

/// A stepper is drawn from the app's stepper: its − and + in its tint when it has one of its
/// own (else the label colour of iOS 13's look), the half that cannot step — the value at that
/// end of its range, or the whole stepper disabled — dimmed, as UIKit disables it.
@MainActor
@Suite("A stepper is drawn with its tint, its enabled state and its range's ends")
struct StepperDrawingTests {
  static func stepper(id: String, customClass: String? = nil, value: String = "5", extra: String = "") -> String {
    """
    <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(extra)value="\(value)" maximumValue="10" \(customClass.map { "customClass=\"\($0)\" " } ?? "")id="\(id)">
    <rect key="frame" x="20" y="40" width="94" height="32"/>
    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    </stepper>
    """
  }

  static let dimmedAlpha = SVGWriter.number(ControlDrawing.disabledAlpha)

  @Test("A stepper tinted and moved to its maximum in awakeFromNib: red −, dimmed red +")
  func tintAndMaximumFromCode() throws {
    UIStoryboard.register(TintedMaximumStepper.self, forClassName: "TintedMaximumStepper")
    let markup = try ControlStateFromObjectsTests.markup(
      of: "tinted", Self.stepper(id: "tinted", customClass: "TintedMaximumStepper"))
    #expect(markup.contains("stroke=\"#ff0000\""), "the − in the code's tint")
    #expect(markup.contains("stroke=\"rgba(255,0,0,\(Self.dimmedAlpha))\""), "the + dimmed at the maximum")
  }

  @Test("A stepper disabled in awakeFromNib has both halves dimmed")
  func disabledFromCode() throws {
    UIStoryboard.register(DisabledInCodeStepper.self, forClassName: "DisabledInCodeStepper")
    let markup = try ControlStateFromObjectsTests.markup(
      of: "off", Self.stepper(id: "off", customClass: "DisabledInCodeStepper"))
    let label = RenderPalette.light.label
    #expect(!markup.contains("stroke=\"\(label.css)\""), "no half at full strength")
    #expect(markup.contains("stroke=\"\(label.withAlpha(ControlDrawing.disabledAlpha).css)\""))
  }

  @Test("An untinted stepper at its minimum: − dimmed, + in the label colour")
  func minimumUntinted() throws {
    let markup = try ControlStateFromObjectsTests.markup(of: "low", Self.stepper(id: "low", value: "0"))
    let label = RenderPalette.light.label
    #expect(markup.contains("stroke=\"\(label.css)\""), "the + at full strength")
    #expect(markup.contains("stroke=\"\(label.withAlpha(ControlDrawing.disabledAlpha).css)\""), "the − dimmed")
  }

  @Test("A wrapping stepper at its minimum can still step down")
  func wrapsAtMinimum() throws {
    let markup = try ControlStateFromObjectsTests.markup(
      of: "wrap", Self.stepper(id: "wrap", value: "0", extra: "wraps=\"YES\" "))
    let label = RenderPalette.light.label
    #expect(!markup.contains("stroke=\"\(label.withAlpha(ControlDrawing.disabledAlpha).css)\""), "nothing dimmed")
  }

  @Test("A live stepper under a red-tinted view, at its maximum: red −, dimmed red +")
  func liveStepper() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
    stepper.maximumValue = 3
    stepper.value = 3
    root.addSubview(stepper)
    let svg = ViewHierarchyRenderer.render(root, title: "Stepper").element
    #expect(svg.contains("stroke=\"#ff0000\""), "the − in the inherited tint")
    #expect(svg.contains("stroke=\"rgba(255,0,0,\(Self.dimmedAlpha))\""), "the + dimmed at the maximum")
  }

  @Test("A live stepper code set to wrap, at its maximum: nothing dimmed")
  func liveWrappingStepper() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
    stepper.maximumValue = 3
    stepper.value = 3
    stepper.wraps = true
    root.addSubview(stepper)
    let svg = ViewHierarchyRenderer.render(root, title: "Stepper").element
    #expect(svg.contains("stroke=\"#ff0000\""))
    #expect(!svg.contains("stroke=\"rgba(255,0,0,\(Self.dimmedAlpha))\""), "the + can wrap to the minimum")
  }
}
