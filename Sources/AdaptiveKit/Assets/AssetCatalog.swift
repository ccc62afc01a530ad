import InterfaceBuilder

/// An `.xcassets` folder read as it is on disk (Linux has no compiled `Assets.car`): image sets,
/// color sets, app icon sets, groups and namespaces. Sets are parsed on first use and cached;
/// problems become diagnostics naming the file, never a crash.
public final class AssetCatalog: @unchecked Sendable {
  // `@unchecked`: the caches are guarded by `lock`; everything else is immutable.
  /// The catalog folder.
  public let url: URL
  /// Image sets by lookup name (`Name`, or `Namespace/Name` inside folders that provide a namespace).
  let imageSetFolders: [String: URL]
  /// Color sets by lookup name.
  let colorSetFolders: [String: URL]
  /// App icon sets by name.
  let appIconSetFolders: [String: URL]
  /// Problems found while scanning folders (unreadable group `Contents.json` files).
  private let scanDiagnostics: [Diagnostic]

  private let lock = NSLock()
  private var imageSets: [String: CatalogImageSet] = [:]
  private var colorSets: [String: CatalogColorSet] = [:]

  /// Opens the catalog at `url` and indexes its sets (their contents are read on first use).
  public init(contentsOf url: URL) throws(AssetCatalogError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .notAFolder(path: url.path)
    }
    self.url = url
    var scan = CatalogScan()
    scan.walk(url, namespace: "")
    imageSetFolders = scan.imageSets
    colorSetFolders = scan.colorSets
    appIconSetFolders = scan.appIconSets
    scanDiagnostics = scan.diagnostics
  }

  /// The names of the image sets, sorted.
  public var imageNames: [String] { imageSetFolders.keys.sorted() }
  /// The names of the color sets, sorted.
  public var colorNames: [String] { colorSetFolders.keys.sorted() }
  /// The names of the app icon sets, sorted.
  public var appIconNames: [String] { appIconSetFolders.keys.sorted() }

  /// The variant of the image set `name` for `traitCollection`; nil when there is no such set or
  /// no variant suits. Problems in the set are reported to `AdaptiveKitLog` (category `assets`).
  public func image(named name: String, compatibleWith traitCollection: UITraitCollection?) -> UIImage? {
    imageSet(named: name)?.asset.resolvedImage(for: VariantTraits(traitCollection ?? UITraitCollection()), strict: true)
  }

  /// The color set `name` as a dynamic color resolving per trait collection; nil when missing.
  public func color(named name: String) -> UIColor? {
    colorSet(named: name)?.color
  }

  /// Whether the color set `name`'s light value is written in Display P3 (`"color-space" :
  /// "display-p3"`); `color(named:)` holds it converted to sRGB.
  public func isDisplayP3Color(named name: String) -> Bool {
    colorSet(named: name)?.isDisplayP3 ?? false
  }

  /// Every problem in the catalog: every set is read and checked, app icons against their sizes.
  public func lint() -> [Diagnostic] {
    var found = scanDiagnostics
    for name in imageNames { found += imageSet(named: name, report: false)?.diagnostics ?? [] }
    for name in colorNames { found += colorSet(named: name, report: false)?.diagnostics ?? [] }
    for name in appIconNames {
      if let folder = appIconSetFolders[name] { found += AppIconSetLinter.lint(folder) }
    }
    return found
  }

  // MARK: Cached sets

  func imageSet(named name: String, report: Bool = true) -> CatalogImageSet? {
    guard let folder = imageSetFolders[name] else { return nil }
    if let cached = lock.withLock({ imageSets[name] }) { return cached }
    let set = CatalogImageSet(folder: folder, name: name)
    if report { for diagnostic in set.diagnostics { AdaptiveKitLog.shared.report(.assets, diagnostic.description) } }
    return lock.withLock {
      if let raced = imageSets[name] { return raced }
      imageSets[name] = set
      return set
    }
  }

  func colorSet(named name: String, report: Bool = true) -> CatalogColorSet? {
    guard let folder = colorSetFolders[name] else { return nil }
    if let cached = lock.withLock({ colorSets[name] }) { return cached }
    let set = CatalogColorSet(folder: folder, name: name)
    if report { for diagnostic in set.diagnostics { AdaptiveKitLog.shared.report(.assets, diagnostic.description) } }
    return lock.withLock {
      if let raced = colorSets[name] { return raced }
      colorSets[name] = set
      return set
    }
  }
}

/// Walks a catalog's folders, collecting sets under their lookup names.
private struct CatalogScan {
  var imageSets: [String: URL] = [:]
  var colorSets: [String: URL] = [:]
  var appIconSets: [String: URL] = [:]
  var diagnostics: [Diagnostic] = []

  mutating func walk(_ folder: URL, namespace: String) {
    let entries = (try? FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
    for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
      let name = entry.deletingPathExtension().lastPathComponent
      switch entry.pathExtension {
      case "imageset": imageSets[namespace + name] = entry
      case "colorset": colorSets[namespace + name] = entry
      case "appiconset": appIconSets[namespace + name] = entry
      case "":
        walk(entry, namespace: providesNamespace(entry) ? namespace + name + "/" : namespace)
      default:
        // Data sets, symbol sets, launch images, sprite atlases…: not images UIImage(named:) loads here.
        continue
      }
    }
  }

  /// Whether a group folder's `Contents.json` sets `provides-namespace`.
  private mutating func providesNamespace(_ folder: URL) -> Bool {
    let file = folder.appendingPathComponent("Contents.json")
    guard FileManager.default.fileExists(atPath: file.path) else { return false }
    switch CatalogJSON.read(file) {
    case .success(let json):
      return (json["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
    case .failure(let diagnostic):
      diagnostics.append(diagnostic)
      return false
    }
  }
}

/// Reading a `Contents.json` into a dictionary, with a diagnostic naming the file on failure.
enum CatalogJSON {
  static func read(_ file: URL) -> Result<[String: Any], Diagnostic> {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      return .failure(Diagnostic(
        ruleID: "assets.contents-missing", severity: .error, file: file.path,
        message: "cannot read Contents.json", hint: "every set folder needs a Contents.json written by Xcode"))
    }
    do {
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        return .failure(Diagnostic(
          ruleID: "assets.json-invalid", severity: .error, file: file.path,
          message: "the top level of Contents.json is not a JSON object"))
      }
      return .success(object)
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      return .failure(Diagnostic(
        ruleID: "assets.json-invalid", severity: .error, file: file.path,
        message: "Contents.json is not valid JSON" + (detail.map { ": \($0)" } ?? "")))
    }
  }
}
