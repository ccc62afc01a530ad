import Foundation

extension UIApplication {
  /// Keys of `open(_:options:completionHandler:)`'s options.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A Boolean: open the URL only when an installed app claims it as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The URL that opens the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"

  /// The schemes the apps every iPhone ships with open: Safari (`http`, `https`), Mail
  /// (`mailto`), Phone (`tel`), Messages (`sms`), FaceTime (`facetime`, `facetime-audio`), Maps
  /// (`maps`), the App Store (`itms-apps`) and Settings (`app-settings`), as Apple's URL scheme
  /// reference lists them.
  static let systemURLSchemes: Set<String> = [
    "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "maps", "itms-apps", "app-settings",
  ]

  /// Every URL `open(_:options:completionHandler:)` opened, oldest first (AdaptiveKit addition:
  /// a headless app has no other apps to hand them to, so it records them for tests).
  public var _openedURLs: [URL] { openedURLRecord.urls }

  /// Schemes of other apps the simulated device has installed, besides the system's (empty by
  /// default; AdaptiveKit addition for tests of code that checks for an app).
  public var _installedURLSchemes: Set<String> {
    get { openedURLRecord.installedSchemes }
    set { openedURLRecord.installedSchemes = Set(newValue.map { $0.lowercased() }) }
  }

  /// Whether an app on the device opens `url`: a scheme of the system's apps, one the app
  /// registers itself (`CFBundleURLTypes` in the main bundle's Info.plist), or one in
  /// `_installedURLSchemes`. UIKit also answers false for a scheme missing from the app's
  /// `LSApplicationQueriesSchemes`; that declaration is not checked here.
  public func canOpenURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return false }
    return Self.systemURLSchemes.contains(scheme) || openedURLRecord.installedSchemes.contains(scheme)
      || Self.ownURLSchemes.contains(scheme)
  }

  /// Opens `url` with the app that handles it: when `canOpenURL(_:)` says one does (and, with
  /// `.universalLinksOnly`, never: no installed app claims universal links here), the URL is
  /// recorded in `_openedURLs`; then `completion` runs with whether it was opened. UIKit calls
  /// the completion on the main queue later; here it runs before this method returns, and the
  /// app does not move to the background (no other app comes forward).
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    let universalOnly = (options[.universalLinksOnly] as? Bool) ?? (options[.universalLinksOnly] as? NSNumber)?.boolValue ?? false
    let opened = !universalOnly && canOpenURL(url)
    if opened { openedURLRecord.urls.append(url) }
    completion?(opened)
  }

  /// The URL schemes the main bundle's Info.plist registers (`CFBundleURLTypes`' `CFBundleURLSchemes`).
  static var ownURLSchemes: Set<String> {
    let types = Bundle.main.object(forInfoDictionaryKey: "CFBundleURLTypes") as? [[String: Any]] ?? []
    return Set(types.flatMap { ($0["CFBundleURLSchemes"] as? [String]) ?? [] }.map { $0.lowercased() })
  }
}

/// What the app opened and which other apps the device has (per `UIApplication`).
@MainActor
final class OpenedURLRecord {
  var urls: [URL] = []
  var installedSchemes: Set<String> = []
}
