import InterfaceBuilder
import Testing

/// Size-class variation keys, property overrides and installation masks.
@Suite("Variations")
struct VariationTests {
  @Test("Keys parse into width and height classes", arguments: [
    ("default", IBSizeClass.unspecified, IBSizeClass.unspecified, true),
    ("widthClass=compact", .compact, .unspecified, false),
    ("widthClass=regular", .regular, .unspecified, false),
    ("heightClass=compact", .unspecified, .compact, false),
    ("heightClass=regular-widthClass=compact", .compact, .regular, false),
    ("heightClass=compact-widthClass=regular", .regular, .compact, false),
  ])
  func keyParsing(_ raw: String, _ width: IBSizeClass, _ height: IBSizeClass, _ isDefault: Bool) {
    let key = IBVariationKey(rawValue: raw)
    #expect(key.widthClass == width)
    #expect(key.heightClass == height)
    #expect(key.isDefault == isDefault)
    #expect(IBVariationKey(widthClass: width, heightClass: height).rawValue == raw)
  }

  @Test("Other traits are kept and never match a size-class environment")
  func otherTraits() {
    let key = IBVariationKey(rawValue: "userInterfaceIdiom=mac")
    #expect(key.otherTraits == ["userInterfaceIdiom": "mac"])
    #expect(!key.matches(widthClass: .regular, heightClass: .regular))
    let odd = IBVariationKey(rawValue: "=-widthClass=-")
    #expect(odd.widthClass == .unspecified)
  }

  @Test("Matching follows containsTraits")
  func matching() {
    let wC = IBVariationKey(rawValue: "widthClass=compact")
    #expect(wC.matches(widthClass: .compact, heightClass: .regular))
    #expect(!wC.matches(widthClass: .regular, heightClass: .regular))
    #expect(IBVariationKey.default.matches(widthClass: .regular, heightClass: .compact))
  }

  static let xml = Fixture.storyboard(
    """
                <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="V00-aa-bbb">
                        <subviews>
                            <label opaque="NO" text="Big" translatesAutoresizingMaskIntoConstraints="NO" id="LA0-aa-bbb">
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                                <variation key="widthClass=compact" text="Small" hidden="YES">
                                    <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                    <rect key="frame" x="1" y="2" width="3" height="4"/>
                                </variation>
                            </label>
                            <stackView opaque="NO" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="SV0-aa-bbb">
                                <variation key="heightClass=compact" axis="horizontal" spacing="25"/>
                            </stackView>
                            <view contentMode="scaleToFill" id="X00-aa-bbb"/>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" constant="1" id="C10-aa-bbb"/>
                            <constraint firstAttribute="height" constant="2" id="C20-aa-bbb"/>
                        </constraints>
                        <variation key="default">
                            <mask key="subviews">
                                <exclude reference="X00-aa-bbb"/>
                            </mask>
                            <mask key="constraints">
                                <exclude reference="C20-aa-bbb"/>
                            </mask>
                        </variation>
                        <variation key="heightClass=compact">
                            <mask key="subviews">
                                <include reference="X00-aa-bbb"/>
                            </mask>
                            <mask key="constraints">
                                <include reference="C20-aa-bbb"/>
                                <exclude reference="C10-aa-bbb"/>
                            </mask>
                        </variation>
                    </view>
                </viewController>
    """)

  @Test("Property overrides: child elements and attributes on the variation")
  func propertyOverrides() throws {
    let document = try Fixture.decode(Self.xml)
    let label = try #require(document.object(withID: "LA0-aa-bbb")?.view)
    let variation = try #require(label.variations.first)
    #expect(variation.variationKey.widthClass == .compact)
    #expect(variation.font == IBFont(key: "fontDescription", kind: .system(weight: nil), pointSize: 11))
    #expect(variation.overriddenAttribute("text") == "Small")
    #expect(variation.isHidden == true)
    #expect(variation.frame == IBRect(x: 1, y: 2, width: 3, height: 4))
    #expect(variation.attributeOverrides.map(\.name) == ["text", "hidden"])
    #expect(variation.elementOverrides.map(\.name) == ["fontDescription", "rect"])
    let stack = try #require(document.object(withID: "SV0-aa-bbb")?.view)
    #expect(stack.axis == .vertical)
    #expect(stack.variations.first?.overriddenAttribute("axis") == "horizontal")
    #expect(stack.variations.first?.overriddenAttribute("spacing") == "25")
  }

  @Test("Masks list includes and excludes per key")
  func masks() throws {
    let document = try Fixture.decode(Self.xml)
    let view = try #require(document.object(withID: "V00-aa-bbb")?.view)
    #expect(view.variations.map(\.variationKey.rawValue) == ["default", "heightClass=compact"])
    let base = try #require(view.variations.first)
    #expect(base.mask(.subviews)?.excludedIDs == ["X00-aa-bbb"])
    #expect(base.mask(.constraints)?.excludedIDs == ["C20-aa-bbb"])
    let compact = try #require(view.variations.last?.mask(.constraints))
    #expect(compact.includedIDs == ["C20-aa-bbb"])
    #expect(compact.excludedIDs == ["C10-aa-bbb"])
    #expect(compact.entries.first?.location.isKnown == true)
  }

  @Test("Installed state resolves from the owner's masks (behaviour §12.2)")
  func installedResolution() throws {
    let document = try Fixture.decode(Self.xml)
    let view = try #require(document.object(withID: "V00-aa-bbb")?.view)
    // Base excludes X and C2, heightClass=compact re-includes both and removes C1.
    #expect(!view.isInstalled("X00-aa-bbb", widthClass: .compact, heightClass: .regular))
    #expect(view.isInstalled("X00-aa-bbb", widthClass: .compact, heightClass: .compact))
    #expect(view.isInstalled("X00-aa-bbb", widthClass: .regular, heightClass: .compact))
    #expect(view.isInstalled("C10-aa-bbb", widthClass: .regular, heightClass: .regular))
    #expect(!view.isInstalled("C10-aa-bbb", widthClass: .compact, heightClass: .compact))
    #expect(view.isInstalled("C20-aa-bbb", widthClass: .regular, heightClass: .compact))
    #expect(!view.isInstalled("C20-aa-bbb", widthClass: .unspecified, heightClass: .unspecified))
    #expect(view.isInstalled("LA0-aa-bbb", widthClass: .compact, heightClass: .compact))
  }

  @Test("A mask reference to a missing id is an error at the reference")
  func danglingMaskReference() {
    let marked = Fixture.marked(
      Fixture.storyboard(
        """
                    <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V00-aa-bbb">
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude ⌖reference="nope-nope"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
        """))
    let error = Fixture.decodingError { _ = try Fixture.decode(marked.text) }
    #expect(error?.id == .danglingReference)
    #expect(error?.location.line == marked.line)
    #expect(error?.location.column == marked.column)
  }
}
