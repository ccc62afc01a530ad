import AdaptiveKit
import Foundation
import Rendering
import Testing

/// A live button's background image that flips for right-to-left layouts is drawn turned in a
/// right-to-left button and as it is in a left-to-right one, as its image is: UIKit shows both in
/// image views inside the button.
@Suite("Live buttons turn a directional background image right to left")
@MainActor
struct LiveButtonBackgroundDirectionTests {
  func svg(semantic: UISemanticContentAttribute) throws -> String {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
    let image = try #require(UIImage(data: LiveLayerAndButtonTests.redDot))
    button.setBackgroundImage(image.imageFlippedForRightToLeftLayoutDirection(), for: .normal)
    button.semanticContentAttribute = semantic
    root.addSubview(button)
    return ViewHierarchyRenderer.render(root, title: "Test").element
  }

  @Test("Turned in a right-to-left button, as it is in a left-to-right one")
  func turnsRightToLeft() throws {
    let rightToLeft = try svg(semantic: .forceRightToLeft)
    #expect(rightToLeft.contains("<image"))
    // Stretched over the 80-point bounds, it turns about their centre.
    #expect(rightToLeft.contains("matrix(-1 0 0 1 80 0)"))
    let leftToRight = try svg(semantic: .forceLeftToRight)
    #expect(leftToRight.contains("<image"))
    #expect(!leftToRight.contains("matrix(-1"))
  }
}
