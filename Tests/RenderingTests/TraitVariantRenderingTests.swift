import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import TestSupport
import Testing

/// A storyboard written for the test drawn dark, at AX5 and right to left: the frames, the
/// colors, the mirrored chrome, the view tree and a golden picture.
@Suite @MainActor struct TraitVariantRenderingTests {
  static let phone = Device.named("iPhone 15")
  static let darkAX5RTL = TraitVariant(
    userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft)

  func render(_ sceneID: String, variant: TraitVariant, tree: Bool = true) throws -> RenderedScene {
    let document = try IBDocument(data: Data(TraitsStoryboard.xml.utf8), fileName: "Traits.storyboard")
    let device = try #require(Self.phone)
    let renderer = SceneRenderer(document: document, options: RenderOptions(recordsTree: tree))
    return try renderer.render(
      sceneID: sceneID, configuration: RenderConfiguration(device: device, orientation: .portrait, variant: variant))
  }

  @Test func rightToLeftPinsLeadingEdgesToTheRight() throws {
    let ltr = try render(TraitsStoryboard.formSceneID, variant: .deviceDefault)
    let rtl = try render(TraitsStoryboard.formSceneID, variant: Self.darkAX5RTL)
    let width = try #require(Self.phone).size(in: .portrait).width
    for id in ["title", "name", "go"] {
      let left = try #require(ltr.viewFrames[id], "\(id) drawn left to right")
      let right = try #require(rtl.viewFrames[id], "\(id) drawn right to left")
      #expect(left.minX == 16, "\(id) starts 16 points from the left edge")
      #expect(abs(right.maxX - (width - 16)) < 0.01, "\(id) ends 16 points from the right edge, at \(right.maxX)")
    }
  }

  @Test func accessibilitySizesGrowTextStyleText() throws {
    let large = try render(TraitsStoryboard.formSceneID, variant: .deviceDefault)
    let ax5 = try render(TraitsStoryboard.formSceneID, variant: Self.darkAX5RTL)
    let title = try #require(ax5.viewFrames["title"])
    let largeTitle = try #require(large.viewFrames["title"])
    #expect(title.height > 2.5 * largeTitle.height, "headline at AX5 (53 pt) against Large (17 pt): \(title.height)")
    let button = try #require(ax5.viewFrames["go"])
    let largeButton = try #require(large.viewFrames["go"])
    #expect(button.height > 2 * largeButton.height, "the button re-measures its 53-point title: \(button.height)")
    // The views below move down as the ones above grow.
    let field = try #require(ax5.viewFrames["name"])
    #expect(abs(field.minY - (title.maxY + 12)) < 0.01)
    #expect(abs(button.minY - (field.maxY + 12)) < 0.01)
  }

  @Test func darkAppearanceUsesDarkSystemColors() throws {
    let light = try render(TraitsStoryboard.formSceneID, variant: .deviceDefault).svg.text
    let dark = try render(TraitsStoryboard.formSceneID, variant: Self.darkAX5RTL).svg.text
    #expect(light.contains("fill=\"#ffffff\""))
    // systemBackground is black and label white in dark mode; the bar takes the dark material.
    #expect(dark.contains("fill=\"#000000\""))
    #expect(dark.contains("fill=\"#ffffff\""))
    #expect(dark.contains(RenderColorTestValues.darkBar))
    #expect(!dark.contains(RenderColorTestValues.lightBar))
  }

  @Test func tableChromeMirrorsAndDarkens() throws {
    let rtl = try render(TraitsStoryboard.listSceneID, variant: Self.darkAX5RTL)
    let label = try #require(rtl.viewFrames["account-label"])
    let width = try #require(Self.phone).size(in: .portrait).width
    #expect(label.midX > width / 2, "the cell's label sits at the right: \(label)")
    // The inset-grouped cell is secondarySystemGroupedBackground (#1c1c1e) on black.
    #expect(rtl.svg.text.contains("fill=\"#1c1c1e\""))
    // The disclosure chevron is drawn in a mirrored group.
    #expect(rtl.svg.text.contains("matrix(-1 0 0 1 "))
  }

