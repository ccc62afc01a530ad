import AdaptiveKit
import Foundation
import Lint
import TestSupport
import Testing

/// `accessibility.contrast` on a real grouped settings table (Go Map!!'s data overlays, read in
/// place from `../shared/corpus-apps`): a cell's label is judged against the cell, white in
/// light and #1C1C1E in dark, not against the grouped grey behind the cells.
@MainActor
@Suite(
  "accessibility.contrast on a real settings table, light and dark",
  .enabled(if: SharedCorpus.runsTests(needing: "corpus-apps"), "\(SharedCorpus.skipReason("corpus-apps"))"))
struct CorpusSettingsContrastTests {
  @Test("The link-coloured row fails on its white cell in light (4.01:1) and passes on the dark cell")
  func linkRowAgainstItsCell() throws {
    let url = try SharedCorpus.requireFile("bryceco__GoMap__DataOverlays.storyboard", in: "corpus-apps")
    var linter = Linter()
    linter.variants = [TraitVariant(userInterfaceStyle: .light), TraitVariant(userInterfaceStyle: .dark)]
    let findings = linter.lint(fileAt: url, configuration: Configuration()).filter { $0.ruleID == InsufficientContrast.metadata.id }
    let link = try #require(findings.first { $0.objectID == "Ap2-gX-CYs" }, "\(findings.map(\.message))")
    #expect(link.message.contains("#007AFF on #FFFFFF has a contrast of 4.01:1"), "\(link.message)")
    #expect(link.context?.traits == "light")
    #expect(!link.message.contains("also at"), "systemBlue's dark value passes on the dark cell: \(link.message)")
  }
}
