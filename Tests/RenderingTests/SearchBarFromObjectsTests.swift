import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A search bar whose class gives it a placeholder when it wakes, as app code does.
final class RecipeSearchBar: UISearchBar {
  override func awakeFromNib() {
    super.awakeFromNib()
    placeholder = "Find a recipe"
  }
}

/// A search bar placed as a view is drawn from the app's `UISearchBar`: its text, else its
/// placeholder, as code left them.
@MainActor
@Suite("Search bars are drawn from the app's search bars")
struct SearchBarFromObjectsTests {
  static func markup(customClass: String?, attributes: String) throws -> String {
    UIStoryboard.register(RecipeSearchBar.self, forClassName: "RecipeSearchBar")
    let body = try TextAndButtonsFromObjectsTests.render(
      """
      <searchBar contentMode="redraw" \(attributes) \(customClass.map { "customClass=\"\($0)\" " } ?? "")id="search">
      <rect key="frame" x="0.0" y="100" width="375" height="56"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
      <textInputTraits key="textInputTraits"/>
      </searchBar>
      """
    ).svg.body
    let start = try #require(body.range(of: "data-id=\"search\""))
    return String(body[start.upperBound...]).components(separatedBy: "data-id=")[0]
  }

  @Test("A placeholder set in awakeFromNib is drawn instead of the document's")
  func placeholderFromCode() throws {
    let bar = try Self.markup(customClass: "RecipeSearchBar", attributes: "placeholder=\"Search\"")
    #expect(bar.contains(">Find a recipe</text>"))
  }

  @Test("The document's text is drawn, through the app's search bar")
  func documentText() throws {
    let bar = try Self.markup(customClass: nil, attributes: "text=\"pasta\" placeholder=\"Search\"")
    #expect(bar.contains(">pasta</text>"))
  }
}
