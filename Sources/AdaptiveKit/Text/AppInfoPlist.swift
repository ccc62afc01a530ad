import Foundation

/// The `UIAppFonts` list of an app's Info.plist: the font files, relative to the bundle's root,
/// that iOS registers when the app launches.
enum AppInfoPlist {
  /// The Info.plist key.
  static let appFontsKey = "UIAppFonts"
  /// The file name Xcode projects and built bundles give the list.
  static let fileName = "Info.plist"

  /// The font paths the property list at `url` lists (XML or binary); empty when it lists none
  /// or is not a property list.
  static func fontPaths(inPlistAt url: URL) -> [String] {
    guard let data = try? Data(contentsOf: url),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { return [] }
    return fontPaths(in: plist)
  }

  /// The font paths an Info.plist dictionary lists.
  static func fontPaths(in plist: [String: Any]) -> [String] {
    (plist[appFontsKey] as? [Any])?.compactMap { $0 as? String }.filter { !$0.isEmpty } ?? []
  }

  /// The font files a built bundle's Info.plist lists: its own `Info.plist` at the root (an iOS
  /// bundle's layout), else the dictionary Foundation read.
  static func fontFiles(ofBundleAt root: URL, infoDictionary: [String: Any]?) -> [URL] {
    let ownPlist = root.appendingPathComponent(fileName)
    let paths =
      FileManager.default.fileExists(atPath: ownPlist.path)
      ? fontPaths(inPlistAt: ownPlist) : infoDictionary.map(fontPaths(in:)) ?? []
    return paths.map { root.appendingPathComponent($0) }
  }
}
