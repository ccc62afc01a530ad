import Testing

@testable import AdaptiveKit

/// Enumerations read from a document by the Swift names Interface Builder writes: each type's
/// names are looked up in a table made once per type, so names two types share (`center`,
/// `left`) must still give each type its own case.
@Suite("Interface Builder names resolve to each enumeration's own case")
struct InterfaceBuilderCaseNameTests {
  @Test("A name two enumerations share gives each its own case, in either order")
  func sharedNames() {
    #expect(UIView.ContentMode.interfaceBuilderCase(named: "center") == .center)
    #expect(NSTextAlignment.interfaceBuilderCase(named: "center") == .center)
    #expect(NSTextAlignment.interfaceBuilderCase(named: "left") == .left)
    #expect(UIView.ContentMode.interfaceBuilderCase(named: "left") == .left)
    #expect(UIView.ContentMode.interfaceBuilderCase(named: "scaleAspectFit") == .scaleAspectFit)
    #expect(UIBaselineAdjustment.interfaceBuilderCase(named: "alignCenters") == .alignCenters)
  }

  @Test("Names a type does not have, another type's only names included, give nil")
  func unknownNames() {
    #expect(NSTextAlignment.interfaceBuilderCase(named: "scaleAspectFit") == nil)
    #expect(UIView.ContentMode.interfaceBuilderCase(named: "natural") == nil)
    #expect(UIView.ContentMode.interfaceBuilderCase(named: "") == nil)
    #expect(UIView.ContentMode.interfaceBuilderCase(named: "Center") == nil)
  }
}
