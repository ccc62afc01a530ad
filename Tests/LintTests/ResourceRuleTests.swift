import Foundation
import Lint
import Testing

/// A temporary folder holding a document beside an asset catalog.
struct TemporaryProject {
  let root: URL

  init(images: [String] = [], colors: [String] = []) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
    let catalog = root.appendingPathComponent("Assets.xcassets")
    for name in images {
      try FileManager.default.createDirectory(
        at: catalog.appendingPathComponent("\(name).imageset"), withIntermediateDirectories: true)
    }
    for name in colors {
      try FileManager.default.createDirectory(
        at: catalog.appendingPathComponent("\(name).colorset"), withIntermediateDirectories: true)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  var documentURL: URL { root.appendingPathComponent("Main.storyboard") }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

@MainActor
@Suite("resource.missing-image: images in neither the resources nor an asset catalog")
struct MissingImageTests {
  static let content = """
    <subviews>
        ⚑<imageView contentMode="scaleToFill" image="ghost" translatesAutoresizingMaskIntoConstraints="NO" id="img-1">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </imageView>
        <imageView contentMode="scaleToFill" image="listed" translatesAutoresizingMaskIntoConstraints="NO" id="img-2">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </imageView>
        <imageView contentMode="scaleToFill" image="catalogued" translatesAutoresizingMaskIntoConstraints="NO" id="img-3">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </imageView>
        <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-4">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <imageReference key="image" image="star.fill" catalog="system"/>
        </imageView>
    </subviews>
    """

  @Test("An image missing from both fires; listed, catalogued and SF Symbol images do not")
  func firesOnlyForMissing() throws {
    let project = try TemporaryProject(images: ["catalogued"])
    defer { project.remove() }
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a", content: Self.content), initial: "a",
      resources: "<image name=\"listed\" width=\"10\" height=\"10\"/>")
    let findings = document.findings(of: "resource.missing-image", url: project.documentURL)
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.message.contains("'ghost'") == true)
  }

  @Test("An image added to the catalog stops firing")
  func doesNotFireWhenCatalogued() throws {
    let project = try TemporaryProject(images: ["catalogued", "ghost"])
    defer { project.remove() }
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a", content: Self.content), initial: "a",
      resources: "<image name=\"listed\" width=\"10\" height=\"10\"/>")
    #expect(document.findings(of: "resource.missing-image", url: project.documentURL).isEmpty)
  }
}

@MainActor
@Suite("resource.missing-color: named colours in neither the resources nor a colour set")
struct MissingColorTests {
  static func document(_ colorName: String) -> MarkedDocument {
    MarkedDocument.storyboard(
      MarkedDocument.scene(
        "a",
        content: """
          <subviews>
              <view contentMode="scaleToFill" id="box">
                  <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                  ⚑<color key="backgroundColor" name="\(colorName)"/>
              </view>
          </subviews>
          """), initial: "a",
      resources: "<namedColor name=\"Brand\"><color red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/></namedColor>"
    )
  }

  @Test("A colour name in neither place fires at the colour")
  func fires() throws {
    let project = try TemporaryProject(colors: ["Accent"])
    defer { project.remove() }
    let document = Self.document("Missing")
    let findings = document.findings(of: "resource.missing-color", url: project.documentURL)
    #expect(MarkedDocument.positions(findings) == document.markers)
  }

  @Test("Colours in the resources or in a colour set beside the file do not fire")
  func doesNotFire() throws {
    let project = try TemporaryProject(colors: ["Accent"])
    defer { project.remove() }
    #expect(Self.document("Brand").findings(of: "resource.missing-color", url: project.documentURL).isEmpty)
    #expect(Self.document("Accent").findings(of: "resource.missing-color", url: project.documentURL).isEmpty)
  }
}

@MainActor
@Suite("variation.never-applies: variations that can never change anything")
struct InapplicableVariationTests {
  static func scene(_ variations: String) -> String {
    MarkedDocument.scene(
      "a",
      content: """
        <subviews>
            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
        \(variations)
            </label>
        </subviews>
        """)
  }

  @Test("A bogus size class, a non-size-class trait and an empty variation fire")
  func fires() {
    let document = MarkedDocument.storyboard(
      Self.scene(
        """
        ⚑<variation key="widthClass=huge"><fontDescription key="fontDescription" type="system" pointSize="30"/></variation>
        ⚑<variation key="userInterfaceIdiom=watch"><fontDescription key="fontDescription" type="system" pointSize="30"/></variation>
        ⚑<variation key="heightClass=compact"/>
        """), initial: "a")
    let findings = document.findings(of: "variation.never-applies")
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.map(\.objectID) == ["lbl", "lbl", "lbl"])
    #expect(findings[2].message.contains("empty"))
  }

  @Test("Every variation fires when the document has size classes turned off")
  func firesWithoutTraitCollections() {
    let document = MarkedDocument.storyboard(
      Self.scene("⚑<variation key=\"widthClass=compact\"><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"30\"/></variation>"),
      initial: "a", attributes: "useAutolayout=\"YES\"")
    let findings = document.findings(of: "variation.never-applies")
    #expect(MarkedDocument.positions(findings) == document.markers)
    #expect(findings.first?.message.contains("size classes turned off") == true)
  }

  @Test("Variations for size classes devices produce do not fire")
  func doesNotFire() {
    let document = MarkedDocument.storyboard(
      Self.scene(
        """
        <variation key="widthClass=compact"><fontDescription key="fontDescription" type="system" pointSize="30"/></variation>
        <variation key="heightClass=compact-widthClass=regular"><fontDescription key="fontDescription" type="system" pointSize="12"/></variation>
        """), initial: "a")
    #expect(document.findings(of: "variation.never-applies").isEmpty)
  }
}

@MainActor
@Suite("ib.invalid-document: files that do not decode, duplicate ids and dangling references")
struct InvalidDocumentTests {
  @Test("Malformed XML is one finding at the decoder's location")
  func malformed() {
    let findings = MarkedDocument("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n  </document>").lint()
    #expect(findings.count == 1)
    #expect(findings.first?.ruleID == "ib.invalid-document")
    #expect(findings.first?.severity == .error)
    #expect((findings.first?.line ?? 0) > 1)
  }

  @Test("A duplicate object id fires at the second use")
  func duplicateID() {
    let document = MarkedDocument.storyboard(
      MarkedDocument.scene("a", content: "<subviews><view id=\"dup\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></view>⚑<view id=\"dup\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></view></subviews>"),
      initial: "a")
    let findings = document.findings(of: "ib.invalid-document")
    #expect(MarkedDocument.positions(findings) == document.markers)
  }

  @Test("A well-formed document does not fire")
  func doesNotFire() {
    #expect(MarkedDocument.storyboard(MarkedDocument.scene("a"), initial: "a").findings(of: "ib.invalid-document").isEmpty)
  }
}
