import AdaptiveKit
import Foundation
import Lint
import Testing

/// `accessibility.contrast`: WCAG 2.x contrast of text against its resolved background.
@MainActor
@Suite("accessibility.contrast: text under WCAG AA contrast against its background, per appearance")
struct InsufficientContrastTests {
  static let rule = InsufficientContrast.metadata.id
  typealias F = AccessibilityFixture
  /// #777777, as Interface Builder writes a grey.
  static let grey777 = #"white="0.46666666666666667" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#

  @Test(
    "Contrast ratios equal WCAG's for known pairs",
    arguments: [
      (0x777777, 0xFFFFFF, 4.48), (0x767676, 0xFFFFFF, 4.54), (0x000000, 0xFFFFFF, 21.0), (0xFFFFFF, 0xFFFFFF, 1.0),
      (0x949494, 0xFFFFFF, 3.03), (0x0000FF, 0xFFFFFF, 8.59), (0xFF0000, 0xFFFFFF, 4.0),
    ])
  func knownPairs(foreground: Int, background: Int, expected: Double) {
    let ratio = ContrastColor.contrastRatio(ContrastColor(hex: foreground), ContrastColor(hex: background))
    #expect(abs(ratio - expected) < 0.005, "\(ContrastColor(hex: foreground)) on \(ContrastColor(hex: background)): \(ratio)")
  }

  @Test("Large text needs 3:1 from 18 points, or from 14 points bold; other text 4.5:1")
  func requiredRatios() {
    #expect(InsufficientContrast.requiredRatio(pointSize: 17, isBold: false) == 4.5)
    #expect(InsufficientContrast.requiredRatio(pointSize: 18, isBold: false) == 3)
    #expect(InsufficientContrast.requiredRatio(pointSize: 14, isBold: true) == 3)
    #expect(InsufficientContrast.requiredRatio(pointSize: 13, isBold: true) == 4.5)
  }

  /// A root (white unless `background`) holding one label.
  static func document(font: String = #"type="system" pointSize="17""#, color: String, background: String = F.white, marked: Bool = true)
    -> MarkedDocument
  {
    F.storyboard(
      F.label("l-1", text: "Forgot your password?", font: font, color: color, marked: marked),
      constraints: [F.pin("l-1", "leading", to: "root", nil, 20), F.pin("l-1", "top", to: "root", nil, 100)].joined(separator: "\n"),
      background: background)
  }

  @Test("A #777777 label on white fails at 17 points (4.47:1) and passes at 24 points (large text)")
  func greyOnWhite() {
    let document = Self.document(color: Self.grey777)
    let findings = document.findings(of: Self.rule)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.message.contains("#777777 on #FFFFFF has a contrast of 4.47:1, under WCAG AA's 4.50:1 for 17-pt text") == true)
    #expect(Self.document(font: #"type="system" pointSize="24""#, color: Self.grey777, marked: false).findings(of: Self.rule).isEmpty)
  }

  @Test("The label colour on a fixed white background passes in light and fails in dark, where it resolves to white")
  func darkAppearance() {
    let light = TraitVariant(userInterfaceStyle: .light)
    let dark = TraitVariant(userInterfaceStyle: .dark)
    let document = Self.document(color: #"systemColor="labelColor""#)
    let findings = document.findings(of: Self.rule, variants: [light, dark])
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.context?.traits == "dark")
    #expect(findings.first?.message.contains("#FFFFFF on #FFFFFF") == true)
    // On the system background the label colour follows the appearance: no finding in either.
    let adaptive = Self.document(color: #"systemColor="labelColor""#, background: F.systemBackground, marked: false)
    #expect(adaptive.findings(of: Self.rule, variants: [light, dark]).isEmpty)
  }

  @Test("White text over an image is not judged (the image's colours are unknown); over a black panel it passes")
  func backdropFromSiblings() {
    func document(behind: String) -> MarkedDocument {
      F.storyboard(
        behind + "\n" + F.label("l-1", text: "Caption", font: #"type="system" pointSize="15""#, color: #"white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#),
        constraints: [
          F.pin("p-1", "leading", to: "root", nil, 0), F.pin("p-1", "top", to: "root", nil, 50),
          F.pin("root", "trailing", to: "p-1", nil, 0),
          F.pin("l-1", "leading", to: "root", nil, 20), F.pin("l-1", "top", to: "root", nil, 100),
        ].joined(separator: "\n"))
    }
    let image = #"<imageView contentMode="scaleAspectFill" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="p-1"><rect key="frame" x="0" y="50" width="375" height="200"/><constraints><constraint firstAttribute="height" constant="200" id="p-h"/></constraints></imageView>"#
    let panel = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="p-1"><rect key="frame" x="0" y="50" width="375" height="200"/><color key="backgroundColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/><constraints><constraint firstAttribute="height" constant="200" id="p-h"/></constraints></view>"#
    #expect(document(behind: image).findings(of: Self.rule).isEmpty)
    #expect(document(behind: panel).findings(of: Self.rule).isEmpty)
    // Without either, white on the white root fails.
    #expect(document(behind: panel.replacingOccurrences(of: #"white="0""#, with: #"white="1""#)).findings(of: Self.rule).count == 1)
  }
}
