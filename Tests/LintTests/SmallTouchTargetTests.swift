import Foundation
import Lint
import Testing

/// `accessibility.small-target`: buttons and custom controls smaller than 44 × 44 points once laid out.
@MainActor
@Suite("accessibility.small-target: controls smaller than the 44 × 44 pt touch target")
struct SmallTouchTargetTests {
  static let rule = "accessibility.small-target"
  static let enabled = Configuration(rules: [rule: .on])

  /// A root holding a control of `kind` sized `width` × `height` by constraints.
  static func document(kind: String, width: Int, height: Int, extra: String = "", marked: Bool = true) -> MarkedDocument {
    let content = """
      <subviews>
          \(marked ? "⚑" : "")<\(kind) opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \(extra)id="c-1">
              <rect key="frame" x="20" y="20" width="\(width)" height="\(height)"/>
              <constraints>
                  <constraint firstAttribute="width" constant="\(width)" id="c-w"/>
                  <constraint firstAttribute="height" constant="\(height)" id="c-h"/>
              </constraints>
          </\(kind)>
      </subviews>
      <constraints>
          <constraint firstItem="c-1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
          <constraint firstItem="c-1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c-t"/>
      </constraints>
      """
    return MarkedDocument.storyboard(MarkedDocument.scene("a", view: "root", content: content), initial: "a")
  }

  @Test("A 30-point button and a 40 × 60 custom control fire, with their solved size")
  func fires() {
    let button = Self.document(kind: "button", width: 30, height: 30)
    let findings = button.findings(of: Self.rule, configuration: Self.enabled)
    #expect(MarkedDocument.positions(findings) == button.markers)
    #expect(findings.first?.message.hasPrefix("UIButton 'c-1' is 30 × 30 pt, smaller than the 44 × 44 pt touch target") == true)
    #expect(findings.first?.context != nil)
    let control = Self.document(kind: "control", width: 40, height: 60)
    #expect(MarkedDocument.positions(control.findings(of: Self.rule, configuration: Self.enabled)) == control.markers)
  }

  @Test("A 44-point button, a hidden one, a collapsed one and a switch do not fire, nor any while the rule is off by default")
  func doesNotFire() {
    #expect(Self.document(kind: "button", width: 44, height: 44, marked: false).findings(of: Self.rule, configuration: Self.enabled).isEmpty)
    #expect(Self.document(kind: "button", width: 20, height: 20, extra: #"hidden="YES" "#, marked: false).findings(of: Self.rule, configuration: Self.enabled).isEmpty)
    #expect(Self.document(kind: "button", width: 0, height: 30, marked: false).findings(of: Self.rule, configuration: Self.enabled).isEmpty)
    #expect(Self.document(kind: "switch", width: 51, height: 31, marked: false).findings(of: Self.rule, configuration: Self.enabled).isEmpty)
    // Off unless the configuration turns it on.
    #expect(Self.document(kind: "button", width: 30, height: 30).findings(of: Self.rule).isEmpty)
  }
}
