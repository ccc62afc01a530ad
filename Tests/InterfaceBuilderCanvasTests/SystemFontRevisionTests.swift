import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Interface Builder draws a document with the San Francisco of its Xcode's iOS SDK: SF UI
/// (Xcode 7–8) or SF Pro (Xcode 9 and later), whose Display cut is narrower, both tracking by
/// Apple's Display table; 17-pt text tracks −24/1000 em through Xcode 11 and −26 from Xcode 12.
/// Unconfirmed: inferred from the stored frames of single-line labels.
@MainActor
@Suite("Text measures with the San Francisco of the document's Xcode")
struct SystemFontRevisionTests {
  /// A document holding one centred label (20 points unless `pointSize` says otherwise; one line
  /// of it is `height` high), saved by the Xcode of `plugIn`.
  static func document(
    plugIn: String, text: String, width: Double, pointSize: Int = 20, height: Double = 24
  ) -> String {
    StoryboardXML.oneScene(
      toolsVersion: plugIn, plugIn: plugIn, rootSize: (375, 667),
      subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
            <rect key="frame" x="\((375 - width) / 2)" y="104" width="\(width)" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
            <nil key="highlightedColor"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="title" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-x"/>
        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="104" id="c-y"/>
        """)
  }

  @Test("The release picks the revision: SF UI through iOS 10, SF Pro's static cuts in iOS 11–13, its variable font after")
  func revisionByRelease() {
    #expect(SystemFontRevision(release: .iOS9) == .sfUI)
    #expect(SystemFontRevision(release: .iOS10) == .sfUI)
    #expect(SystemFontRevision(release: .iOS11) == .sfProStatic)
    #expect(SystemFontRevision(release: .iOS13) == .sfProStatic)
    #expect(SystemFontRevision(release: .iOS14) == .sfPro)
    #expect(SystemFontRevision(release: .iOS26) == .sfPro)
  }

  @Test("A system font measures with the San Francisco of the release its view runs; a pinned one keeps its own")
  func fontsFollowTheirViewsRelease() throws {
    func width(_ font: UIFont, on release: UIKitRelease) throws -> CGFloat {
      let simulator = Simulator(device: try #require(Device.named("iPhone 8")), release: release)
      let label = UILabel()
      label.font = font
      label.text = String(repeating: "n", count: 20)
      simulator.window.addSubview(label)
      return label.intrinsicContentSize.width
    }
    let font = UIFont.systemFont(ofSize: 20)
    // Twenty "n": SF UI Display's is 1115 units, SF Pro Display's 1079 (7 points over twenty);
    // both track alike.
    #expect(abs(try width(font, on: .iOS10) - width(font, on: .iOS18) - 20 * 36.0 / 2048 * 20) <= 0.5)
    // A font pinned to a revision measures with it on any release.
    #expect(try width(font.withRevision(.sfUI), on: .iOS18) == width(font, on: .iOS10))
    // Text sizes up to 16 points track the same in both.
    let text = UIFont.systemFont(ofSize: 16)
    #expect(try width(text, on: .iOS10) == width(text, on: .iOS18))
    #expect(font.withRevision(.sfUI) != font)
  }

  @Test("Andy0570's Xcode 11 label and Xcode 8's City Name agree at 20 pt")
  func storedWidthsByEra() {
    let xcode11 = Self.document(plugIn: "15509", text: "Bar Alpha:", width: 90)
    let xcode8 = Self.document(plugIn: "12088", text: "City Name", width: 94)
    for (text, name) in [(xcode11, "Xcode11.storyboard"), (xcode8, "Xcode8.storyboard")] {
      let report = IBVerifier().verify(data: Data(text.utf8), fileName: name)
      #expect(report.errors.isEmpty)
      #expect(report.views.compared == 1)
      #expect(report.views.agreeing == 1, "\(name): \(report.worst.map { "\($0.stored) vs \($0.solved)" })")
    }
    // The same Xcode 11 label measured as SF UI would be 2 points wider.
    let wrongEra = Self.document(plugIn: "12088", text: "Bar Alpha:", width: 90)
    #expect(IBVerifier().verify(data: Data(wrongEra.utf8), fileName: "Wrong.storyboard").views.agreeing == 0)
  }

  @Test("IQKeyboardManager's 17-point label: 177 wide from Xcode 11, 176 from Xcode 15")
  func seventeenPointTrackingByEra() {
    let text = "Try editing the last cell."
    for (plugIn, width) in [("15704", 177.0), ("22504", 176.0)] {
      let document = Self.document(plugIn: plugIn, text: text, width: width, pointSize: 17, height: 20.5)
      let report = IBVerifier().verify(data: Data(document.utf8), fileName: "\(plugIn).storyboard")
      #expect(report.views.agreeing == 1, "\(plugIn): \(report.worst.map { "\($0.stored) vs \($0.solved)" })")
    }
    // Centred, a point is within the tolerance at each edge; the widths themselves differ. The
    // earlier table's −23/1000 em at 17 pt (fitted on the corpus as a whole) draws this label
    // half a point wider than Xcode 11 stored it, within the tolerance.
    let widths = [SystemFontRevision.sfProStatic, .sfPro].map { revision in
      let label = UILabel()
      label.font = UIFont.systemFont(ofSize: 17).withRevision(revision)
      label.text = text
      return label.intrinsicContentSize.width
    }
    #expect(widths == [177.5, 176])
  }
}
