import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// UIKit sizes a storyboard's text-style fonts when it loads the scene, at the content size
/// category of the traits the scene loads into; no ambient setting decides it.
@MainActor
@Suite("A storyboard's text styles take the content size category of the traits it loads into")
struct TextStyleContentSizeCategoryTests {
  static let storyboard = StoryboardXML.oneScene(
    subviews: """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
          <rect key="frame" x="16" y="100" width="40" height="21"/>
          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
          <nil key="highlightedColor"/>
      </label>
      """,
    constraints: """
      <constraint firstItem="lb" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="lb-l"/>
      <constraint firstItem="lb" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="lb-t"/>
      """)

  /// The point size of the label's font once the initial controller loads its view on a
  /// simulator whose user chose `category`.
  static func bodySize(in category: UIContentSizeCategory?) throws -> CGFloat {
    let document = try IBDocument(xmlString: storyboard, fileName: "Body.storyboard")
    let controller = try #require(try UIStoryboard(document: document, bundle: .main).loadInitialViewController())
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    if let category { simulator.preferredContentSizeCategory = category }
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    let label = try #require(controller.view.subviews.first { $0 is UILabel } as? UILabel)
    return label.font.pointSize
  }

  @Test("Body is 17 points at the default Large and 14 at Extra Small")
  func categoryFromTraits() throws {
    #expect(try Self.bodySize(in: nil) == 17)
    #expect(try Self.bodySize(in: .extraSmall) == 14)
  }
}
