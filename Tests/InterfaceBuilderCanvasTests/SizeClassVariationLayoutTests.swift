import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Size-class variations laid out on devices: installed views and constraints, constants, fonts,
/// text and stack axes per size class (behaviour §12), and again after rotating.
@MainActor
@Suite("Scenes lay out with the variations of the device's size classes")
struct SizeClassVariationLayoutTests {
  static let scene = "sc1-va-var"

  func layout(
    _ ibDevice: String?, _ orientation: UIInterfaceOrientation = .portrait, sizeClasses: IBSizeClassPair? = nil
  ) throws -> StoryboardSceneBuilder {
    let document = try SceneFixtures.document("SizeClassVariations.storyboard")
    let device = try ibDevice.map(SceneFixtures.device) ?? .generic
    return try SceneHost.layout(
      sceneID: Self.scene, in: document, device: device, orientation: orientation, sizeClasses: sizeClasses)
  }

  func frame(_ layout: StoryboardSceneBuilder, _ id: String) -> [CGFloat]? {
    layout.frameInRoot(ofViewWithID: id).map { [$0.minX, $0.minY, $0.width, $0.height] }
  }

  func label(_ layout: StoryboardSceneBuilder) throws -> UILabel {
    try #require(layout.view(withID: "lbl-va-var") as? UILabel)
  }

  @Test("iPhone portrait (wC hR): compact-width constant, font and text; the wC hR exclusion removes the badge")
  func iPhonePortrait() throws {
    let layout = try layout("retina4_7")
    #expect(layout.sizeClasses == IBSizeClassPair(widthClass: .compact, heightClass: .regular))
    #expect(frame(layout, "box-va-var") == [8, 40, 100, 50])
    #expect(try label(layout).text == "Compact")
    #expect(try label(layout).font.pointSize == 11)
    #expect(frame(layout, "lbl-va-var")?.prefix(2) == [8, 100])
    #expect(!layout.isInstalled(viewWithID: "bdg-va-var"))
    #expect(!layout.isInstalled(viewWithID: "sde-va-var"))
    #expect(frame(layout, "stk-va-var") == [20, 583, 30, 64])
  }

  @Test("iPhone landscape (wC hC): compact-height width and axis, the hC-only view installed, the badge back")
  func iPhoneLandscape() throws {
    let layout = try layout("retina4_7", .landscapeLeft)
    #expect(layout.sizeClasses == IBSizeClassPair(widthClass: .compact, heightClass: .compact))
    #expect(frame(layout, "box-va-var") == [8, 20, 200, 50])
    #expect(try label(layout).text == "Squeezed")
    #expect(try label(layout).font.pointSize == 11)
    #expect(layout.isInstalled(viewWithID: "bdg-va-var"))
    #expect(frame(layout, "bdg-va-var")?.first == 20)
    #expect(frame(layout, "sde-va-var") == [597, 10, 60, 60])
    #expect((layout.view(withID: "stk-va-var") as? UIStackView)?.axis == .horizontal)
    #expect(frame(layout, "stk-va-var") == [20, 325, 70, 30])
  }

  @Test("iPhone 8 Plus landscape (wR hC): regular-width values with the compact-height ones")
  func plusLandscape() throws {
    let layout = try layout("retina5_5", .landscapeLeft)
    #expect(layout.sizeClasses == IBSizeClassPair(widthClass: .regular, heightClass: .compact))
    #expect(frame(layout, "box-va-var") == [20, 20, 200, 50])
    #expect(try label(layout).text == "Regular")
    #expect(try label(layout).font.pointSize == 17)
    #expect(layout.isInstalled(viewWithID: "bdg-va-var"))
    #expect(frame(layout, "sde-va-var") == [666, 10, 60, 60])
    #expect((layout.view(withID: "stk-va-var") as? UIStackView)?.axis == .horizontal)
  }

  @Test("iPad (wR hR): base values, the wR hR constraint swap, no compact-only views")
  func iPad() throws {
    let layout = try layout("ipad9_7")
    #expect(layout.sizeClasses == IBSizeClassPair(widthClass: .regular, heightClass: .regular))
    #expect(frame(layout, "box-va-var") == [20, 40, 100, 50])
    #expect(try label(layout).text == "Regular")
    #expect(layout.isInstalled(viewWithID: "bdg-va-var"))
    #expect(!layout.isInstalled(viewWithID: "sde-va-var"))
    #expect(frame(layout, "stk-va-var") == [20, 860, 30, 64])
    let ids = Set(layout.activeConstraints.map(\.id))
    #expect(ids.contains("ckr-va-var") && !ids.contains("ckb-va-var"))
  }

