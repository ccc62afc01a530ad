import Foundation
import Lint
import Testing

/// `accessibility.overlapping-targets`: controls laid over each other.
@MainActor
@Suite("accessibility.overlapping-targets: two controls overlap in the solved layout")
struct OverlappingTargetsTests {
  static let rule = OverlappingTargets.metadata.id
  typealias F = AccessibilityFixture

  /// Two 100 × 44 buttons, the second `offset` points right of the first.
  static func document(offset: Int, marked: Bool) -> MarkedDocument {
    F.storyboard(
      F.button("b-1", title: "Save", own: F.pin("b-1", "width", to: nil, nil, 100) + F.pin("b-1", "height", to: nil, nil, 44)) + "\n"
        + F.button("b-2", title: "Share", own: F.pin("b-2", "width", to: nil, nil, 100) + F.pin("b-2", "height", to: nil, nil, 44), marked: marked),
      constraints: [
        F.pin("b-1", "leading", to: "root", nil, 20), F.pin("b-1", "top", to: "root", nil, 100),
        F.pin("b-2", "leading", to: "b-1", "leading", offset), F.pin("b-2", "top", to: "root", nil, 110),
      ].joined(separator: "\n"))
  }

  @Test("Two buttons 60 points apart overlap by 40 × 34 points; the later one is reported")
  func fires() {
    let document = Self.document(offset: 60, marked: true)
    let findings = document.findings(of: Self.rule)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.message.contains("UIButton 'Share' overlaps UIButton 'Save' by 40 × 34 pt") == true)
  }

  @Test("Buttons side by side do not fire")
  func doesNotFire() {
    #expect(Self.document(offset: 108, marked: false).findings(of: Self.rule).isEmpty)
  }

  /// A `width` × `height` button at (`x`, `y`).
  static func placed(_ id: String, _ title: String, x: Int, y: Int, width: Int, height: Int, marked: Bool) -> (String, [String]) {
    let own = F.pin(id, "width", to: nil, nil, width) + F.pin(id, "height", to: nil, nil, height)
    return (F.button(id, title: title, own: own, marked: marked), [F.pin(id, "leading", to: "root", nil, x), F.pin(id, "top", to: "root", nil, y)])
  }

  static func storyboard(_ buttons: [(String, [String])]) -> MarkedDocument {
    F.storyboard(buttons.map(\.0).joined(separator: "\n"), constraints: buttons.flatMap(\.1).joined(separator: "\n"))
  }

  @Test("A control over two earlier ones names the first in document order, not the nearest")
  func firstInDocumentOrder() {
    let document = Self.storyboard([
      Self.placed("b-1", "Save", x: 20, y: 100, width: 100, height: 44, marked: false),
      Self.placed("b-2", "Share", x: 60, y: 110, width: 100, height: 44, marked: true),
      Self.placed("b-3", "Print", x: 70, y: 120, width: 100, height: 44, marked: true),
    ])
    let findings = document.findings(of: Self.rule)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.last?.message.contains("UIButton 'Print' overlaps UIButton 'Save' by 50 × 24 pt") == true)
  }

  @Test("A control many times larger than the others (outside the index's grid) still counts, before and after them")
  func largeControl() {
    let document = Self.storyboard([
      Self.placed("b-1", "Small", x: 40, y: 100, width: 40, height: 30, marked: false),
      Self.placed("b-2", "Large", x: 20, y: 80, width: 340, height: 600, marked: true),
      Self.placed("b-3", "Inside", x: 200, y: 400, width: 40, height: 30, marked: true),
      Self.placed("b-4", "Apart", x: 200, y: 700, width: 40, height: 30, marked: false),
    ])
    let findings = document.findings(of: Self.rule)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.message.contains("UIButton 'Large' overlaps UIButton 'Small' by 40 × 30 pt") == true)
    #expect(findings.last?.message.contains("UIButton 'Inside' overlaps UIButton 'Large' by 40 × 30 pt") == true)
  }
}

/// `accessibility.outside-safe-area`: text and controls beyond the screen or the safe area.
@MainActor
@Suite("accessibility.outside-safe-area: text or a control outside the screen or the safe area")
struct OutsideSafeAreaTests {
  static let rule = OutsideSafeArea.metadata.id
  static let enabled = Configuration(rules: [rule: .on])
  typealias F = AccessibilityFixture

  @Test("A button under the status bar and a label past the left edge fire; off by default")
  func fires() {
    let document = F.storyboard(
      F.button("b-1", title: "Close", marked: true) + "\n" + F.label("l-1", text: "Overdue", marked: true),
      constraints: [
        F.pin("b-1", "leading", to: "root", nil, 20), F.pin("b-1", "top", to: "root", nil, 0),
        F.pin("l-1", "leading", to: "root", nil, -30), F.pin("l-1", "top", to: "root", nil, 200),
      ].joined(separator: "\n"))
    let findings = document.findings(of: Self.rule, configuration: Self.enabled)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.message.contains("outside the safe area") == true)
    #expect(findings.last?.message.contains("30 pt to the left beyond the screen") == true)
    #expect(document.findings(of: Self.rule).isEmpty)
  }

  @Test("A label inside the safe area does not fire")
  func doesNotFire() {
    let document = F.storyboard(
      F.label("l-1", text: "Overdue"),
      constraints: [F.pin("l-1", "leading", to: "root", nil, 20), F.pin("l-1", "top", to: "root", nil, 200)].joined(separator: "\n"))
    #expect(document.findings(of: Self.rule, configuration: Self.enabled).isEmpty)
  }
}

/// `accessibility.vanishing-view`: visible under some traits, zero-sized or off screen under others.
@MainActor
@Suite("accessibility.vanishing-view: a view collapses at some variant while visible at others")
struct VanishingViewTests {
  static let rule = VanishingView.metadata.id
  typealias F = AccessibilityFixture

  /// A row: a Body name label that resists compression, then a value label that gives way (never
  /// below zero) before the trailing margin.
  static let row = F.storyboard(
    F.label("name", text: "Name of the account", extra: #"horizontalCompressionResistancePriority="751" "#) + "\n"
      + F.label(
        "value", text: "Savings", extra: #"horizontalCompressionResistancePriority="250" "#,
        own: F.pin("value", "width", to: nil, nil, 0, relation: "greaterThanOrEqual"), marked: true),
    constraints: [
      F.pin("name", "leading", to: "root", nil, 20), F.pin("name", "top", to: "root", nil, 100),
      F.pin("value", "leading", to: "name", "trailing", 8),
      F.pin("root", "trailing", to: "value", nil, 20, relation: "greaterThanOrEqual"),
      F.pin("value", "top", to: "root", nil, 100),
    ].joined(separator: "\n"))

  @Test("The value label of a row is squeezed to zero width at AX5 while visible at Large")
  func fires() {
    let findings = Self.row.findings(of: Self.rule, variants: [F.large, F.ax5])
    #expect(MarkedDocument.positions(findings) == Self.row.markers)
    #expect(findings.first?.context?.traits == "light, AX5")
    #expect(findings.first?.message.contains("is 0 ×") == true)
    #expect(findings.first?.message.contains("on screen at light") == true)
  }

  @Test("With one variant nothing can vanish")
  func oneVariant() {
    #expect(Self.row.findings(of: Self.rule, variants: [F.ax5]).isEmpty)
  }
}
