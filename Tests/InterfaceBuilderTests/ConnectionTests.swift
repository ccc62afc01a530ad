import InterfaceBuilder
import Testing

/// Outlets, outlet collections and actions.
@Suite("Connections")
struct ConnectionTests {
  static let xml = Fixture.xib(
    """
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-aa-bbb">
                        <connections>
                            <action selector="tapped:" destination="-1" eventType="touchUpInside" id="A01-aa-bbb"/>
                            <action selector="copy:" destination="-2" eventType="primaryActionTriggered" id="A02-aa-bbb"/>
                        </connections>
                    </button>
                </subviews>
                <connections>
                    <outletCollection property="gestureRecognizers" destination="tap-aa-bbb" appends="YES" id="O03-aa-bbb"/>
                </connections>
            </view>
            <tapGestureRecognizer id="tap-aa-bbb">
                <connections>
                    <action selector="handleTap:" destination="-1" id="A04-aa-bbb"/>
                </connections>
            </tapGestureRecognizer>
    """, attributes: "")
    .replacingOccurrences(
      of: "userLabel=\"File's Owner\"/>",
      with: """
        userLabel="File's Owner" customClass="OwnerViewController">
                    <connections>
                        <outlet property="view" destination="iN0-l3-epB" id="O01-aa-bbb"/>
                        <outlet property="button" destination="btn-aa-bbb" id="O02-aa-bbb"/>
                    </connections>
                </placeholder>
        """)

  @Test("Outlets on File's Owner")
  func outlets() throws {
    let document = try Fixture.decode(Self.xml, fileName: "Owner.xib")
    let owner = try #require(document.placeholders.first { $0.isFilesOwner })
    #expect(owner.customClass == "OwnerViewController")
    #expect(owner.connections.map(\.connectionKind) == [.outlet, .outlet])
    #expect(owner.connections.map(\.property) == ["view", "button"])
    #expect(owner.connections.first?.destinationID == "iN0-l3-epB")
    #expect(owner.connections.first?.sourceID == "-1")
  }

  @Test("Actions with selector and event type; gesture actions omit the event")
  func actions() throws {
    let document = try Fixture.decode(Self.xml, fileName: "Owner.xib")
    let button = try #require(document.object(withID: "btn-aa-bbb")?.view)
    #expect(button.connections.map(\.selector) == ["tapped:", "copy:"])
    #expect(button.connections.map(\.eventType) == ["touchUpInside", "primaryActionTriggered"])
    #expect(button.connections.allSatisfy { $0.connectionKind == .action })
    guard case .gestureRecognizer(let tap)? = document.object(withID: "tap-aa-bbb") else {
      Issue.record("tap recognizer not classified")
      return
    }
    #expect(tap.className == "UITapGestureRecognizer")
    #expect(tap.actions.first?.eventType == nil)
    #expect(tap.actions.first?.selector == "handleTap:")
  }

  @Test("Outlet collections and the gesture recognizers of a view")
  func outletCollections() throws {
    let document = try Fixture.decode(Self.xml, fileName: "Owner.xib")
    let view = try #require(document.topLevelViews.first)
    let collection = try #require(view.connections.first)
    #expect(collection.connectionKind == .outletCollection)
    #expect(collection.appends)
    #expect(view.gestureRecognizerIDs == ["tap-aa-bbb"])
    if case .connection(let found)? = document.object(withID: "O03-aa-bbb") {
      #expect(found.sourceID == "iN0-l3-epB")
    } else {
      Issue.record("outlet collection not found by id")
    }
  }

  @Test("An outlet to a missing object is a warning, not a failure")
  func danglingOutlet() throws {
    let marked = Fixture.marked(
      Fixture.xib(
        """
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <connections>
                        <outlet property="x" ⌖destination="missing" id="O01-aa-bbb"/>
                    </connections>
                </view>
        """))
    let document = try Fixture.decode(marked.text, fileName: "Dangling.xib")
    let warning = try #require(document.warnings.first { $0.id == .danglingReference })
    #expect(warning.location.line == marked.line && warning.location.column == marked.column)
    #expect(warning.objectID == "O01-aa-bbb")
  }
}
