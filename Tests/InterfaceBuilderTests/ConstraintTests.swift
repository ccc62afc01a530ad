import InterfaceBuilder
import Testing

/// Constraints decode with every default of the format notes applied.
@Suite("Constraints")
struct ConstraintTests {
  static let xml = Fixture.storyboard(
    """
                <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="V00-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <label opaque="NO" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="LA0-aa-bbb">
                                <rect key="frame" x="20" y="20" width="42" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="Cw0-aa-bbb"/>
                                    <constraint firstAttribute="width" secondItem="LA0-aa-bbb" secondAttribute="height" multiplier="16:9" id="Cr0-aa-bbb"/>
                                </constraints>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="LA0-aa-bbb" firstAttribute="leading" secondItem="V00-aa-bbb" secondAttribute="leadingMargin" symbolic="YES" id="Cs0-aa-bbb"/>
                            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="LA0-aa-bbb" secondAttribute="trailing" constant="-0.25" priority="750" identifier="trail" id="Ct0-aa-bbb"/>
                            <constraint firstItem="LA0-aa-bbb" firstAttribute="centerY" secondItem="V00-aa-bbb" secondAttribute="bottom" multiplier="1/3" constant="1" placeholder="YES" id="Cf0-aa-bbb"/>
                            <constraint firstItem="LA0-aa-bbb" firstAttribute="top" secondItem="V00-aa-bbb" secondAttribute="top" multiplier="0.5" constant="20" id="Cd0-aa-bbb">
                                <variation key="widthClass=compact" constant="8"/>
                                <variation key="heightClass=compact-widthClass=compact" constant="4"/>
                            </constraint>
                            <constraint firstItem="LA0-aa-bbb" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="V00-aa-bbb" secondAttribute="bottom" type="default" id="Cx0-aa-bbb"/>
                        </constraints>
                    </view>
                </viewController>
    """)

  func constraint(_ id: String) throws -> IBConstraint {
    let document = try Fixture.decode(Self.xml)
    return try #require(document.object(withID: id)?.constraint)
  }

  @Test("A size constraint has the owner as first item and no second item")
  func sizeConstraint() throws {
    let width = try constraint("Cw0-aa-bbb")
    #expect(width.ownerID == "LA0-aa-bbb")
    #expect(width.firstItemID == "LA0-aa-bbb")
    #expect(width.firstAttribute == .width)
    #expect(width.secondItemID == nil)
    #expect(width.secondAttribute == .notAnAttribute)
    #expect(width.relation == .equal)
    #expect(width.multiplier == 1)
    #expect(width.constant == 40)
    #expect(width.priority == 1000)
    #expect(!width.isStandardSpacing && !width.isPlaceholder && width.identifier == nil)
  }

  @Test("Missing firstItem is the owning view; relation, priority, identifier are read")
  func defaultsAndExplicitValues() throws {
    let trailing = try constraint("Ct0-aa-bbb")
    #expect(trailing.firstItemID == "V00-aa-bbb")
    #expect(trailing.relation == .greaterThanOrEqual)
    #expect(trailing.constant == -0.25)
    #expect(trailing.priority == 750)
    #expect(trailing.identifier == "trail")
    let bottom = try constraint("Cx0-aa-bbb")
    #expect(bottom.relation == .lessThanOrEqual)
    #expect(bottom.isAutomaticallyGenerated)
    #expect(bottom.constant == 0)
  }

  @Test("Multipliers: decimal, a:b and a/b", arguments: [
    ("0.5", 0.5), ("16:9", 16.0 / 9.0), ("1/3", 1.0 / 3.0), ("1:1", 1.0), ("2", 2.0), ("3 : 4", 0.75),
  ])
  func multiplierForms(_ text: String, _ expected: Double) {
    #expect(IBConstraint.parseMultiplier(text) == expected)
  }

  @Test("Unreadable multipliers are rejected", arguments: ["", "a:b", "1:0", "1/0/2", "inf"])
  func badMultipliers(_ text: String) {
    #expect(IBConstraint.parseMultiplier(text) == nil)
  }

  @Test("Multipliers in documents")
  func multipliersInDocument() throws {
    #expect(try constraint("Cr0-aa-bbb").multiplier == 16.0 / 9.0)
    #expect(try constraint("Cf0-aa-bbb").multiplier == 1.0 / 3.0)
    #expect(try constraint("Cd0-aa-bbb").multiplier == 0.5)
  }

  @Test("symbolic, placeholder and margin attributes")
  func flags() throws {
    let standard = try constraint("Cs0-aa-bbb")
    #expect(standard.isStandardSpacing)
    #expect(standard.secondAttribute == .leadingMargin)
    #expect(standard.secondAttribute.isMarginRelative)
    #expect(try constraint("Cf0-aa-bbb").isPlaceholder)
  }

  @Test("Per-size-class constants resolve most specific first")
  func variationConstants() throws {
    let top = try constraint("Cd0-aa-bbb")
    #expect(top.variations.map(\.variationKey.rawValue) == ["widthClass=compact", "heightClass=compact-widthClass=compact"])
    #expect(top.constant(widthClass: .compact, heightClass: .regular) == 8)
    #expect(top.constant(widthClass: .compact, heightClass: .compact) == 4)
    #expect(top.constant(widthClass: .regular, heightClass: .compact) == 20)
    #expect(top.constant(widthClass: .regular, heightClass: .regular) == 20)
  }

  @Test("A view lists the constraints it owns, in order")
  func ownedConstraints() throws {
    let document = try Fixture.decode(Self.xml)
    let view = try #require(document.object(withID: "V00-aa-bbb")?.view)
    #expect(view.constraints.map(\.id) == ["Cs0-aa-bbb", "Ct0-aa-bbb", "Cf0-aa-bbb", "Cd0-aa-bbb", "Cx0-aa-bbb"])
    #expect(view.constraints.allSatisfy { $0.ownerID == "V00-aa-bbb" })
  }
}
