import Foundation

/// How long a registration lasts, with CoreText's raw values. Here every scope lasts as long as
/// the process: there is no user or session font store to persist into.
public enum CTFontManagerScope: UInt32, Sendable {
  /// Not registered (CoreText refuses to register in this scope).
  case none = 0
  /// This process.
  case process = 1
  /// The user's fonts (`.user` in newer SDKs).
  case persistent = 2
  /// The login session.
  case session = 3

  /// The user's fonts.
  public static let user = CTFontManagerScope.persistent
}

/// Registers the fonts in a file (`.ttf`, `.otf`, `.ttc`) so `UIFont(name:size:)` creates them by
/// PostScript or full name and `UIFont.familyNames` lists them, as CoreText's function of this
/// name does. Returns false and sets `error` (the file, CoreText's code and the problem) when the
/// file is missing, malformed, already registered, or names a font another file registered.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: URL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<FontRegistrationError?>?
) -> Bool {
  do throws(FontRegistrationError) {
    guard scope != .none else {
      throw FontRegistrationError(.invalidFontData, fileURL: fontURL, problem: "fonts cannot be registered in scope none")
    }
    try RegisteredFonts.process.register(fontURL)
    return true
  } catch let failure {
    error?.pointee = failure
    return false
  }
}

/// Removes the fonts a file registered; false, with `error` set, when it registered none.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
  _ fontURL: URL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<FontRegistrationError?>?
) -> Bool {
  do throws(FontRegistrationError) {
    try RegisteredFonts.process.unregister(fontURL)
    return true
  } catch let failure {
    error?.pointee = failure
    return false
  }
}
