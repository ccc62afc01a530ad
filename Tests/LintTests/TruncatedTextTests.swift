import Foundation
import Lint
import Testing

/// `accessibility.truncated-text`: text cut off by its view's solved frame, per variant.
@MainActor
@Suite("accessibility.truncated-text: labels, titles and placeholders cut off by their frames")
struct TruncatedTextTests {
  static let rule = TruncatedText.metadata.id
  typealias F = AccessibilityFixture

  /// A 300-point single-line Body label: "Confirm your email address" fits at Large, not at AX5.
  static func fixedWidthLabel(marked: Bool = true, lines: Int = 1) -> MarkedDocument {
    F.storyboard(
      F.label("l-1", text: "Confirm your email address", lines: lines, own: lines == 1 ? F.pin("l-1", "width", to: nil, nil, 300) : "", marked: marked),
      constraints: [
        F.pin("l-1", "leading", to: "root", nil, 20), F.pin("l-1", "top", to: "root", nil, 100),
        lines == 1 ? "" : F.pin("root", "trailing", to: "l-1", nil, 20),
      ].joined(separator: "\n"))
  }

  @Test("A 300-point Body label truncates at AX5 and not at Large; the finding names AX5 and the sizes")
  func labelAtAX5() {
    let document = Self.fixedWidthLabel()
    let findings = document.findings(of: Self.rule, variants: [F.large, F.ax5])
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.context?.traits == "light, AX5")
    #expect(findings.first?.message.contains("UILabel 'Confirm your email address': the text needs") == true)
    #expect(findings.first?.message.contains("has 300 ×") == true)
    #expect(findings.first?.fixHint != nil)
    #expect(Self.fixedWidthLabel(marked: false).findings(of: Self.rule, variants: [F.large]).isEmpty)
    #expect(Self.fixedWidthLabel(marked: false).findings(of: Self.rule).isEmpty)
  }

  @Test("A wrapping label pinned at both sides grows at AX5 instead of truncating")
  func wrappingLabel() {
    #expect(Self.fixedWidthLabel(marked: false, lines: 0).findings(of: Self.rule, variants: [F.large, F.ax5]).isEmpty)
  }

  @Test("A 60-point button titled 'Continue to checkout' and an 80-point field's long placeholder are cut off")
  func buttonAndPlaceholder() {
    let field = #"""
      ⚑<textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Enter your email address" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="f-1">
          <rect key="frame" x="20" y="300" width="80" height="34"/>
          <fontDescription key="fontDescription" type="system" pointSize="14"/>
          <textInputTraits key="textInputTraits"/>
          <constraints><constraint firstAttribute="width" constant="80" id="f-w"/></constraints>
      </textField>
      """#
    let document = F.storyboard(
      F.button("b-1", title: "Continue to checkout", own: F.pin("b-1", "width", to: nil, nil, 60), marked: true) + "\n" + field,
      constraints: [
        F.pin("b-1", "leading", to: "root", nil, 20), F.pin("b-1", "top", to: "root", nil, 200),
        F.pin("f-1", "leading", to: "root", nil, 20), F.pin("f-1", "top", to: "root", nil, 300),
      ].joined(separator: "\n"))
    let findings = document.findings(of: Self.rule)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.map { $0.message.contains("the title needs") } == [true, false])
    #expect(findings.last?.message.contains("the placeholder needs") == true)
    #expect(findings.first?.context?.traits == nil)
  }
}
