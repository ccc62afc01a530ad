import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// Gesture recognizers a document lists beside a scene's controller (or at a xib's top level)
/// are built with their attributes, attached to the views whose `gestureRecognizers` outlet
/// collections name them, and send their actions to their targets; a recognizer can trigger a
/// segue, as Interface Builder lets one.
@MainActor
@Suite("Storyboards and xibs build gesture recognizers, attach them and connect their actions")
struct StoryboardGestureRecognizerTests {
  @MainActor
  final class CanvasController: UIViewController, UIGestureRecognizerDelegate {
    var doubleTap: UITapGestureRecognizer?
    var log: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      log.append("prepare(\(segue.identifier ?? "-"), sender: \(sender.map { "\(type(of: $0))" } ?? "nil"))")
    }
  }

  static func registerClasses() {
    UIStoryboard.register(CanvasController.self, forClassName: "CanvasController")
    KeyValueCoding.register(\CanvasController.doubleTap, forKey: "doubleTap")
    ActionRegistry.register("zoom:", on: CanvasController.self) { canvas, sender in
      canvas.log.append("zoom(\((sender as? UITapGestureRecognizer)?.numberOfTapsRequired ?? 0))")
    }
    ActionRegistry.register("inspect:", on: CanvasController.self) { canvas, sender in
      canvas.log.append("inspect(\((sender as? UIGestureRecognizer)?.state.description ?? "?"))")
    }
  }

  static let storyboard = StoryboardXML.document(
    initial: "canvas",
    scenes: [
      """
      <viewController id="canvas" customClass="CanvasController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              <subviews>
                  <view contentMode="scaleToFill" id="board">
                      <rect key="frame" x="20" y="100" width="374" height="600"/>
                      <connections>
                          <outletCollection property="gestureRecognizers" destination="dbl" appends="YES" id="g1"/>
                          <outletCollection property="gestureRecognizers" destination="hold" appends="YES" id="g2"/>
                          <outletCollection property="gestureRecognizers" destination="swipe" appends="YES" id="g3"/>
                      </connections>
                  </view>
              </subviews>
          </view>
          <connections>
              <outlet property="doubleTap" destination="dbl" id="o1"/>
          </connections>
      </viewController>
      <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
      <tapGestureRecognizer numberOfTapsRequired="2" id="dbl">
          <connections>
              <action selector="zoom:" destination="canvas" id="a1"/>
              <outlet property="delegate" destination="canvas" id="d1"/>
          </connections>
      </tapGestureRecognizer>
      <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="1.5" id="hold">
          <connections>
              <action selector="inspect:" destination="canvas" id="a2"/>
          </connections>
      </pongPressGestureRecognizer>
      <swipeGestureRecognizer direction="left" id="swipe">
          <connections>
              <segue destination="next" kind="show" identifier="next" id="sg"/>
          </connections>
      </swipeGestureRecognizer>
      """,
      StoryboardXML.plainController("next"),
    ])

  static func canvas() throws -> CanvasController {
    registerClasses()
    let document = try IBDocument(xmlString: storyboard, fileName: "Canvas.storyboard")
    let controller = try #require(try UIStoryboard(document: document).loadInitialViewController() as? CanvasController)
    controller.loadViewIfNeeded()
    return controller
  }

  @Test("Recognizers are UIKit's classes with the document's attributes, attached to their view")
  func built() throws {
    let canvas = try Self.canvas()
    let board = try #require(canvas.view.subviews.first)
    let recognizers = try #require(board.gestureRecognizers)
    #expect(recognizers.count == 3)
    let tap = try #require(recognizers[0] as? UITapGestureRecognizer)
    #expect(tap === canvas.doubleTap)
    #expect(tap.numberOfTapsRequired == 2)
    #expect(tap.delegate === canvas)
    // Xcode spells a long press `pongPressGestureRecognizer`.
    let press = try #require(recognizers[1] as? UILongPressGestureRecognizer)
    #expect(press.minimumPressDuration == 1.5)
    #expect((recognizers[2] as? UISwipeGestureRecognizer)?.direction == .left)
  }

  @Test("Their actions reach the controller; a recognized swipe runs its segue")
  func actionsAndSegue() throws {
    let canvas = try Self.canvas()
    let recognizers = try #require(canvas.view.subviews.first?.gestureRecognizers)
    (recognizers[0] as? UITapGestureRecognizer)?._simulateTap(taps: 2)
    (recognizers[1] as? UILongPressGestureRecognizer)?._simulateLongPress(duration: 2)
    (recognizers[2] as? UISwipeGestureRecognizer)?._simulateSwipe(.right)
    (recognizers[2] as? UISwipeGestureRecognizer)?._simulateSwipe(.left)
    #expect(canvas.log == ["zoom(2)", "inspect(began)", "inspect(ended)", "prepare(next, sender: UISwipeGestureRecognizer)"])
  }

  @Test("A xib's top-level recognizer is among its top-level objects, connected to File's Owner")
  func nibRecognizer() throws {
    Self.registerClasses()
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CanvasController"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="card">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                  <connections>
                      <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                  </connections>
              </view>
              <tapGestureRecognizer id="tap">
                  <connections>
                      <action selector="zoom:" destination="-1" id="a1"/>
                  </connections>
              </tapGestureRecognizer>
          </objects>
      </document>
      """
    let owner = CanvasController()
    let objects = try UINib(data: Data(xib.utf8), bundle: nil).loadObjects(withOwner: owner)
    #expect(objects.count == 2)
    let card = try #require(objects.first as? UIView)
    let tap = try #require(objects.last as? UITapGestureRecognizer)
    #expect(card.gestureRecognizers?.first === tap)
    tap._simulateTap()
    #expect(owner.log == ["zoom(1)"])
  }

  @Test("A corpus storyboard's tap recognizer is attached to its preview view", .enabled(if: SharedCorpus.runsTests(needing: "corpus"), "\(SharedCorpus.skipReason("corpus"))"))
  func corpusRecognizer() throws {
    let corpus = try SharedCorpus.requireFile("0069__bqlin__Apple-Sample-Code__Main.storyboard", in: "corpus")
    let document = try IBDocument(contentsOf: corpus)
    let (controller, _) = AdaptiveKitLog.shared.capture { try? UIStoryboard(document: document).loadInitialViewController() }
    let root = try #require(controller?.view)
    func all(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(all) }
    let attached = all(root).flatMap { $0.gestureRecognizers ?? [] }
    #expect(attached.count == 1)
    #expect(attached.first is UITapGestureRecognizer)
  }
}
