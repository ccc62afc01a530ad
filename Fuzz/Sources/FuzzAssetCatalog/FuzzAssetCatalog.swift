import AdaptiveKit
import FuzzSupport
import Foundation

/// A scratch `.xcassets` folder whose four `Contents.json` files (an image set, a color set, a group
/// that may provide a namespace, an app icon set) are replaced by each input. Every set folder also
/// holds the image fixtures of the main package's tests, so inputs naming them reach the header
/// readers, the variant matcher and the app icon size checks.
enum ScratchCatalog {
  static let root: URL = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? URL(fileURLWithPath: "/dev/shm")
      : FileManager.default.temporaryDirectory
    return base.appendingPathComponent("fuzz-asset-catalog-\(getpid())/Fuzz.xcassets")
  }()
  static let contentsFiles = ["Set.imageset", "Tint.colorset", "Group", "AppIcon.appiconset"]
    .map { root.appendingPathComponent($0).appendingPathComponent("Contents.json") }

  /// Creates the folders once per process and copies the fixture images into every set.
  static let prepared: Bool = {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/AdaptiveKitTests/Fixtures")
    let images = (FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
      .filter { ["png", "jpg", "gif", "pdf"].contains($0.pathExtension) }
    let folders = ["Set.imageset", "AppIcon.appiconset", "Group", "Group/Inner.imageset"].map { root.appendingPathComponent($0) }
    for folder in folders {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for image in images { try? FileManager.default.copyItem(at: image, to: folder.appendingPathComponent(image.lastPathComponent)) }
    }
    try? FileManager.default.createDirectory(at: root.appendingPathComponent("Tint.colorset"), withIntermediateDirectories: true)
    try? Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: root.appendingPathComponent("Contents.json"))
    let inner = #"{"images":[{"idiom":"universal","filename":"Icon.png","scale":"1x"},{"idiom":"universal","filename":"Icon@2x.png","scale":"2x"}],"info":{"author":"xcode","version":1}}"#
    try? Data(inner.utf8).write(to: root.appendingPathComponent("Group/Inner.imageset/Contents.json"))
    precondition(!images.isEmpty, "no fixture images under \(fixtures.path)")
    return true
  }()

  /// The lookups a device makes: scales, idioms, size classes, appearance, gamut and direction.
  static let traitCollections: [UITraitCollection] = [
    UITraitCollection(),
    UITraitCollection { $0.displayScale = 2; $0.userInterfaceIdiom = .phone },
    UITraitCollection { $0.displayScale = 3; $0.userInterfaceIdiom = .phone; $0.horizontalSizeClass = .compact },
    UITraitCollection { $0.displayScale = 2; $0.userInterfaceIdiom = .pad; $0.userInterfaceStyle = .dark; $0.horizontalSizeClass = .regular },
    UITraitCollection { $0.displayGamut = .P3; $0.accessibilityContrast = .high; $0.layoutDirection = .rightToLeft },
  ]
}

/// libFuzzer entry point: any bytes as the catalog's `Contents.json` files open, lint and look up
/// without crashing; every diagnostic names a file inside the catalog (no slot reads outside it),
/// every image found has a finite positive size and every color resolves to finite components.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, ScratchCatalog.prepared else { return 0 }
  let data = Data(bytes: start, count: count)
  for file in ScratchCatalog.contentsFiles {
    do { try data.write(to: file) } catch { fatalError("cannot write the scratch catalog: \(error)") }
  }
  let catalog: AssetCatalog
  do { catalog = try AssetCatalog(contentsOf: ScratchCatalog.root) } catch { fatalError("the scratch catalog did not open: \(error)") }
  let inside = ScratchCatalog.root.path + "/"
  for diagnostic in catalog.lint() {
    precondition(diagnostic.file.hasPrefix(inside) && !diagnostic.file.contains("/../"),
                 "a diagnostic about a file outside the catalog: \(diagnostic)")
    precondition(!diagnostic.message.isEmpty, "an empty diagnostic message")
  }
  for name in catalog.imageNames {
    for traits in ScratchCatalog.traitCollections {
      guard let image = catalog.image(named: name, compatibleWith: traits) else { continue }
      let size = image.size
      precondition(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0,
                   "image \(name) has size \(size)")
    }
  }
  for name in catalog.colorNames {
    guard let color = catalog.color(named: name) else { continue }
    for traits in ScratchCatalog.traitCollections {
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      precondition([red, green, blue, alpha].allSatisfy(\.isFinite), "color \(name) resolved to non-finite components")
    }
  }
  return 0
}

@_cdecl("FuzzAssetCatalog_main")
public func fuzzAssetCatalogMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzAssetCatalog)
}
