import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Lint

/// Lint lays a document out only on the device families iOS loads it on: an iPad storyboard is
/// never laid out on an iPhone SE.
@MainActor
@Suite("Lint lays documents out only on the devices iOS loads them on")
struct DocumentDeviceFamilyTests {
  /// A one-scene storyboard with the given header attributes and device.
  static func document(runtime: String = "iOS.CocoaTouch", sizeClasses: Bool = true, device: String = "retina6_12",
    fileName: String = "Main.storyboard") throws -> IBDocument {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES"\(sizeClasses ? #" useTraitCollections="YES""# : "") colorMatched="YES" initialViewController="vc">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="\(device.hasPrefix("ipad") ? 1024 : 393)" height="\(device.hasPrefix("ipad") ? 1366 : 852)"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return try IBDocument(xmlString: text, fileName: fileName)
  }

  /// The idioms of the devices lint laid the document out on.
  static func laidOutIdioms(_ document: IBDocument) -> Set<UIUserInterfaceIdiom> {
    Set(LayoutSurvey(document: document).layouts.compactMap { Device.named($0.context.device)?.idiom })
  }

  @Test("An iPad-runtime storyboard is laid out on iPads only")
  func padRuntime() throws {
    let document = try Self.document(runtime: "iOS.CocoaTouch.iPad", device: "ipad12_9rounded")
    #expect(DocumentDeviceFamily.idioms(of: document) == [.pad])
    #expect(Self.laidOutIdioms(document) == [.pad])
  }

  @Test("Device modifiers in the file name: ~ipad on iPads, ~iphone on iPhones")
  func deviceModifiers() throws {
    #expect(DocumentDeviceFamily.idioms(of: try Self.document(fileName: "Main~ipad.storyboard")) == [.pad])
    #expect(DocumentDeviceFamily.idioms(of: try Self.document(fileName: "Main~iphone.storyboard")) == [.phone])
  }

  @Test("Without size classes a document belongs to its device's family; with them, to both")
  func sizeClasses() throws {
    #expect(DocumentDeviceFamily.idioms(of: try Self.document(sizeClasses: false, device: "ipad12_9rounded")) == [.pad])
    #expect(DocumentDeviceFamily.idioms(of: try Self.document(sizeClasses: false)) == [.phone])
    let universal = try Self.document()
    #expect(DocumentDeviceFamily.idioms(of: universal) == [.phone, .pad])
    #expect(Self.laidOutIdioms(universal) == [.phone, .pad])
  }
}
