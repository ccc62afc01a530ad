import AdaptiveKit
import Foundation
import Rendering
import Testing

/// The sizes below are UIKit's symbol-image sizes as `SymbolImageMetrics` holds them, each with
/// its evidence: info.circle 20 × 19 at the default 17 points (corpus-apps
/// NordicSemiconductor IOS-nRF-Mesh-Library DFU.storyboard, a cell image view), trash 22 points
/// high at 18 points (corpus-apps tinode SendMessageBar.xib), the large scale about 30 % larger
/// (Apple's `SymbolScale.large`). iPhone SE (3rd generation) draws at 2 pixels per point.
@Suite("SF Symbols are drawn as boxes of UIKit's symbol size, labelled with their names")
@MainActor
struct SymbolDrawingTests {
  private func svg(_ subviews: String) throws -> String {
    try SceneRenderer(document: try RenderingFixtures.scene(subviews))
      .render(sceneID: "scene", configuration: RenderingFixtures.phone).svg.text
  }

  private func imageView(_ name: String, configuration: String = "") -> String {
    """
    <imageView contentMode="center" fixedFrame="YES" image="\(name)" catalog="system" id="symbol">
    <rect key="frame" x="10" y="100" width="100" height="100"/><autoresizingMask key="autoresizingMask"/>\(configuration)</imageView>
    """
  }

  @Test("An unconfigured symbol is the body style's 17-point size, centred by the content mode")
  func defaultSize() throws {
    let text = try svg(imageView("info.circle"))
    #expect(text.contains("data-symbol=\"info.circle\" data-symbol-size=\"20×19\""))
    #expect(text.contains("<rect x=\"40\" y=\"40.5\" width=\"20\" height=\"19\""), "centred in the 100-point view")
    #expect(text.contains("<title>info.circle (SF Symbol, 20×19 pt)</title>"))
    #expect(!text.contains(">info.circle</text>"), "no placeholder cross with the name")
  }

  @Test("The preferred symbol configuration's point size and scale size the symbol")
  func configured() throws {
    let pointSize = try svg(imageView(
      "trash",
      configuration: #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="18"/>"#))
    #expect(pointSize.contains("data-symbol=\"trash\" data-symbol-size=\"20×22\""))
    let large = try svg(imageView(
      "info.circle", configuration: #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="large"/>"#))
    #expect(large.contains("data-symbol=\"info.circle\" data-symbol-size=\"26×25\""))
  }

  @Test("A button's symbol image is drawn at its size, centred without a title")
  func button() throws {
    let text = try svg(
      """
      <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="system" id="trashButton">
      <rect key="frame" x="10" y="300" width="44" height="44"/><autoresizingMask key="autoresizingMask"/>
      <state key="normal" image="trash" catalog="system">
      <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="18"/>
      </state>
      </button>
      """)
    #expect(text.contains("data-symbol=\"trash\" data-symbol-size=\"20×22\""))
    #expect(text.contains("<rect x=\"12\" y=\"11\" width=\"20\" height=\"22\""))
  }

  @Test("A live image view's symbol image is drawn the same way")
  func live() throws {
    let imageView = UIImageView(image: UIImage(systemName: "info.circle"))
    imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 19)
    let text = ViewHierarchyRenderer.render(imageView, title: "symbol").text
    #expect(text.contains("data-symbol=\"info.circle\""))
    #expect(!text.contains(">image</text>"), "no placeholder")
  }
}
