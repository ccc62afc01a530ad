import Foundation
import InterfaceBuilder
import Testing

/// Segues added as Interface Builder writes them when a connection is dragged: in the source's
/// `<connections>`, attributes in Xcode's order, a fresh id in Xcode's form, every other byte kept.
@Suite("Segue writing")
struct SegueWritingTests {
  /// A fixed sequence of numbers, so ids are predictable.
  struct Counting: RandomNumberGenerator {
    var state: UInt64 = 0
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      return state
    }
  }

  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="MEN-vc-001">
        <scenes>
            <scene sceneID="MEN-sc-001">
                <objects>
                    <viewController id="MEN-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="MEN-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="MEN-bt-001">
                                    <rect key="frame" x="20" y="100" width="120" height="30"/>
                                    <state key="normal" title="Play"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="MEN-bt-002">
                                    <rect key="frame" x="20" y="140" width="120" height="30"/>
                                    <connections>
                                        <action selector="tapped:" destination="MEN-vc-001" eventType="touchUpInside" id="MEN-ac-001"/>
                                    </connections>
                                </button>
                                <label opaque="NO" text="Title" id="MEN-lb-001">
                                    <rect key="frame" x="20" y="20" width="120" height="30"/>
                                </label>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="BRD-sc-001">
                <objects>
                    <viewController id="BRD-vc-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  func document() throws -> IBDocument { try IBDocument(xmlString: Self.xml, fileName: "Menu.storyboard") }

  @Test("a Show Detail segue from a button gets a new <connections>, as its last child, and nothing else changes")
  func newConnections() throws {
    var document = try document()
    var ids = IBObjectIDGenerator(random: Counting())
    let id = try document.addSegue(IBSegueDraft(from: "MEN-bt-001", to: "BRD-vc-001", kind: .showDetail, identifier: "play"), ids: &ids)
    #expect(id.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil)
    let written = document.xmlString(style: .preservingSource)
    let play = "                                <state key=\"normal\" title=\"Play\"/>\n"
    let added = """
                                        <connections>
                                            <segue destination="BRD-vc-001" kind="showDetail" identifier="play" id="\(id)"/>
                                        </connections>

        """
    #expect(Self.xml.contains(play))
    let expected = Self.xml.replacingOccurrences(of: play, with: play + added)
    #expect(written == expected)
    #expect(try IBDocument(xmlString: written).element(withID: id)?["kind"] == "showDetail")
  }

  @Test("into an existing <connections> after its actions; a popover from a button is anchored to it with Xcode's arrows")
  func existingConnectionsAndPopover() throws {
    var document = try document()
    var ids = IBObjectIDGenerator(random: Counting())
    let id = try document.addSegue(IBSegueDraft(from: "MEN-bt-002", to: "BRD-vc-001", kind: .popoverPresentation), ids: &ids)
    let written = document.xmlString(style: .preservingSource)
    #expect(
      written.contains(
        """
                                            <action selector="tapped:" destination="MEN-vc-001" eventType="touchUpInside" id="MEN-ac-001"/>
                                            <segue destination="BRD-vc-001" kind="popoverPresentation" popoverAnchorView="MEN-bt-002" id="\(id)">
                                                <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                            </segue>
                                        </connections>
        """))
  }

  @Test("a button triggers one segue: a second drag replaces the first in place, its action kept")
  func replacesTheTriggeredSegue() throws {
    var document = try document()
    var ids = IBObjectIDGenerator(random: Counting())
    let first = try document.addSegue(IBSegueDraft(from: "MEN-bt-002", to: "BRD-vc-001", kind: .show), ids: &ids)
    #expect(document.triggeredSegueID(of: "MEN-bt-002") == first)
    let second = try document.addSegue(
      IBSegueDraft(from: "MEN-bt-002", to: "BRD-vc-001", kind: .presentation, identifier: "again"), ids: &ids)
    #expect(document.element(withID: first) == nil)
    #expect(document.triggeredSegueID(of: "MEN-bt-002") == second)
    #expect(document.triggeredSegueID(of: "MEN-vc-001") == nil)
    #expect(
      document.xmlString(style: .preservingSource).contains(
        """
                                            <action selector="tapped:" destination="MEN-vc-001" eventType="touchUpInside" id="MEN-ac-001"/>
                                            <segue destination="BRD-vc-001" kind="presentation" identifier="again" id="\(second)"/>
                                        </connections>
        """))
  }

  @Test("a cell's selection segue is replaced; its accessory-action segue is another trigger and stays")
  func cellTriggers() throws {
    let cell = """
      <tableViewCell contentMode="scaleToFill" id="MEN-tc-001">
                                          <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                                          <connections>
                                              <segue destination="BRD-vc-001" kind="show" trigger="accessoryAction" id="MEN-sg-001"/>
                                              <segue destination="BRD-vc-001" kind="show" id="MEN-sg-002"/>
                                          </connections>
                                      </tableViewCell>
                                      <label opaque="NO" text="Title" id="MEN-lb-001">
      """
    var document = try IBDocument(
      xmlString: Self.xml.replacingOccurrences(of: "<label opaque=\"NO\" text=\"Title\" id=\"MEN-lb-001\">", with: cell),
      fileName: "Menu.storyboard")
    #expect(document.triggeredSegueID(of: "MEN-tc-001") == "MEN-sg-002")
    var ids = IBObjectIDGenerator(random: Counting())
    let id = try document.addSegue(IBSegueDraft(from: "MEN-tc-001", to: "BRD-vc-001", kind: .showDetail), ids: &ids)
    #expect(document.element(withID: "MEN-sg-002") == nil)
    #expect(document.element(withID: "MEN-sg-001")?["trigger"] == "accessoryAction")
    #expect(document.triggeredSegueID(of: "MEN-tc-001") == id)
  }

  @Test("from the controller itself, and a custom segue with its class; ids stay unique in the document")
  func controllerAndCustom() throws {
    var document = try document()
    var ids = IBObjectIDGenerator(random: Counting())
    let first = try document.addSegue(
      IBSegueDraft(from: "MEN-vc-001", to: "BRD-vc-001", kind: .custom, identifier: "fade", customClass: "FadeSegue"), ids: &ids)
    // The same generator state again must not give the same id: the first is now taken.
    var again = IBObjectIDGenerator(random: Counting())
    let second = try document.addSegue(IBSegueDraft(from: "MEN-vc-001", to: "BRD-vc-001", kind: .presentation), ids: &again)
    #expect(first != second)
    let written = document.xmlString(style: .preservingSource)
    #expect(
      written.contains(
        """
                            </view>
                            <connections>
                                <segue destination="BRD-vc-001" kind="custom" identifier="fade" customClass="FadeSegue" id="\(first)"/>
                                <segue destination="BRD-vc-001" kind="presentation" id="\(second)"/>
                            </connections>
                        </viewController>
        """))
  }

  @Test("a popover from the controller is written with the anchor it names, and refused without one or with one outside its scene")
  func popoverFromController() throws {
    var document = try document()
    var ids = IBObjectIDGenerator(random: Counting())
    #expect(throws: IBEditError.popoverWithoutAnchor(source: "MEN-vc-001", element: "viewController")) {
      try document.addSegue(IBSegueDraft(from: "MEN-vc-001", to: "BRD-vc-001", kind: .popoverPresentation), ids: &ids)
    }
    #expect(throws: IBEditError.notAPopoverAnchor(id: "MEN-lb-001", element: "label")) {
      try document.addSegue(
        IBSegueDraft(from: "BRD-vc-001", to: "MEN-vc-001", kind: .popoverPresentation, anchorID: "MEN-lb-001"), ids: &ids)
    }
    #expect(throws: IBEditError.notAPopoverAnchor(id: "MEN-ac-001", element: "action")) {
      try document.addSegue(
        IBSegueDraft(from: "MEN-vc-001", to: "BRD-vc-001", kind: .popoverPresentation, anchorID: "MEN-ac-001"), ids: &ids)
    }
    #expect(document.xmlString(style: .preservingSource) == Self.xml)

    let id = try document.addSegue(
      IBSegueDraft(from: "MEN-vc-001", to: "BRD-vc-001", kind: .popoverPresentation, identifier: "info", anchorID: "MEN-lb-001"),
      ids: &ids)
    #expect(
      document.xmlString(style: .preservingSource).contains(
        """
                            <connections>
                                <segue destination="BRD-vc-001" kind="popoverPresentation" identifier="info" popoverAnchorView="MEN-lb-001" id="\(id)">
                                    <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                </segue>
                            </connections>
        """))
  }

  @Test("a label, a view as destination, an unoffered kind and a custom segue without class are refused")
  func refusals() throws {
    var document = try document()
    var ids = IBObjectIDGenerator(random: Counting())
    #expect(throws: IBEditError.notASegueSource(id: "MEN-lb-001", element: "label")) {
      try document.addSegue(IBSegueDraft(from: "MEN-lb-001", to: "BRD-vc-001", kind: .show), ids: &ids)
    }
    #expect(throws: IBEditError.notASegueDestination(id: "MEN-vw-001", element: "view")) {
      try document.addSegue(IBSegueDraft(from: "MEN-bt-001", to: "MEN-vw-001", kind: .show), ids: &ids)
    }
    #expect(throws: IBEditError.unsupportedSegueKind("push")) {
      try document.addSegue(IBSegueDraft(from: "MEN-bt-001", to: "BRD-vc-001", kind: .push), ids: &ids)
    }
    #expect(throws: IBEditError.customSegueWithoutClass) {
      try document.addSegue(IBSegueDraft(from: "MEN-bt-001", to: "BRD-vc-001", kind: .custom), ids: &ids)
    }
    #expect(throws: IBEditError.objectNotFound("nope")) {
      try document.addSegue(IBSegueDraft(from: "nope", to: "BRD-vc-001", kind: .show), ids: &ids)
    }
    #expect(document.xmlString(style: .preservingSource) == Self.xml)
  }
}
