import Foundation

/// The font files registered in this process, CoreText's `.process` scope: what an app's
/// `UIAppFonts` and its `CTFontManagerRegisterFontsForURL` calls add, which `UIFont(name:size:)`,
/// `UIFont.familyNames` and `fontNames(forFamilyName:)` then know, as on iOS.
final class RegisteredFonts: @unchecked Sendable {
  /// The process's registrations.
  static let process = RegisteredFonts()

  private let lock = NSLock()
  private var faces: [AppFontFace] = []
  /// Bundles whose `UIAppFonts` were registered (by path), so each is read once.
  private var bundlesRegistered: Set<String> = []

  /// Registers every face in the file; refuses a file already registered, or one with a face
  /// whose PostScript name another registered file has (CoreText's `duplicatedName`).
  @discardableResult
  func register(_ url: URL) throws(FontRegistrationError) -> [AppFontFace] {
    let file = url.standardizedFileURL
    let loaded = try AppFontFace.load(contentsOf: file)
    lock.lock()
    defer { lock.unlock() }
    if faces.contains(where: { $0.url == file }) {
      throw FontRegistrationError(.alreadyRegistered, fileURL: file, problem: "the file is already registered")
    }
    for face in loaded {
      if let other = faces.first(where: { $0.postScriptName == face.postScriptName }) {
        throw FontRegistrationError(
          .duplicatedName, fileURL: file,
          problem: "a font named \(face.postScriptName) is already registered from \(other.url.path)")
      }
    }
    faces += loaded
    return loaded
  }

  /// Removes the file's faces; throws when it was not registered.
  func unregister(_ url: URL) throws(FontRegistrationError) {
    let file = url.standardizedFileURL
    lock.lock()
    defer { lock.unlock() }
    guard faces.contains(where: { $0.url == file }) else {
      throw FontRegistrationError(.notRegistered, fileURL: file, problem: "the file is not registered")
    }
    faces.removeAll { $0.url == file }
  }

  /// The registered face UIKit creates by `name` (PostScript or full name).
  func face(named name: String) -> AppFontFace? {
    lock.withLock { faces.first { $0.isNamed(name) } }
  }

  /// The families of the registered faces, in registration order.
  var familyNames: [String] {
    lock.withLock {
      var names: [String] = []
      for face in faces where !names.contains(face.familyName) { names.append(face.familyName) }
      return names
    }
  }

  /// The PostScript names of the registered faces of a family.
  func fontNames(forFamilyName family: String) -> [String] {
    lock.withLock { faces.filter { $0.familyName == family }.map(\.postScriptName) }
  }

  /// Registers the fonts `bundle`'s Info.plist lists under `UIAppFonts`, as iOS does when the app
  /// launches; once per bundle. Returns the files that could not be registered (a file already
  /// registered by the app itself is not a problem).
  func registerAppFonts(of bundle: Bundle) -> [FontRegistrationError] {
    let root = bundle.bundleURL.standardizedFileURL
    let isNew = lock.withLock { bundlesRegistered.insert(root.path).inserted }
    guard isNew else { return [] }
    var problems: [FontRegistrationError] = []
    for url in AppInfoPlist.fontFiles(ofBundleAt: root, infoDictionary: bundle.infoDictionary) {
      do throws(FontRegistrationError) { try register(url) } catch where error.code == .alreadyRegistered {
        continue
      } catch {
        problems.append(error)
      }
    }
    return problems
  }
}
