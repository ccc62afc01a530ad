/// Finds the loose file for an image name: `name@Nx~device.ext`, as UIKit names resolution and
/// device variants (scale suffix before the device suffix).
///
/// Unconfirmed, chosen fallback order (behaviour reference §7.1): for screen scale S and idiom I
/// try `@Sx~I`, `@Sx`, then each lower scale in descending order (the unsuffixed file counts as
/// 1x), then each higher scale in ascending order — at each scale the `~I` file first. A file for
/// another device (`~ipad` on a phone) is never used.
enum ImageFileLookup {
  /// A file found for a lookup, with the scale and idiom its name says.
  struct Found: Equatable {
    let url: URL
    let scale: CGFloat
    let idiom: UIUserInterfaceIdiom
  }

  /// The extensions UIKit reads; a name without one means PNG, as `UIImage(named:)` documents.
  static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf"]
  private static let scales: [CGFloat] = [1, 2, 3]

  /// The file names to try, best first, for `base`+`ext` on a screen of `scale` and `idiom`.
  static func candidates(base: String, ext: String, scale: CGFloat, idiom: UIUserInterfaceIdiom) -> [(name: String, scale: CGFloat, idiom: UIUserInterfaceIdiom)] {
    let wanted = scales.min { abs($0 - scale) < abs($1 - scale) } ?? 2
    let order = [wanted] + scales.filter { $0 < wanted }.sorted(by: >) + scales.filter { $0 > wanted }.sorted()
    let suffix = deviceSuffix(for: idiom)
    var names: [(String, CGFloat, UIUserInterfaceIdiom)] = []
    for candidateScale in order {
      let scalePart = candidateScale == 1 ? "" : "@\(Int(candidateScale))x"
      if let suffix { names.append(("\(base)\(scalePart)\(suffix).\(ext)", candidateScale, idiom)) }
      names.append(("\(base)\(scalePart).\(ext)", candidateScale, .unspecified))
    }
    return names
  }

  /// The suffix of device-specific files for an idiom, if it has one.
  static func deviceSuffix(for idiom: UIUserInterfaceIdiom) -> String? {
    switch idiom {
    case .phone: return "~iphone"
    case .pad: return "~ipad"
    default: return nil
    }
  }

  /// The best existing file for a name (with or without extension, scale or device suffix)
  /// relative to `directory`.
  static func file(named name: String, in directory: URL, scale: CGFloat, idiom: UIUserInterfaceIdiom) -> Found? {
    file(for: directory.appendingPathComponent(name), scale: scale, idiom: idiom)
  }

  /// The best existing file for a path whose last component may carry an extension and suffixes.
  static func file(for url: URL, scale: CGFloat, idiom: UIUserInterfaceIdiom) -> Found? {
    let directory = url.deletingLastPathComponent()
    let parsed = parse(url.lastPathComponent)
    if parsed.explicitScale != nil || parsed.explicitIdiom != nil {
      // The caller named one exact variant: use it if it exists.
      guard exists(url) else { return nil }
      return Found(url: url, scale: parsed.explicitScale ?? 1, idiom: parsed.explicitIdiom ?? .unspecified)
    }
    for candidate in candidates(base: parsed.base, ext: parsed.ext, scale: scale, idiom: idiom) {
      let candidateURL = directory.appendingPathComponent(candidate.name)
      if exists(candidateURL) { return Found(url: candidateURL, scale: candidate.scale, idiom: candidate.idiom) }
    }
    return nil
  }

  /// Splits `Icon@2x~ipad.png` into base `Icon`, scale 2, idiom pad, extension `png`.
  static func parse(_ fileName: String) -> (base: String, ext: String, explicitScale: CGFloat?, explicitIdiom: UIUserInterfaceIdiom?) {
    var stem = fileName
    var ext = "png"
    if let dot = fileName.lastIndex(of: "."), imageExtensions.contains(fileName[fileName.index(after: dot)...].lowercased()) {
      ext = String(fileName[fileName.index(after: dot)...])
      stem = String(fileName[..<dot])
    }
    var idiom: UIUserInterfaceIdiom?
    for (suffix, value) in [("~iphone", UIUserInterfaceIdiom.phone), ("~ipad", .pad)] where stem.hasSuffix(suffix) {
      idiom = value
      stem.removeLast(suffix.count)
    }
    var scale: CGFloat?
    for value in scales where stem.hasSuffix("@\(Int(value))x") {
      scale = value
      stem.removeLast(3)
    }
    return (stem, ext, scale, idiom)
  }

  private static func exists(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }
}
