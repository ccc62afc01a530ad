import InterfaceBuilder
import Testing

/// Every segue kind decodes with its extra attributes.
@Suite("Segues")
struct SegueTests {
  static let xml = Fixture.storyboard(
    """
                <viewController id="src-aa-bbb" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="V00-aa-bbb">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="B00-aa-bbb">
                                <connections>
                                    <segue destination="dst-aa-bbb" kind="show" identifier="showIt" id="S01-aa-bbb">
                                        <nil key="action"/>
                                    </segue>
                                    <segue destination="dst-aa-bbb" kind="showDetail" id="S02-aa-bbb"/>
                                    <segue destination="dst-aa-bbb" kind="presentation" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" animates="NO" id="S03-aa-bbb"/>
                                    <segue destination="dst-aa-bbb" kind="popoverPresentation" popoverAnchorView="B00-aa-bbb" id="S04-aa-bbb">
                                        <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
                                        <popoverPassthroughViews>
                                            <view reference="V00-aa-bbb"/>
                                        </popoverPassthroughViews>
                                    </segue>
                                    <segue destination="dst-aa-bbb" kind="custom" customClass="FadeSegue" customModule="App" id="S05-aa-bbb"/>
                                    <segue destination="ex0-aa-bbb" kind="unwind" unwindAction="unwindToList:" id="S06-aa-bbb"/>
                                    <segue destination="dst-aa-bbb" kind="push" id="S07-aa-bbb"/>
                                    <segue destination="dst-aa-bbb" kind="modal" modalPresentationStyle="formSheet" id="S08-aa-bbb"/>
                                    <segue destination="dst-aa-bbb" kind="popover" popoverAnchorView="B00-aa-bbb" id="S09-aa-bbb"/>
                                    <segue destination="dst-aa-bbb" kind="replace" splitViewControllerTargetIndex="1" id="S10-aa-bbb"/>
                                    <segue destination="dst-aa-bbb" kind="show" id="S11-aa-bbb">
                                        <segue key="commit" inheritsFrom="parent" id="S12-aa-bbb"/>
                                        <segue key="preview" inheritsFrom="commit" id="S13-aa-bbb"/>
                                    </segue>
                                </connections>
                            </button>
                            <containerView opaque="NO" contentMode="scaleToFill" id="CV0-aa-bbb">
                                <connections>
                                    <segue destination="dst-aa-bbb" kind="embed" identifier="child" id="S14-aa-bbb"/>
                                </connections>
                            </containerView>
                        </subviews>
                    </view>
                    <connections>
                        <segue destination="dst-aa-bbb" kind="presentation" identifier="fromCode" id="S15-aa-bbb"/>
                    </connections>
                </viewController>
                <exit id="ex0-aa-bbb" userLabel="Exit" sceneMemberID="exit"/>
                <navigationController id="nav-aa-bbb">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="NB0-aa-bbb">
                        <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="src-aa-bbb" kind="relationship" relationship="rootViewController" id="S16-aa-bbb"/>
                    </connections>
                </navigationController>
                <viewController id="dst-aa-bbb">
                    <view key="view" contentMode="scaleToFill" id="V01-aa-bbb"/>
                </viewController>
    """)

  func segue(_ id: String) throws -> IBSegue {
    try #require(try Fixture.decode(Self.xml).object(withID: id)?.segue)
  }

  @Test("show keeps its identifier, trigger and nil action child")
  func show() throws {
    let show = try segue("S01-aa-bbb")
    #expect(show.segueKind == .show)
    #expect(show.identifier == "showIt")
    #expect(show.destinationID == "dst-aa-bbb")
    #expect(show.sourceID == "B00-aa-bbb")
    #expect(show.element.child(key: "action")?.name == "nil")
    #expect(try segue("S02-aa-bbb").segueKind == .showDetail)
  }

  @Test("presentation styles and animates")
  func presentation() throws {
    let present = try segue("S03-aa-bbb")
    #expect(present.segueKind == .presentation)
    #expect(present.modalPresentationStyle == "formSheet")
    #expect(present.modalTransitionStyle == "crossDissolve")
    #expect(!present.animates)
    #expect(try segue("S15-aa-bbb").sourceID == "src-aa-bbb")
    #expect(try segue("S15-aa-bbb").animates)
  }

  @Test("popoverPresentation anchor, arrows and passthrough views")
  func popover() throws {
    let popover = try segue("S04-aa-bbb")
    #expect(popover.segueKind == .popoverPresentation)
    #expect(popover.popoverAnchorViewID == "B00-aa-bbb")
    #expect(popover.popoverArrowDirections == [.up, .down])
    #expect(popover.popoverPassthroughViewIDs == ["V00-aa-bbb"])
    #expect(try segue("S09-aa-bbb").popoverArrowDirections == .any)
  }

  @Test("custom, unwind, embed and relationship")
  func otherKinds() throws {
    let custom = try segue("S05-aa-bbb")
    #expect(custom.segueKind == .custom)
    #expect(custom.customClass == "FadeSegue" && custom.customModule == "App")
    let unwind = try segue("S06-aa-bbb")
    #expect(unwind.segueKind == .unwind)
    #expect(unwind.unwindAction == "unwindToList:")
    #expect(unwind.destinationID == "ex0-aa-bbb")
    let embed = try segue("S14-aa-bbb")
    #expect(embed.segueKind == .embed && embed.sourceID == "CV0-aa-bbb" && embed.identifier == "child")
    let document = try Fixture.decode(Self.xml)
    let navigation = try #require(document.object(withID: "nav-aa-bbb")?.viewController)
    #expect(navigation.relationships.map(\.relationship) == ["rootViewController"])
    #expect(navigation.relationshipDestinations("rootViewController") == ["src-aa-bbb"])
    #expect(navigation.bar("navigationBar")?.frame?.height == 44)
  }

  @Test("Legacy kinds are accepted and map to their adaptive equivalents")
  func legacy() throws {
    #expect(try segue("S07-aa-bbb").segueKind?.adaptiveEquivalent == .show)
    let modal = try segue("S08-aa-bbb")
    #expect(modal.segueKind == .modal && modal.segueKind?.isLegacy == true)
    #expect(modal.modalPresentationStyle == "formSheet")
    #expect(try segue("S09-aa-bbb").segueKind?.adaptiveEquivalent == .popoverPresentation)
    #expect(try segue("S10-aa-bbb").splitViewControllerTargetIndex == 1)
    #expect(try segue("S10-aa-bbb").segueKind?.adaptiveEquivalent == .showDetail)
  }

  @Test("Peek-and-pop child segues have no kind")
  func peekAndPop() throws {
    let parent = try segue("S11-aa-bbb")
    #expect(parent.childSegues.map(\.key) == ["commit", "preview"])
    #expect(parent.childSegues.allSatisfy { $0.segueKind == nil })
  }

  @Test("A segue to a missing destination is an error naming the attribute's position")
  func danglingDestination() {
    let marked = Fixture.marked(
      Fixture.storyboard(
        """
                    <viewController id="src-aa-bbb" sceneMemberID="viewController">
                        <connections>
                            <segue ⌖destination="gone-gone" kind="show" id="S01-aa-bbb"/>
                        </connections>
                    </viewController>
        """))
    let error = Fixture.decodingError { _ = try Fixture.decode(marked.text, fileName: "Nav.storyboard") }
    #expect(error?.id == .danglingReference)
    #expect(error?.primary.objectID == "S01-aa-bbb")
    #expect(error?.description.hasPrefix("Nav.storyboard:\(marked.line):\(marked.column): error:") == true)
  }
}