  @Test("The generic 600×600 canvas is Any/Any: only the base applies")
  func genericCanvas() throws {
    let layout = try layout(nil)
    #expect(layout.sizeClasses == .any)
    #expect(frame(layout, "box-va-var") == [20, 40, 100, 50])
    #expect(try label(layout).text == "Regular")
    #expect(layout.isInstalled(viewWithID: "bdg-va-var"))
    #expect(!layout.isInstalled(viewWithID: "sde-va-var"))
    #expect(frame(layout, "stk-va-var") == [20, 516, 30, 64])
  }

  @Test("The seeds' exclusion case: excluded for wC hR only, present in every other cell of the grid")
  func exclusionAcrossTheGrid() throws {
    for sizeClasses in IBSizeClassPair.allCases {
      let layout = try layout("retina4_7", sizeClasses: sizeClasses)
      let expected = sizeClasses != IBSizeClassPair(widthClass: .compact, heightClass: .regular)
      #expect(layout.isInstalled(viewWithID: "bdg-va-var") == expected, "\(sizeClasses)")
      #expect((layout.frame(ofViewWithID: "bdg-va-var") != nil) == expected, "\(sizeClasses)")
      #expect(layout.activeConstraints.contains { $0.id == "cdw-va-var" } == expected, "\(sizeClasses)")
    }
  }

  @Test("A size-class override (View as) wins over the device's classes")
  func sizeClassOverride() throws {
    let layout = try layout("retina4_7", sizeClasses: IBSizeClassPair(widthClass: .regular, heightClass: .regular))
    #expect(layout.traitCollection.horizontalSizeClass == .regular)
    #expect(frame(layout, "box-va-var") == [20, 40, 100, 50])
    #expect(try label(layout).text == "Regular")
  }

  @Test("Rotating re-applies the variations: views, constraints, constants, properties")
  func rotation() throws {
    let layout = try layout("retina4_7")
    let simulator = try #require(layout.simulator)
    let side = try #require(layout.view(withID: "sde-va-var"))
    #expect(side.superview == nil)
    // Uninstalled views are built and listed for outlets, but are not among the installed entries.
    #expect(layout.allEntries.contains { $0.view === side })
    #expect(!layout.entries.contains { $0.view === side })
    simulator.rotate(to: .landscapeLeft)
    #expect(layout.sizeClasses == IBSizeClassPair(widthClass: .compact, heightClass: .compact))
    #expect(side.superview === layout.rootView)
    #expect(frame(layout, "box-va-var") == [8, 20, 200, 50])
    #expect(frame(layout, "sde-va-var") == [597, 10, 60, 60])
    #expect(try label(layout).text == "Squeezed")
    #expect(layout.isInstalled(viewWithID: "bdg-va-var"))
    simulator.rotate(to: .portrait)
    #expect(side.superview == nil)
    #expect(!layout.isInstalled(viewWithID: "bdg-va-var"))
    #expect(frame(layout, "box-va-var") == [8, 40, 100, 50])
    #expect(try label(layout).text == "Compact")
    #expect(frame(layout, "stk-va-var") == [20, 583, 30, 64])
    // Subview order is the document's whatever came and went.
    let order = layout.rootView.subviews.compactMap { view in
      ["box-va-var", "lbl-va-var", "bdg-va-var", "sde-va-var", "stk-va-var"].first { layout.view(withID: $0) === view }
    }
    #expect(order == ["box-va-var", "lbl-va-var", "stk-va-var"])
  }

  @Test("Unknown ids are errors naming the id and the file")
  func unknownScene() throws {
    let document = try SceneFixtures.document("SizeClassVariations.storyboard")
    #expect(throws: IBSceneLayoutError.unknownScene(id: "nope", file: "SizeClassVariations.storyboard")) {
      try SceneHost.layout(sceneID: "nope", in: document)
    }
    let error = IBSceneLayoutError.unknownScene(id: "nope", file: "SizeClassVariations.storyboard")
    #expect(error.description.contains("nope") && error.description.contains("SizeClassVariations.storyboard"))
    #expect(throws: IBSceneLayoutError.self) {
      try SceneHost.layout(sceneID: Self.scene, in: document, device: SceneFixtures.device("retina5_9"), orientation: .portraitUpsideDown)
    }
  }

  @Test("Scenes are found by scene id, controller id and storyboard identifier")
  func sceneLookup() throws {
    let document = try SceneFixtures.document("SizeClassVariations.storyboard")
    #expect(StoryboardSceneBuilder.sceneIDs(in: document) == [Self.scene])
    for id in ["sc1-va-var", "vc1-va-var", "Variations"] {
      let layout = try SceneHost.layout(sceneID: id, in: document)
      #expect(layout.view(withID: "rt1-va-var") === layout.rootView)
    }
  }
}
