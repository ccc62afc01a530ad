import Testing

@testable import Porting

@Suite("Platform conditions select the iOS branch on Linux")
struct PlatformConditionTests {
  @Test func conditionsTrueOnIOSBecomeTrueWithAdaptiveKit() {
    let ported = port(
      """
      #if canImport(UIKit)
          import UIKit
      #else
          import AppKit
      #endif
      #if os(iOS) || os(tvOS)
      let a = 1
      #elseif os(macOS) || targetEnvironment(macCatalyst)
      let a = 2
      #endif
      """)
    #expect(
      ported.text() == """
        #if canImport(AdaptiveKit)
            import AdaptiveKit
        #else
            import AppKit
        #endif
        #if canImport(AdaptiveKit) || os(tvOS)
        let a = 1
        #elseif os(macOS) || targetEnvironment(macCatalyst)
        let a = 2
        #endif
        """)
    #expect(ported.changes(.platformCondition).map(\.line) == [1, 6])
  }

  @Test func nestedConditionsAreEachRewritten() {
    let ported = port(
      """
      #if swift(>=5.0)
        #if !os(iOS) && os(Linux)
        import Glibc
        #elseif canImport( UIKit )
        let b = 1
        #endif
      #endif
      """)
    #expect(ported.text().contains("#if !canImport(AdaptiveKit) && os(Linux)"))
    #expect(ported.text().contains("#elseif canImport(AdaptiveKit)"))
    #expect(ported.text().contains("#if swift(>=5.0)"))
    #expect(ported.changes(.platformCondition).map(\.line) == [2, 4])
  }

  @Test func conditionsInCommentsAndLinuxConditionsStay() {
    let source = """
      // #if os(iOS)
      #if os(Linux) // os(iOS) in a comment
      let c = "#if canImport(UIKit)"
      #endif
      """
    #expect(port(source).text() == source)
  }
}
