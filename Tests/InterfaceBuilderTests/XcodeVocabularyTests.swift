import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// Attributes and elements that Xcode writes for ordinary UIKit properties are known: a real app's
/// file draws no `ib.unknown-attribute` or `ib.unknown-element` warning (which
/// `--warnings-as-errors` would turn into a failed CI run).
@Suite("Xcode vocabulary")
struct XcodeVocabularyTests {
  @Test("Paragraph styles, symbol configurations, button configurations, editing flags, interface styles and pointer interaction are known")
  func productionAttributesAreKnown() throws {
    let xml = Fixture.xib(
      """
              <view contentMode="scaleToFill" id="V00-aa-bbb">
                  <subviews>
                      <textField clearsOnBeginEditing="YES" toolTip="Name" id="T00-aa-bbb">
                          <textInputTraits key="textInputTraits" keyboardAppearance="alert"/>
                      </textField>
                      <stackView baselineRelativeArrangement="YES" interfaceStyle="dark" id="S00-aa-bbb"/>
                      <tableView allowsSelectionDuringEditing="YES" delaysContentTouches="NO" id="L00-aa-bbb"/>
                      <button pointerInteraction="YES" id="B00-aa-bbb">
                          <buttonConfiguration key="configuration" style="filled" cornerStyle="capsule" imagePadding="4" titleAlignment="center"/>
                      </button>
                      <imageView id="I00-aa-bbb">
                          <imageReference key="image" image="star" symbolScale="large" renderingMode="hierarchical-single">
                              <hierarchicalColors><color key="tintColor" systemColor="systemBlueColor"/></hierarchicalColors>
                          </imageReference>
                          <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20" scale="large"/>
                      </imageView>
                      <label id="A00-aa-bbb">
                          <attributedString key="attributedText">
                              <fragment content="Hello">
                                  <attributes>
                                      <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="4" minimumLineHeight="20" headIndent="2" tighteningFactorForTruncation="0.0">
                                          <tabStops/>
                                      </paragraphStyle>
                                  </attributes>
                              </fragment>
                          </attributedString>
                      </label>
                  </subviews>
              </view>
      """)
    let document = try Fixture.decode(xml, fileName: "Production.xib")
    let unknown = document.warnings.filter { $0.id == .unknownAttribute || $0.id == .unknownElement }
    #expect(unknown.isEmpty, "\(unknown.map(\.message))")
  }

  @Test("A name Xcode never wrote is still reported")
  func inventedNamesStillWarn() throws {
    let xml = Fixture.xib(#"<view contentMode="scaleToFill" lineSpacingg="4" id="V00-aa-bbb"/>"#)
    let document = try Fixture.decode(xml, fileName: "Typo.xib")
    #expect(document.warnings.contains { $0.id == .unknownAttribute && $0.message.contains("lineSpacingg") })
  }

  @Test(
    "No file of either shared corpus draws an unknown-vocabulary warning",
    .enabled(if: SharedCorpus.runsTests(needing: "corpus-apps"), "\(SharedCorpus.skipReason("corpus-apps"))"),
    arguments: ["corpus", "corpus-apps"])
  func corporaUseOnlyKnownNames(_ folder: String) throws {
    _ = try SharedCorpus.require(folder)
    var unknown: [String] = []
    for url in SharedCorpus.documents(in: folder) {
      guard let document = try? IBDocument(contentsOf: url, options: .lenient) else { continue }
      for warning in document.warnings where warning.id == .unknownAttribute || warning.id == .unknownElement {
        unknown.append(warning.description)
      }
    }
    #expect(unknown.count == 0, "first: \(unknown.prefix(5))")
  }
}
