/// `UIImage(named:)`: the bundle's asset catalogs first, then its loose files.
enum NamedImageLookup {
  static func image(
    named name: String, in bundle: Bundle?, traits: UITraitCollection?, configuration: UIImage.Configuration?
  ) -> UIImage? {
    guard !name.isEmpty else { return nil }
    let root = BundleCatalogs.resourceRoot(of: bundle ?? .main)
    var query = VariantTraits(traits ?? DeviceDefaults.screenTraits)
    query = query.completedForLookup()
    for catalog in BundleCatalogs.catalogs(in: root) where catalog.imageSetFolders[name] != nil {
      // A set with that name answers the lookup even when no variant suits (nil then).
      let found = catalog.imageSet(named: name)?.asset.resolvedImage(for: query, strict: true)
      return configuration.map { found?.withConfiguration($0) } ?? found
    }
    guard let file = ImageFileLookup.file(named: name, in: root, scale: query.scale, idiom: query.idiom) else {
      return nil
    }
    do {
      let content = try ImageContent.load(contentsOf: file.url)
      var variant = VariantTraits()
      variant.scale = content.header.isVector ? 0 : file.scale
      variant.idiom = file.idiom
      return UIImage(
        content: content, scale: content.header.isVector ? 1 : file.scale, traits: variant,
        configuration: configuration, name: name)
    } catch {
      AdaptiveKitLog.shared.report(.assets, "\(error)")
      return nil
    }
  }
}

/// The asset catalogs of bundle folders, found once per folder and cached.
enum BundleCatalogs {
  nonisolated(unsafe) private static var cache: [String: [AssetCatalog]] = [:]
  private static let lock = NSLock()

  /// Where a bundle's resources live (a plain folder's own path).
  static func resourceRoot(of bundle: Bundle) -> URL {
    URL(fileURLWithPath: bundle.resourcePath ?? bundle.bundlePath)
  }

  /// Every `.xcassets` folder under `root` (not inside another catalog, hidden or build folder).
  static func catalogs(in root: URL) -> [AssetCatalog] {
    if let cached = lock.withLock({ cache[root.path] }) { return cached }
    var found: [AssetCatalog] = []
    var pending = [(root, 0)]
    while let (folder, depth) = pending.popLast() {
      let entries = (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
      for entry in entries.sorted(by: { $0.lastPathComponent > $1.lastPathComponent }) {
        guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
        if entry.pathExtension == "xcassets" {
          if let catalog = try? AssetCatalog(contentsOf: entry) { found.append(catalog) }
        } else if depth < 4, !entry.lastPathComponent.hasPrefix(".build"), entry.pathExtension.isEmpty || entry.pathExtension == "bundle" {
          pending.append((entry, depth + 1))
        }
      }
    }
    found.sort { $0.url.path < $1.url.path }
    return lock.withLock {
      if let raced = cache[root.path] { return raced }
      cache[root.path] = found
      return found
    }
  }
}
