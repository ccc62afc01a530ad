import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Broken catalogs and images give diagnostics naming the file, never a crash")
struct AssetCatalogDiagnosticsTests {
  /// A bundle folder with one catalog whose sets are written by `body`.
  func catalog(_ body: (URL) throws -> Void) throws -> (bundle: Bundle, catalog: URL) {
    let root = try ImageFixtures.temporaryFolder()
    let catalog = root.appendingPathComponent("Assets.xcassets")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try body(catalog)
    return (try #require(Bundle(path: root.path)), catalog)
  }

  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func copyFixture(_ name: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: ImageFixtures.imagesFolder.appendingPathComponent(name), to: url)
  }

  @Test("Invalid JSON in Contents.json: lookup gives nil and logs the file")
  func invalidJSON() throws {
    let (bundle, catalog) = try catalog { folder in
      try write("{ \"images\": [ { \"filename\": \"a.png\", } ", to: folder.appendingPathComponent("Broken.imageset/Contents.json"))
    }
    let contents = catalog.appendingPathComponent("Broken.imageset/Contents.json").path
    let (image, messages) = AdaptiveKitLog.shared.capture {
      UIImage(named: "Broken", in: bundle, compatibleWith: ImageFixtures.traits(scale: 2, idiom: .phone))
    }
    #expect(image == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.category == .assets)
    #expect(messages.first?.text.hasPrefix("\(contents): error: Contents.json is not valid JSON") == true)
    let lint = try AssetCatalog(contentsOf: catalog).lint()
    #expect(lint.map(\.ruleID) == ["assets.json-invalid"])
    #expect(lint.first?.file == contents)
  }

  @Test("A slot naming a missing file, and a corrupt PNG: the good slots still load")
  func missingAndCorruptFiles() throws {
    let (bundle, catalog) = try catalog { folder in
      let set = folder.appendingPathComponent("Logo.imageset")
      try copyFixture("Icon@2x.png", to: set.appendingPathComponent("logo@2x.png"))
      try copyFixture("Corrupt.png", to: set.appendingPathComponent("logo@3x.png"))
      try write("""
        {"images": [
          {"idiom": "universal", "scale": "1x", "filename": "logo.png"},
          {"idiom": "universal", "scale": "2x", "filename": "logo@2x.png"},
          {"idiom": "universal", "scale": "3x", "filename": "logo@3x.png"},
          {"idiom": "universal", "scale": "4x", "filename": "logo@2x.png", "width-class": "tiny"}
        ], "info": {"version": 1, "author": "xcode"}}
        """, to: set.appendingPathComponent("Contents.json"))
    }
    let set = catalog.appendingPathComponent("Logo.imageset")
    let (image, messages) = AdaptiveKitLog.shared.capture {
      UIImage(named: "Logo", in: bundle, compatibleWith: ImageFixtures.traits(scale: 3, idiom: .phone))
    }
    // The corrupt 3x file is skipped; the 2x one serves the 3x screen.
    #expect(image?.scale == 2)
    #expect(messages.count == 3)
    let lint = try AssetCatalog(contentsOf: catalog).lint()
    #expect(lint.map(\.ruleID) == ["assets.file-missing", "assets.image-unreadable", "assets.unknown-value"])
    #expect(lint[0].file == set.appendingPathComponent("Contents.json").path)
    #expect(lint[0].message.contains("logo.png"))
    #expect(lint[1].file == set.appendingPathComponent("logo@3x.png").path)
    #expect(lint[1].message.contains("fails its CRC check"))
    #expect(lint[2].message.contains("tiny"))
  }

  @Test("A color set with bad components and an unknown reference is reported; the good entry works")
  func badColorSet() throws {
    let (bundle, catalog) = try catalog { folder in
      try write("""
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "lots", "green": "0", "blue": "0", "alpha": "1"}}},
          {"idiom": "universal", "color": {"platform": "ios", "reference": "madeUpColor"}}
        ]}
        """, to: folder.appendingPathComponent("Alert.colorset/Contents.json"))
    }
    let (color, messages) = AdaptiveKitLog.shared.capture { UIColor(named: "Alert", in: bundle, compatibleWith: nil) }
    #expect(color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.text.hasPrefix(catalog.appendingPathComponent("Alert.colorset/Contents.json").path) })
  }

