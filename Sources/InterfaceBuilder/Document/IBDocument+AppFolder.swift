import Foundation

extension IBDocument {
  /// The folder of the app files around a document at `url` (asset catalogs, image files,
  /// fonts): the document's own folder, or the one above it when the document sits in a
  /// localization folder (`Base.lproj`), as Xcode projects keep their resources beside their
  /// `.lproj` folders.
  package static func appFolder(forDocumentAt url: URL) -> URL {
    appFolder(forDocumentFolder: url.deletingLastPathComponent())
  }

  /// The app folder for a document that sits in `folder` (`appFolder(forDocumentAt:)`).
  package static func appFolder(forDocumentFolder folder: URL) -> URL {
    let folder = folder.standardizedFileURL
    return folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
  }
}
