import Foundation
import Testing

import InterfaceBuilder

/// Every tool looks for a document's app files (images, asset catalogs, fonts) in one folder:
/// the document's own, or the one above its localization folder.
@Suite("A document's app folder is its folder, or the folder above its .lproj")
struct DocumentAppFolderTests {
  @Test("A document beside its resources: its own folder")
  func plainFolder() {
    let url = URL(fileURLWithPath: "/projects/App/Main.storyboard")
    #expect(IBDocument.appFolder(forDocumentAt: url).path == "/projects/App")
  }

  @Test("A document in Base.lproj or a language's .lproj: the folder above it")
  func localizationFolder() {
    for folder in ["Base.lproj", "en.lproj"] {
      let url = URL(fileURLWithPath: "/projects/App/\(folder)/Main.storyboard")
      #expect(IBDocument.appFolder(forDocumentAt: url).path == "/projects/App")
      #expect(IBDocument.appFolder(forDocumentFolder: url.deletingLastPathComponent()).path == "/projects/App")
    }
  }

  @Test("A path with dots is standardized first, so one folder has one key")
  func standardized() {
    let url = URL(fileURLWithPath: "/projects/App/Sub/../Base.lproj/Main.storyboard")
    #expect(IBDocument.appFolder(forDocumentAt: url).path == "/projects/App")
  }
}