  @Test("App icon lint: wrong pixel size, missing file and empty slots; the right size passes")
  func appIconLint() throws {
    let lint = try AssetCatalog(contentsOf: ImageFixtures.catalogURL).lint()
    let icons = lint.filter { $0.file.contains("AppIcon.appiconset") }
    #expect(icons.map(\.ruleID) == ["assets.appicon-size", "assets.appicon-empty-slot", "assets.file-missing"])
    #expect(icons[0].message == "icon-wrong.png is 100×100 pixels; slot iphone 60x60@3x needs 180×180")
    #expect(icons[0].severity == .error)
    #expect(icons[1].severity == .warning)
    // Everything else in the fixture catalog is clean.
    #expect(lint.count == icons.count)
  }

  @Test("Opening something that is not a catalog folder throws an error naming it")
  func notAFolder() {
    let path = ImageFixtures.path("Icon.png")
    #expect(throws: AssetCatalogError.notAFolder(path: path)) {
      try AssetCatalog(contentsOf: URL(fileURLWithPath: path))
    }
  }

  @Test("A corrupt loose file found by UIImage(named:) is nil, and the log names the file")
  func corruptLooseFile() {
    let (image, messages) = AdaptiveKitLog.shared.capture {
      UIImage(named: "Corrupt", in: ImageFixtures.imagesBundle, compatibleWith: ImageFixtures.traits(scale: 2, idiom: .phone))
    }
    #expect(image == nil)
    #expect(messages.map(\.text) == ["\(ImageFixtures.path("Corrupt.png")): corrupt PNG image: chunk IHDR at byte 8 fails its CRC check"])
  }

  @Test("A missing image is nil, quietly, as in UIKit")
  func missingImage() {
    let (image, messages) = AdaptiveKitLog.shared.capture {
      UIImage(named: "Nothing", in: ImageFixtures.catalogBundle, compatibleWith: ImageFixtures.traits(scale: 2, idiom: .phone))
    }
    #expect(image == nil)
    #expect(messages.isEmpty)
    #expect(UIImage(named: "", in: ImageFixtures.catalogBundle, compatibleWith: nil) == nil)
  }

  @Test("Slots naming files outside their set (../, /dev/zero, ..) are refused, never read")
  func filenamesOutsideTheSet() throws {
    let (bundle, catalog) = try catalog { folder in
      // A readable image beside the set: reading it would mean the slot escaped its folder.
      try copyFixture("Icon@2x.png", to: folder.appendingPathComponent("Outside.png"))
      try copyFixture("Icon@2x.png", to: folder.appendingPathComponent("App.appiconset/icon.png"))
      try write("""
        {"images": [
          {"idiom": "universal", "scale": "1x", "filename": "../Outside.png"},
          {"idiom": "universal", "scale": "2x", "filename": "/dev/zero"},
          {"idiom": "universal", "scale": "3x", "filename": ".."}
        ]}
        """, to: folder.appendingPathComponent("Escape.imageset/Contents.json"))
      try write("""
        {"images": [{"idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "../App.appiconset/icon.png"}]}
        """, to: folder.appendingPathComponent("App.appiconset/Contents.json"))
    }
    let image = UIImage(named: "Escape", in: bundle, compatibleWith: ImageFixtures.traits(scale: 1, idiom: .phone))
    #expect(image == nil)
    let lint = try AssetCatalog(contentsOf: catalog).lint()
    #expect(lint.map(\.ruleID) == Array(repeating: "assets.filename-invalid", count: 4))
    #expect(lint.allSatisfy { $0.file.hasPrefix(catalog.path + "/") && $0.file.hasSuffix("Contents.json") })
    #expect(lint.first?.message.contains("\"../Outside.png\", which is not a file name inside Escape.imageset") == true)
  }
}
