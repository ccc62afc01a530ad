import Foundation
import InterfaceBuilder
import Lint
import Testing

@MainActor
@Suite("launch-screen.*: what launch screens may not contain, through LaunchScreenValidator")
struct LaunchScreenRuleTests {
  static let restricted = """
    <subviews>
        ⚑<view contentMode="scaleToFill" customClass="GradientView" translatesAutoresizingMaskIntoConstraints="NO" id="grad">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <userDefinedRuntimeAttributes>
                ⚑<userDefinedRuntimeAttribute type="number" keyPath="radius"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view>
    </subviews>
    """

  static func launchFindings(_ document: MarkedDocument) -> [Diagnostic] {
    document.lint().filter { $0.ruleID.hasPrefix("launch-screen.") }
  }

  @Test("A custom class, a runtime attribute and an outlet each fire under their own rule id")
  func fires() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a", content: Self.restricted, connections: "⚑<outlet property=\"gradient\" destination=\"grad\" id=\"out\"/>"),
      initial: "a", attributes: "launchScreen=\"YES\" useAutolayout=\"YES\" useTraitCollections=\"YES\"")
    let findings = Self.launchFindings(document)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(
      findings.map(\.ruleID) == ["launch-screen.custom-class", "launch-screen.runtime-attribute", "launch-screen.connection"])
    #expect(findings[0].message.hasPrefix("Launch screens may not set custom classnames"))
    #expect(findings.allSatisfy { $0.severity == .error && $0.fixHint != nil })
  }

  @Test("A second scene no relationship reaches fires launch-screen.single-root")
  func singleRoot() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a") + "⚑" + MarkedDocument.scene("b"), initial: "a",
      attributes: "launchScreen=\"YES\" useAutolayout=\"YES\" useTraitCollections=\"YES\"")
    let findings = document.lint().filter { $0.ruleID == "launch-screen.single-root" }
    #expect(MarkedDocument.positions(findings) == document.markers)
  }

  @Test("A plain launch screen, and the same content outside a launch screen, do not fire")
  func doesNotFire() {
    let plain = MarkedDocument.storyboard(
      MarkedDocument.scene("a"), initial: "a", attributes: "launchScreen=\"YES\" useAutolayout=\"YES\" useTraitCollections=\"YES\"")
    #expect(Self.launchFindings(plain).isEmpty)
    let ordinary = MarkedDocument.storyboard(
      MarkedDocument.scene("a", content: Self.restricted.replacingOccurrences(of: "⚑", with: "")), initial: "a")
    #expect(Self.launchFindings(ordinary).isEmpty)
  }
}
