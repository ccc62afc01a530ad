import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing

/// Paths and helpers the rendering tests share.
enum RenderingFixtures {
  /// The repository's root (three levels above this file).
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The sample storyboard `adaptive demo` renders.
  static let sampleURL = repositoryRoot.appendingPathComponent("Sources/adaptive/Resources/Sample.storyboard")

  /// The sample, decoded.
  static func sample() throws -> IBDocument { try IBDocument(contentsOf: sampleURL) }

  /// A document from inline storyboard XML: `body` goes inside `<scenes>`.
  static func storyboard(_ body: String, resources: String = "") throws -> IBDocument {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
      useSafeAreas="YES" colorMatched="YES">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <scenes>\(body)</scenes>
      <resources>\(resources)</resources>
      </document>
      """
    return try IBDocument(data: Data(xml.utf8), fileName: "Inline.storyboard")
  }

  /// A one-scene storyboard whose root view (375×667, id `root`) holds `subviews`.
  static func scene(_ subviews: String, constraints: String = "", extra: String = "") throws -> IBDocument {
    try storyboard(
      """
      <scene sceneID="scene"><objects>
      <viewController id="vc" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="root">
      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <subviews>\(subviews)</subviews>
      <viewLayoutGuide key="safeArea" id="safe"/>
      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      <constraints>\(constraints)</constraints>
      \(extra)
      </view>
      </viewController>
      </objects></scene>
      """)
  }

  /// iPhone SE (3rd generation) in portrait: 375×667, wC hR.
  static var phone: RenderConfiguration {
    RenderConfiguration(device: Device.named("iPhone SE (3rd generation)")!, orientation: .portrait)
  }

  /// iPad Pro 12.9" in landscape: 1366×1024, wR hR.
  static var largePadLandscape: RenderConfiguration {
    RenderConfiguration(device: Device.named("iPad Pro 12.9\" (1st-6th gen)")!, orientation: .landscapeLeft)
  }
}

/// Golden files beside the tests in `__Snapshots__`: compared as text; written (and the test
/// failed, so nothing passes unseen) when missing or when `ADAPTIVE_RECORD_SNAPSHOTS=1`.
enum Snapshot {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["ADAPTIVE_RECORD_SNAPSHOTS"] == "1" }

  static func assertMatches(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = directory.appendingPathComponent(name)
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if isRecording || existing == nil {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      Issue.record("Recorded snapshot \(name); run the tests again to compare against it.", sourceLocation: sourceLocation)
      return
    }
    guard let existing, existing != text else { return }
    let old = existing.split(separator: "\n", omittingEmptySubsequences: false)
    let new = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
    let was = index < old.count ? String(old[index]) : "(end of file)"
    let now = index < new.count ? String(new[index]) : "(end of file)"
    Issue.record(
      "Snapshot \(name) differs at line \(index + 1):\n  was: \(was)\n  now: \(now)\n(set ADAPTIVE_RECORD_SNAPSHOTS=1 to re-record)",
      sourceLocation: sourceLocation)
  }
}
