import AdaptiveKit
import Foundation
import Lint

/// Storyboards for the accessibility layout rules: one iPhone 8 scene whose root view holds the
/// given subviews and constraints, and builders for the views they use.
enum AccessibilityFixture {
  /// An opaque white, as Interface Builder writes it.
  static let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
  /// The system background (white in light, black in dark).
  static let systemBackground = #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#

  /// A storyboard with one scene whose root (`root`, 375 × 667, `background`) holds `subviews` and `constraints`.
  static func storyboard(_ subviews: String, constraints: String, background: String = white) -> MarkedDocument {
    let content = """
      <subviews>
      \(subviews)
      </subviews>
      \(background)
      <constraints>
      \(constraints)
      </constraints>
      """
    return MarkedDocument.storyboard(
      MarkedDocument.scene("a", view: "root", content: content), initial: "a",
      resources: #"<systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>"#)
  }

  /// A label: `font` is a `<fontDescription>`'s attributes, `color` its text colour's attributes.
  static func label(
    _ id: String, text: String, font: String = #"style="UICTFontTextStyleBody""#, color: String? = nil, lines: Int = 1,
    extra: String = "", own: String = "", marked: Bool = false
  ) -> String {
    """
    \(marked ? "⚑" : "")<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="\(lines)" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" \(extra)id="\(id)">
        <rect key="frame" x="20" y="100" width="100" height="21"/>
        <fontDescription key="fontDescription" \(font)/>
        \(color.map { #"<color key="textColor" \#($0)/>"# } ?? "")
        <nil key="highlightedColor"/>
        \(own.isEmpty ? "" : "<constraints>\(own)</constraints>")
    </label>
    """
  }

  /// A system button titled `title`.
  static func button(_ id: String, title: String, own: String = "", marked: Bool = false) -> String {
    """
    \(marked ? "⚑" : "")<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="20" y="200" width="100" height="30"/>
        <state key="normal" title="\(title)"/>
        \(own.isEmpty ? "" : "<constraints>\(own)</constraints>")
    </button>
    """
  }

  /// A constraint between `first` and `second` (the root when nil), or on `first` alone.
  static func pin(
    _ first: String, _ attribute: String, to second: String? = "root", _ secondAttribute: String? = nil, _ constant: Int = 0,
    relation: String? = nil, priority: Int? = nil
  ) -> String {
    let id = "\(first)-\(attribute)-\(second ?? "self")-\(secondAttribute ?? attribute)"
    guard let second else {
      return #"<constraint firstAttribute="\#(attribute)"\#(relation.map { #" relation="\#($0)""# } ?? "") constant="\#(constant)"\#(priority.map { #" priority="\#($0)""# } ?? "") id="\#(id)"/>"#
    }
    return #"<constraint firstItem="\#(first)" firstAttribute="\#(attribute)"\#(relation.map { #" relation="\#($0)""# } ?? "") secondItem="\#(second)" secondAttribute="\#(secondAttribute ?? attribute)" constant="\#(constant)"\#(priority.map { #" priority="\#($0)""# } ?? "") id="\#(id)"/>"#
  }

  /// Large text, light.
  static let large = TraitVariant(userInterfaceStyle: .light, preferredContentSizeCategory: .large)
  /// The largest accessibility text size, light.
  static let ax5 = TraitVariant(userInterfaceStyle: .light, preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
}
