import AdaptiveKit
import Foundation
import InterfaceBuilder
import Lint

/// Inline XML with `⚑` markers where findings must land: the markers are removed and their
/// positions (1-based line and UTF-8 column, as the decoder counts) kept, so tests never count lines.
struct MarkedDocument {
  static let marker: Character = "⚑"

  /// The XML without markers.
  let xml: String
  /// Where each marker was, in order.
  let markers: [Position]

  struct Position: Hashable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "\(line):\(column)" }
  }

  init(_ marked: String) {
    var text = ""
    var markers: [Position] = []
    var line = 1
    var column = 1
    for character in marked {
      if character == Self.marker {
        markers.append(Position(line: line, column: column))
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    xml = text
    self.markers = markers
  }

  /// A storyboard around `scenes` (the content of `<scenes>`).
  static func storyboard(
    _ scenes: String, initial: String? = nil,
    attributes: String = "useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\"",
    resources: String = ""
  ) -> MarkedDocument {
    MarkedDocument(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \(attributes)\(initial.map { " initialViewController=\"\($0)\"" } ?? "") colorMatched="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <scenes>
      \(scenes)
          </scenes>
      \(resources.isEmpty ? "" : "    <resources>\n\(resources)\n    </resources>")
      </document>
      """)
  }

  /// A xib around `objects` (after File's Owner and First Responder).
  static func xib(_ objects: String, attributes: String = "useAutolayout=\"YES\" useTraitCollections=\"YES\"") -> MarkedDocument {
    MarkedDocument(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \(attributes) colorMatched="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
      \(objects)
          </objects>
      </document>
      """)
  }

  /// A scene with a plain controller (`id`) whose 375×667 root view (`viewID`) holds `content`.
  static func scene(
    _ id: String, view viewID: String? = nil, storyboardIdentifier: String? = nil, controllerExtra: String = "",
    content: String = "", connections: String = ""
  ) -> String {
    let viewID = viewID ?? "\(id)-v"
    return """
      <scene sceneID="\(id)-s">
          <objects>
              <viewController id="\(id)"\(storyboardIdentifier.map { " storyboardIdentifier=\"\($0)\"" } ?? "") sceneMemberID="viewController"\(controllerExtra)>
                  <view key="view" contentMode="scaleToFill" id="\(viewID)">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      \(content)
                  </view>
      \(connections.isEmpty ? "" : "            <connections>\n\(connections)\n            </connections>")
              </viewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
          </objects>
      </scene>
      """
  }

  /// Lints the document with the default configuration (or `configuration`); `file` names it;
  /// the accessibility rules lay scenes out under `variants`, drawing overlays with `overlayWriter`.
  @MainActor
  func lint(
    file: String = "Test.storyboard", url: URL? = nil, configuration: Configuration = Configuration(),
    variants: [TraitVariant]? = nil, overlayWriter: OverlayWriter? = nil
  ) -> [Diagnostic] {
    var linter = Linter()
    linter.variants = variants
    linter.overlayWriter = overlayWriter
    return linter.lint(data: Data(xml.utf8), file: file, url: url, configuration: configuration)
  }

  /// The findings of one rule.
  @MainActor
  func findings(
    of rule: String, configuration: Configuration = Configuration(), url: URL? = nil, variants: [TraitVariant]? = nil,
    overlayWriter: OverlayWriter? = nil
  ) -> [Diagnostic] {
    lint(url: url, configuration: configuration, variants: variants, overlayWriter: overlayWriter).filter { $0.ruleID == rule }
  }

  /// The positions of findings, to compare with `markers`.
  static func positions(_ findings: [Diagnostic]) -> [Position] {
    findings.map { Position(line: $0.line, column: $0.column) }
  }
}
