import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Rendering
import Testing

/// Static cells of a table with automatic row heights size themselves at the variant's text
/// size, as UITableView sizes them (their content's fitting height plus the separator), and the
/// rows below follow; at Large they are the canvas's rows.
@Suite @MainActor struct StaticCellSelfSizingTests {
  static let phone = Device.named("iPhone 15")!
  static let ax5 = TraitVariant(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)

  func render(_ variant: TraitVariant) throws -> RenderedScene {
    try SceneRenderer(document: StaticTableFixture.document)
      .render(sceneID: StaticTableFixture.sceneID, configuration: RenderConfiguration(device: Self.phone, orientation: .portrait, variant: variant))
  }

  /// At Large the drawing shows the rows where the canvas lays them out (the layout `verify`
  /// compares with the stored frames), the cell with its own row height at it.
  @Test func largeDrawsTheCanvasRows() throws {
    let frames = try render(.deviceDefault).viewFrames
    let layout = try SceneHost.layout(
      sceneID: StaticTableFixture.sceneID, in: StaticTableFixture.document, device: Self.phone)
    for id in ["wrapping", "semantic", "fixed", "subtitle"] {
      let drawn = try #require(frames[id], "\(id) is drawn")
      #expect(drawn.size == layout.frame(ofViewWithID: id)?.size, "\(id): \(drawn)")
    }
    #expect(frames["fixed"]?.height == 44)
  }

  @Test func customCellGrowsWithItsWrappedLabel() throws {
    let frames = try render(Self.ax5).viewFrames
    let cell = try #require(frames["wrapping"])
    let label = try #require(frames["wrapping-label"])
    // Body is 53 points at AX5: the label wraps onto several lines.
    #expect(label.height > 2 * 53, "\(label)")
    // The row is the label between the content view's top and bottom margins (equal), plus the
    // separator's pixel.
    let margin = label.minY - cell.minY
    #expect(abs(cell.height - (label.height + 2 * margin + 1.0 / 3)) < 0.5, "cell \(cell), label \(label)")
    #expect(label.minY >= cell.minY && label.maxY <= cell.maxY)
  }

  @Test func rowsBelowFollowAndAFixedRowKeepsItsHeight() throws {
    let frames = try render(Self.ax5).viewFrames
    let wrapping = try #require(frames["wrapping"])
    let semantic = try #require(frames["semantic"])
    let fixed = try #require(frames["fixed"])
    #expect(abs(semantic.minY - wrapping.maxY) < 0.01)
    #expect(semantic.height > 53, "one AX5 line and the margins: \(semantic)")
    #expect(abs(fixed.minY - semantic.maxY) < 0.01)
    #expect(fixed.height == 44, "the cell's own row height wins")
  }

  @Test func subtitleCellStacksItsLabelsAtTheirNewSizes() throws {
    let frames = try render(Self.ax5).viewFrames
    let cell = try #require(frames["subtitle"])
    let text = try #require(frames["subtitle-text"])
    let detail = try #require(frames["subtitle-detail"])
    #expect(text.height > 53, "one or more AX5 Body lines: \(text)")
    #expect(detail.height > 40, "one or more AX5 Caption 1 lines: \(detail)")
    #expect(detail.minY >= text.maxY, "the detail under the text")
    #expect(text.minY >= cell.minY && detail.maxY <= cell.maxY, "both inside the row \(cell)")
    #expect(cell.height > 56)
  }
}
