import InterfaceBuilder
import TestSupport
import Testing

/// Targeted edits: installation masks and variation overrides, written as Xcode writes them, with
/// the rest of the file byte-identical.
@Suite("Mask editing")
struct MaskEditingTests {
  static let xml = Fixture.storyboard(
    """
                <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="V00-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="X00-aa-bbb"/>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="X00-aa-bbb" firstAttribute="top" secondItem="V00-aa-bbb" secondAttribute="top" id="C10-aa-bbb"/>
                            <constraint firstItem="X00-aa-bbb" firstAttribute="leading" secondItem="V00-aa-bbb" secondAttribute="leading" id="C20-aa-bbb"/>
                        </constraints>
                        <connections>
                            <outlet property="x" destination="X00-aa-bbb" id="O00-aa-bbb"/>
                        </connections>
                    </view>
                </viewController>
    """)

  /// The lines of `after` that are not in `before` (a crude line diff good enough for small edits).
  func addedLines(_ before: String, _ after: String) -> [String] {
    var remaining = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var added: [String] = []
    for line in after.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let index = remaining.firstIndex(of: line) { remaining.remove(at: index) } else { added.append(line) }
    }
    return added
  }

  @Test("Excluding a constraint from the base adds a default variation before <connections>")
  func excludeFromBase() throws {
    var document = try Fixture.decode(Self.xml)
    try document.setMask(.excluded, forObjectWithID: "C20-aa-bbb", variation: .default)
    let view = try #require(document.object(withID: "V00-aa-bbb")?.view)
    #expect(!view.isInstalled("C20-aa-bbb", widthClass: .compact, heightClass: .regular))
    let expected = """
                              </constraints>
                              <variation key="default">
                                  <mask key="constraints">
                                      <exclude reference="C20-aa-bbb"/>
                                  </mask>
                              </variation>
                              <connections>
      """
    for style in [IBEncodingStyle.canonical, .preservingSource] {
      let encoded = document.xmlString(style: style)
      #expect(encoded.contains(expected), "\(style)")
      #expect(addedLines(Self.xml, encoded).count == 5, "\(style): \(addedLines(Self.xml, encoded))")
      #expect(try Fixture.decode(encoded) == document)
    }
  }

  @Test("Variations are kept in key order; subviews masks precede constraints masks")
  func ordering() throws {
    var document = try Fixture.decode(Self.xml)
    try document.setMask(.included, forObjectWithID: "C20-aa-bbb", variation: IBVariationKey(widthClass: .compact, heightClass: .compact))
    try document.setMask(.excluded, forObjectWithID: "C20-aa-bbb", variation: .default)
    try document.setMask(.included, forObjectWithID: "X00-aa-bbb", variation: IBVariationKey(widthClass: .compact, heightClass: .compact))
    try document.setMask(.excluded, forObjectWithID: "C10-aa-bbb", variation: IBVariationKey(widthClass: .regular, heightClass: .unspecified))
    let view = try #require(document.object(withID: "V00-aa-bbb")?.view)
    #expect(view.variations.map(\.variationKey.rawValue) == ["default", "heightClass=compact-widthClass=compact", "widthClass=regular"])
    #expect(view.variations[1].masks.map(\.target) == [.subviews, .constraints])
    #expect(view.isInstalled("C20-aa-bbb", widthClass: .compact, heightClass: .compact))
    #expect(!view.isInstalled("C20-aa-bbb", widthClass: .compact, heightClass: .regular))
    #expect(!view.isInstalled("C10-aa-bbb", widthClass: .regular, heightClass: .compact))
    let children = view.element.elements.map(\.name)
    #expect(children.suffix(4) == ["variation", "variation", "variation", "connections"])
  }

  @Test("Changing and removing entries; empty masks and variations disappear")
  func removal() throws {
    var document = try Fixture.decode(Self.xml)
    let key = IBVariationKey(rawValue: "heightClass=compact")
    try document.setMask(.excluded, forObjectWithID: "X00-aa-bbb", variation: key)
    try document.setMask(.included, forObjectWithID: "X00-aa-bbb", variation: key)
    var view = try #require(document.object(withID: "V00-aa-bbb")?.view)
    #expect(view.variations.first?.mask(.subviews)?.entries.map(\.isIncluded) == [true])
    try document.setMask(nil, forObjectWithID: "X00-aa-bbb", variation: key)
    view = try #require(document.object(withID: "V00-aa-bbb")?.view)
    #expect(view.variations.isEmpty)
    #expect(document.xmlString(style: .preservingSource) == Self.xml)
    #expect(document.xmlString() == Self.xml)
  }

  @Test("Only subviews and constraints can be masked")
  func refusals() throws {
    var document = try Fixture.decode(Self.xml)
    #expect(throws: IBEditError.objectNotFound("nope")) {
      try document.setMask(.excluded, forObjectWithID: "nope", variation: .default)
    }
    #expect(throws: IBEditError.notMaskable(id: "V00-aa-bbb", element: "view")) {
      try document.setMask(.excluded, forObjectWithID: "V00-aa-bbb", variation: .default)
    }
  }

  @Test("A per-size-class constant override lands on the constraint")
  func constantOverride() throws {
    var document = try Fixture.decode(Self.xml)
    let key = IBVariationKey(rawValue: "heightClass=regular-widthClass=regular")
    try document.setVariationAttribute("constant", to: "40", forObjectWithID: "C10-aa-bbb", variation: key)
    let constraint = try #require(document.object(withID: "C10-aa-bbb")?.constraint)
    #expect(constraint.constant(widthClass: .regular, heightClass: .regular) == 40)
    let encoded = document.xmlString(style: .preservingSource)
    #expect(encoded.contains("""
                                  <constraint firstItem="X00-aa-bbb" firstAttribute="top" secondItem="V00-aa-bbb" secondAttribute="top" id="C10-aa-bbb">
                                      <variation key="heightClass=regular-widthClass=regular" constant="40"/>
                                  </constraint>
      """))
    #expect(addedLines(Self.xml, encoded).count == 3)
    try document.setVariationAttribute("constant", to: nil, forObjectWithID: "C10-aa-bbb", variation: key)
    #expect(document.xmlString(style: .preservingSource) == Self.xml)
  }

  @Test("Byte-preserving edits leave foreign formatting elsewhere untouched")
  func preservesForeignBytes() throws {
    let foreign = Self.xml.replacingOccurrences(
      of: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/>",
      with: "<rect key='frame'  x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\" />")
    var document = try Fixture.decode(foreign)
    try document.setAttribute("text", to: "Hi", onObjectWithID: "X00-aa-bbb")
    let encoded = document.xmlString(style: .preservingSource)
    #expect(encoded.contains("<rect key='frame'  x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\" />"))
    #expect(encoded.contains("<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"X00-aa-bbb\" text=\"Hi\"/>"))
    #expect(addedLines(foreign, encoded).count == 1)
  }

  @Test(
    "Masks on corpus files: add and remove round-trips to the original bytes",
    .enabled(if: Corpus.isAvailable, "\(SharedCorpus.skipReason("corpus"))"))
  func corpusMaskRoundTrip() throws {
    _ = try SharedCorpus.require("corpus")
    let name = "0047__awslabs__aws-sdk-ios-samples__Main.storyboard"
    let original = try String(contentsOf: Corpus.url(name), encoding: .utf8)
    var document = try IBDocument(contentsOf: Corpus.url(name))
    try document.setMask(.excluded, forObjectWithID: "xy2-gB-2kw", variation: IBVariationKey(rawValue: "heightClass=compact"))
    #expect(document.xmlString(style: .preservingSource) != original)
    try document.setMask(nil, forObjectWithID: "xy2-gB-2kw", variation: IBVariationKey(rawValue: "heightClass=compact"))
    #expect(document.xmlString(style: .preservingSource) == original)
    #expect(document.xmlString() == original)
  }
}
