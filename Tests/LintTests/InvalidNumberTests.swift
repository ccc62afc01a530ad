import Foundation
import InterfaceBuilder
import Lint
import Testing

/// One kind of bad number: where it goes in a scene (a `⚑` marks the attribute), and what the
/// finding must say is read instead.
struct BadNumber: CustomTestStringConvertible, Sendable {
  var name: String
  var attribute: String
  var value: String
  var readAs: String
  var objectID: String
  var scene: String
  var testDescription: String { name }
}

/// A scene whose root `root` holds a label `box` placed and sized by constraints; `edit` changes
/// the XML (a `⚑` before the bad attribute).
private func scene(_ edit: (String) -> String) -> String {
  edit(
    MarkedDocument.scene(
      "a", view: "root",
      content: """
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="20" width="100" height="50"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="box-w"/>
                </constraints>
            </label>
        </subviews>
        <constraints>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="box-l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="box-t"/>
            <constraint firstItem="box" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="0.5" id="box-h"/>
        </constraints>
        """))
}

private func replacing(_ old: String, _ new: String) -> (String) -> String {
  { text in
    precondition(text.contains(old), "the scene has no \(old)")
    return text.replacingOccurrences(of: old, with: new)
  }
}

let badNumbers: [BadNumber] = [
  BadNumber(
    name: "NaN constant", attribute: "constant", value: "NaN", readAs: "read as absent: 0", objectID: "box-w",
    scene: scene(replacing(#"constant="100" id="box-w""#, #"⚑constant="NaN" id="box-w""#))),
  BadNumber(
    name: "1e308 width of a root view", attribute: "width", value: "1e308", readAs: "read as 1000000",
    objectID: "root",
    scene: scene(replacing(#"width="375" height="667""#, #"⚑width="1e308" height="667""#))),
  BadNumber(
    name: "1e308 width of a subview", attribute: "width", value: "1e308", readAs: "read as 1000000", objectID: "box",
    scene: scene(replacing(#"x="20" y="20" width="100""#, #"x="20" y="20" ⚑width="1e308""#))),
  BadNumber(
    name: "-inf x", attribute: "x", value: "-inf", readAs: "read as absent: 0", objectID: "box",
    scene: scene(replacing(#"x="20" y="20" width="100""#, #"⚑x="-inf" y="20" width="100""#))),
  BadNumber(
    name: "priority 0", attribute: "priority", value: "0", readAs: "read as 1", objectID: "box-w",
    scene: scene(replacing(#"constant="100" id="box-w""#, #"constant="100" ⚑priority="0" id="box-w""#))),
  BadNumber(
    name: "priority 5000", attribute: "priority", value: "5000", readAs: "read as 1000", objectID: "box-w",
    scene: scene(replacing(#"constant="100" id="box-w""#, #"constant="100" ⚑priority="5000" id="box-w""#))),
  BadNumber(
    name: "NaN multiplier", attribute: "multiplier", value: "NaN", readAs: "read as absent: 1", objectID: "box-h",
    scene: scene(replacing(#"multiplier="0.5""#, #"⚑multiplier="NaN""#))),
  BadNumber(
    name: "NaN font size", attribute: "pointSize", value: "nan", readAs: "read as absent: the font's default size",
    objectID: "box",
    scene: scene(replacing(#"pointSize="17""#, #"⚑pointSize="nan""#))),
  BadNumber(
    name: "negative font size", attribute: "pointSize", value: "-17", readAs: "read as 0", objectID: "box",
    scene: scene(replacing(#"pointSize="17""#, #"⚑pointSize="-17""#))),
]

@MainActor
@Suite("ib.invalid-value: numbers that are not finite or out of range are reported where they are and replaced")
struct InvalidNumberTests {
  @Test("The finding names the file, line, column, attribute, value and what is read instead", arguments: badNumbers)
  func locatedFinding(_ bad: BadNumber) throws {
    let document = MarkedDocument.storyboard(bad.scene, initial: "a")
    let findings = document.findings(of: "ib.invalid-value")
    #expect(MarkedDocument.positions(findings) == document.markers)
    let finding = try #require(findings.first)
    #expect(finding.file == "Test.storyboard")
    #expect(finding.severity == .warning)
    #expect(finding.message.contains("'\(bad.attribute)'") && finding.message.contains("'\(bad.value)'"), "\(finding.message)")
    #expect(finding.message.hasSuffix(bad.readAs), "\(finding.message)")
    #expect(finding.objectID == bad.objectID)
  }

  @Test("Lint and every layout of the document finish with finite frames", arguments: badNumbers)
  func layoutCompletes(_ bad: BadNumber) throws {
    let marked = MarkedDocument.storyboard(bad.scene, initial: "a")
    #expect(!marked.lint().isEmpty)
    let document = try IBDocument(data: Data(marked.xml.utf8), fileName: "Test.storyboard", options: .lenient)
    let input = LintInput(document: document, file: "Test.storyboard")
    // The saved configuration at least (a root a million points wide fills no device screen).
    #expect(!input.layoutSurvey.layouts.isEmpty)
    for layout in input.layoutSurvey.layouts {
      for frame in layout.frames {
        let values = [frame.solved.x, frame.solved.y, frame.solved.width, frame.solved.height]
        #expect(values.allSatisfy { $0.isFinite }, "\(frame.viewID) solved to \(frame.solved) on \(layout.context.device)")
      }
    }
    for device in [nil] + LayoutSurvey.deviceMatrix.map(\.device) {
      let dump = try LayoutDumper(device: device).dump(document, file: "Test.storyboard")
      let values = dump.roots.flatMap { $0.views.flatMap { $0.frame + $0.windowFrame } }
      #expect(!values.isEmpty && values.allSatisfy { $0.isFinite }, "a non-finite frame on \(device?.name ?? "the saved device")")
    }
  }

  @Test("A number within its range is not reported")
  func validNumbersAreQuiet() {
    let document = MarkedDocument.storyboard(scene { $0 }, initial: "a")
    #expect(document.findings(of: "ib.invalid-value").isEmpty)
  }
}
