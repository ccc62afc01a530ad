import Foundation

/// One face of a font file an app brings (listed in `UIAppFonts`, registered with
/// `CTFontManagerRegisterFontsForURL`, or found beside a document), parsed once: text in it is
/// measured with the file's own line metrics, advances and kerning.
struct AppFontFace: Sendable, Hashable {
  /// The file the face comes from.
  let url: URL
  /// The face's place in a collection (0 for a single font file).
  let index: Int
  /// The parsed face.
  let font: OpenTypeFont
  /// The PostScript name UIKit creates it by (`UIFont(name:size:)`).
  let postScriptName: String
  /// The full name, which UIKit also accepts.
  let fullName: String?
  /// The family name `UIFont.familyNames` lists.
  let familyName: String
  /// The weight its `OS/2` weight class gives.
  let weight: UIFont.Weight
  /// Whether it is italic (`OS/2` selection bit 0, or "Italic"/"Oblique" in its name).
  let isItalic: Bool

  /// The largest font file read; anything bigger is refused rather than read into memory.
  static let maximumFileSize = 64 << 20
  /// The extensions of the font files an app bundles.
  static let fileExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

  /// UIKit's weight for each `OS/2` weight class in hundreds (100 thin … 900 black).
  private static let weightsByClass: [UIFont.Weight] = [
    .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
  ]

  private init(url: URL, index: Int, font: OpenTypeFont) throws(FontRegistrationError) {
    guard let postScriptName = font.names.postScriptName ?? font.names.fullName, !postScriptName.isEmpty else {
      throw FontRegistrationError(.insufficientInfo, fileURL: url, problem: "font \(index) has no PostScript name (name ID 6)")
    }
    self.url = url
    self.index = index
    self.font = font
    self.postScriptName = postScriptName
    fullName = font.names.fullName
    familyName = font.names.family ?? postScriptName
    let weightClass = font.os2?.weightClass ?? 400
    weight = Self.weightsByClass[min(max(weightClass / 100, 1), 9) - 1]
    isItalic = (font.os2.map { $0.selection & 1 != 0 } ?? false) || FontNameResolver.isItalic(name: postScriptName)
  }

  /// Every face in the font file at `url`; a missing, oversized or malformed file throws an
  /// error naming the file and the problem.
  static func load(contentsOf url: URL) throws(FontRegistrationError) -> [AppFontFace] {
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber
    guard let size else { throw FontRegistrationError(.fileNotFound, fileURL: url, problem: "no such font file") }
    guard size.intValue <= maximumFileSize else {
      throw FontRegistrationError(
        .exceededResourceLimit, fileURL: url,
        problem: "\(size.intValue) bytes is more than the \(maximumFileSize)-byte limit for a font file")
    }
    let data: Data
    do { data = try Data(contentsOf: url) } catch {
      throw FontRegistrationError(.fileNotFound, fileURL: url, problem: "cannot be read: \(error.localizedDescription)")
    }
    let fonts: [OpenTypeFont]
    do { fonts = try OpenTypeFont.faces(in: data) } catch let error as FontFileError {
      let code: CTFontManagerError = if case .unsupportedFormat = error { .unrecognizedFormat } else { .invalidFontData }
      throw FontRegistrationError(code, fileURL: url, problem: error.description)
    } catch {
      throw FontRegistrationError(.invalidFontData, fileURL: url, problem: "\(error)")
    }
    var faces: [AppFontFace] = []
    for (index, font) in fonts.enumerated() { faces.append(try AppFontFace(url: url, index: index, font: font)) }
    return faces
  }

  /// Whether UIKit would create this face by `name`: its PostScript or full name.
  func isNamed(_ name: String) -> Bool {
    name == postScriptName || name == fullName
  }

  static func == (lhs: AppFontFace, rhs: AppFontFace) -> Bool { lhs.url == rhs.url && lhs.index == rhs.index }

  func hash(into hasher: inout Hasher) {
    hasher.combine(url)
    hasher.combine(index)
  }
}
