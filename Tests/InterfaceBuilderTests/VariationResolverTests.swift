import InterfaceBuilder
import Testing

/// Resolving a document for one cell of the size-class grid (behaviour §12.2).
@Suite("Variation resolution per size class")
struct VariationResolverTests {
  static let wCompact = IBSizeClassPair(widthClass: .compact, heightClass: .regular)
  static let wCompactHCompact = IBSizeClassPair(widthClass: .compact, heightClass: .compact)
  static let wRegularHCompact = IBSizeClassPair(widthClass: .regular, heightClass: .compact)
  static let wRegular = IBSizeClassPair(widthClass: .regular, heightClass: .regular)

  static let xml = Fixture.storyboard(
    """
                <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="V00-aa-bbb">
                        <subviews>
                            <label opaque="NO" text="Big" translatesAutoresizingMaskIntoConstraints="NO" id="LA0-aa-bbb">
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                                <variation key="widthClass=compact" text="Small">
                                    <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                </variation>
                                <variation key="heightClass=compact-widthClass=compact" text="Tiny"/>
                                <variation key="heightClass=compact" text="Short"/>
                                <variation key="userInterfaceIdiom=mac" text="Mac"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="X00-aa-bbb">
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="XC0-aa-bbb"/>
                                </subviews>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="LA0-aa-bbb" firstAttribute="top" secondItem="V00-aa-bbb" secondAttribute="top" constant="20" id="C10-aa-bbb">
                                <variation key="widthClass=compact" constant="8"/>
                                <variation key="heightClass=compact-widthClass=compact" constant="4" priority="750"/>
                            </constraint>
                            <constraint firstItem="XC0-aa-bbb" firstAttribute="top" secondItem="V00-aa-bbb" secondAttribute="top" id="C20-aa-bbb"/>
                        </constraints>
                        <variation key="heightClass=compact-widthClass=compact">
                            <mask key="subviews">
                                <exclude reference="X00-aa-bbb"/>
                            </mask>
                        </variation>
                    </view>
                </viewController>
    """)

  @Test("A constant follows base 20, wC 8, wC hC 4 (the §12.2 table)", arguments: [
    (wCompact, 8.0), (wCompactHCompact, 4.0), (wRegularHCompact, 20.0), (wRegular, 20.0), (IBSizeClassPair.any, 20.0),
  ])
  func constantTable(_ sizeClasses: IBSizeClassPair, _ expected: Double) throws {
    let document = try Fixture.decode(Self.xml)
    let constraint = try #require(document.object(withID: "C10-aa-bbb")?.constraint)
    #expect(constraint.resolved(for: sizeClasses).constant == expected)
    #expect(constraint.constant(widthClass: sizeClasses.widthClass, heightClass: sizeClasses.heightClass) == expected)
  }

  @Test("Attributes: the most specific wins, width-only beats height-only, other traits never apply")
  func attributeResolution() throws {
    let document = try Fixture.decode(Self.xml)
    let label = try #require(document.object(withID: "LA0-aa-bbb")?.view)
    #expect(IBVariationResolver(.any).attribute("text", of: label) == "Big")
    #expect(IBVariationResolver(Self.wCompact).attribute("text", of: label) == "Small")
    #expect(IBVariationResolver(Self.wCompactHCompact).attribute("text", of: label) == "Tiny")
    #expect(IBVariationResolver(Self.wRegularHCompact).attribute("text", of: label) == "Short")
    // A one-axis key never applies where that axis is Any.
    #expect(IBVariationResolver(widthClass: .unspecified, heightClass: .compact).attribute("text", of: label) == "Short")
    #expect(IBVariationResolver(widthClass: .compact, heightClass: .unspecified).attribute("text", of: label) == "Small")
    let keys = IBVariationResolver(Self.wCompactHCompact).applicableVariations(of: label).map(\.variationKey.rawValue)
    #expect(keys == ["heightClass=compact", "widthClass=compact", "heightClass=compact-widthClass=compact"])
  }

  @Test("Child elements: the variation's font replaces the base font")
  func elementResolution() throws {
    let document = try Fixture.decode(Self.xml)
    let label = try #require(document.object(withID: "LA0-aa-bbb")?.view)
    #expect(label.resolved(for: Self.wCompact).font?.pointSize == 11)
    #expect(label.resolved(for: Self.wRegular).font?.pointSize == 36)
    #expect(IBVariationResolver(Self.wCompact).element(key: "fontDescription", of: label)?["pointSize"] == "11")
    #expect(label.resolved(for: Self.wCompact).variations.isEmpty)
  }

  @Test("A resolved tree drops uninstalled subviews and the constraints that mention them")
  func resolvedTree() throws {
    let document = try Fixture.decode(Self.xml)
    let compact = document.resolved(for: Self.wCompactHCompact)
    #expect(compact.object(withID: "X00-aa-bbb") == nil)
    #expect(compact.object(withID: "XC0-aa-bbb") == nil)
    #expect(compact.object(withID: "C20-aa-bbb") == nil)
    let constraint = try #require(compact.object(withID: "C10-aa-bbb")?.constraint)
    #expect(constraint.constant == 4)
    #expect(constraint.priority == 750)
    let regular = document.resolved(for: Self.wRegular)
    #expect(regular.object(withID: "XC0-aa-bbb")?.view != nil)
    #expect(regular.object(withID: "C20-aa-bbb")?.constraint != nil)
    #expect(!regular.allViews.contains { !$0.variations.isEmpty })
  }

  @Test("The resolver's installed lists agree with the owner's masks")
  func installedLists() throws {
    let document = try Fixture.decode(Self.xml)
    let root = try #require(document.object(withID: "V00-aa-bbb")?.view)
    #expect(IBVariationResolver(Self.wCompactHCompact).installedSubviews(of: root).map(\.id) == ["LA0-aa-bbb"])
    #expect(IBVariationResolver(Self.wCompact).installedSubviews(of: root).map(\.id) == ["LA0-aa-bbb", "X00-aa-bbb"])
    #expect(IBVariationResolver(Self.wCompactHCompact).installedConstraints(of: root).count == 2)
  }

  @Test("The grid has nine cells with Xcode's keys")
  func grid() {
    #expect(IBSizeClassPair.allCases.count == 9)
    #expect(IBSizeClassPair.any.variationKey.isDefault)
    #expect(Self.wCompact.variationKey.rawValue == "heightClass=regular-widthClass=compact")
    #expect(Self.wCompact.description == "wC hR")
  }
}
