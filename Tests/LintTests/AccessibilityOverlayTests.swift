import Foundation
import Lint
import Testing

/// `--overlay`: a PNG per accessibility finding, the view marked, its path in the finding.
@MainActor
@Suite("Accessibility overlays: one PNG per finding of the layout rules")
struct AccessibilityOverlayTests {
  typealias F = AccessibilityFixture

  @Test("A label truncated at AX5 and a grey label each get a PNG named for the rule, the view and the variant")
  func writesPictures() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-overlay-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let writer = try OverlayWriter(directory: folder)
    let document = F.storyboard(
      F.label("l-1", text: "Confirm your email address", own: F.pin("l-1", "width", to: nil, nil, 300)) + "\n"
        + F.label("l-2", text: "Hint", font: #"type="system" pointSize="15""#, color: #"white="0.6" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#),
      constraints: [
        F.pin("l-1", "leading", to: "root", nil, 20), F.pin("l-1", "top", to: "root", nil, 100),
        F.pin("l-2", "leading", to: "root", nil, 20), F.pin("l-2", "top", to: "root", nil, 300),
      ].joined(separator: "\n"))
    let findings = document.lint(variants: [F.large, F.ax5], overlayWriter: writer)
      .filter { OverlayWriter.ruleIDs.contains($0.ruleID) }
    let truncated = try #require(findings.first { $0.ruleID == TruncatedText.metadata.id && $0.objectID == "l-1" })
    let contrast = try #require(findings.first { $0.ruleID == InsufficientContrast.metadata.id })
    #expect(truncated.overlay.map { URL(fileURLWithPath: $0).lastPathComponent } == "Test-truncated-text-l-1-light-AX5.png")
    #expect(contrast.overlay.map { URL(fileURLWithPath: $0).lastPathComponent } == "Test-contrast-l-2-light.png")
    for finding in [truncated, contrast] {
      let data = try Data(contentsOf: URL(fileURLWithPath: try #require(finding.overlay)))
      let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
      #expect(Array(data.prefix(4)) == signature, "\(finding.ruleID): not a PNG")
    }
    // Findings of other rules get no picture.
    #expect(document.lint(variants: [F.large], overlayWriter: writer).allSatisfy { OverlayWriter.ruleIDs.contains($0.ruleID) || $0.overlay == nil })
  }
}