  @Test func treeDescribesTheVariant() throws {
    let rendered = try render(TraitsStoryboard.formSceneID, variant: Self.darkAX5RTL)
    let tree = try #require(rendered.tree)
    #expect(tree.traits.appearance == "dark")
    #expect(tree.traits.contentSize == "AX5")
    #expect(tree.traits.layoutDirection == "rtl")
    #expect(tree.traits.contrast == "normal")
    #expect(tree.scene.storyboardIdentifier == "SignIn")
    let views = flatten(tree.views)
    let title = try #require(views.first { $0.id == "title" })
    #expect(title.class == "UILabel")
    #expect(title.outlets == ["titleLabel"])
    #expect(title.text == "Welcome back")
    #expect(title.font?.size == 53)
    #expect(title.font?.textStyle == "UICTFontTextStyleHeadline")
    #expect(title.textColor == "#ffffff")
    #expect(title.constraints?.map(\.id).contains("title-leading") == true)
    #expect(title.accessibility.traits == ["staticText"])
    #expect(title.frame[0] + title.frame[2] == rendered.viewFrames["title"].map { Double($0.maxX) })
    let button = try #require(views.first { $0.id == "go" })
    #expect(button.accessibility.identifier == "continue-button")
    #expect(button.accessibility.label == "Continue signing in")
    #expect(button.accessibility.traits == ["button"])
    let field = try #require(views.first { $0.id == "name" })
    #expect(field.placeholder == "Name")
    #expect(views.first { $0.id == "form-view" }?.backgroundColor == "#000000")
  }

  @Test func treeJSONIsTheSameOnEveryRun() throws {
    let first = try #require(try render(TraitsStoryboard.formSceneID, variant: Self.darkAX5RTL).tree).json()
    let second = try #require(try render(TraitsStoryboard.formSceneID, variant: Self.darkAX5RTL).tree).json()
    #expect(first == second)
    try Snapshot.assertMatches(first, named: "traits-form-dark-AX5-rtl.json")
  }

  @Test func pictureMatchesItsSnapshot() throws {
    let svg = try render(TraitsStoryboard.formSceneID, variant: Self.darkAX5RTL, tree: false).svg
    try Snapshot.assertMatches(svg.text, named: "traits-form-dark-AX5-rtl.svg")
  }

  @Test func defaultVariantDrawsAsBefore() throws {
    let device = try #require(Self.phone)
    let plain = RenderConfiguration(device: device, orientation: .portrait)
    #expect(plain.slug == "iPhone-15-portrait")
    #expect(plain.with(Self.darkAX5RTL).slug == "iPhone-15-portrait-dark-AX5-rtl")
    #expect(plain.with(TraitVariant(release: UIKitRelease(14, 5))).slug == "iPhone-15-portrait-ios14-5")
  }

  private func flatten(_ views: [SceneTree.View]) -> [SceneTree.View] {
    views.flatMap { [$0] + flatten($0.subviews ?? []) }
  }
}

/// The bar backgrounds as the SVG writes them.
enum RenderColorTestValues {
  static let lightBar = "rgba(249,249,249,0.94)"
  static let darkBar = "rgba(22,22,22,0.94)"
}

/// A view the document forces into one appearance draws its subtree in it.
@Suite @MainActor struct InterfaceStyleOverrideTests {
  @Test func runtimeAttributeForcesDarkOnASubtree() throws {
    let document = try RenderingFixtures.scene(
      """
      <view contentMode="scaleToFill" id="panel">
      <rect key="frame" x="0" y="0" width="375" height="100"/>
      <autoresizingMask key="autoresizingMask"/>
      <color key="backgroundColor" systemColor="systemBackgroundColor"/>
      <userDefinedRuntimeAttributes>
      <userDefinedRuntimeAttribute type="number" keyPath="overrideUserInterfaceStyle"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
      </userDefinedRuntimeAttributes>
      </view>
      """,
      extra: "")
    let svg = try SceneRenderer(document: document).render(sceneID: "scene", configuration: RenderingFixtures.phone).svg.text
    let panel = try #require(svg.range(of: "data-id=\"panel\""))
    let after = svg[panel.upperBound...]
    #expect(after.contains("fill=\"#000000\""), "the panel's systemBackground is black")
  }
}
