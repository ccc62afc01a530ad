import Testing

@testable import Porting

@Suite("UIKit imports become AdaptiveKit imports")
struct ImportRuleTests {
  @Test func everyFormOfTheImportIsReplaced() {
    let ported = port(
      """
      import UIKit
      @testable import UIKit
      @_exported import UIKit
      import UIKit.UIGestureRecognizerSubclass
      import class UIKit.UIView
      import QuartzCore
      import Foundation
      import XCTest
      """)
    #expect(
      ported.text() == """
        import AdaptiveKit
        @testable import AdaptiveKit
        @_exported import AdaptiveKit
        import AdaptiveKit
        import class AdaptiveKit.UIView
        import AdaptiveKit
        import Foundation
        import XCTest
        """)
    #expect(ported.changes(.importModule).map(\.line) == [1, 2, 3, 4, 5, 6])
    #expect(ported.changes(.importModule)[3].before == "UIKit.UIGestureRecognizerSubclass")
  }

  @Test func darwinAndTheObjectiveCRuntimeComeFromFoundationAndAdaptiveKit() {
    let ported = port("import Darwin\nimport ObjectiveC\nimport Dispatch\n#if canImport(Darwin)\n#endif")
    #expect(ported.text() == "import Foundation\nimport AdaptiveKit\nimport Dispatch\n#if canImport(Darwin)\n#endif")
    #expect(ported.changes(.importModule).map(\.line) == [1, 2])
  }

  @Test func importsInStringsAndCommentsStay() {
    let source = """
      // import UIKit
      let text = "import UIKit"
      /* import UIKit */
      """
    #expect(port(source).text() == source)
    #expect(port(source).changes.isEmpty)
  }
}
