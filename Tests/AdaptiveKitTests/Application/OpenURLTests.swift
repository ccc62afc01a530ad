import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UIApplication opens URLs of the apps a device has and records them")
struct OpenURLTests {
  @Test("the system apps' schemes can be opened; an unknown app's cannot until it is installed")
  func canOpen() throws {
    let app = UIApplication.shared
    let saved = app._installedURLSchemes
    defer { app._installedURLSchemes = saved }
    #expect(app.canOpenURL(try #require(URL(string: "https://example.com"))))
    #expect(app.canOpenURL(try #require(URL(string: "TEL:+15551234567"))))
    #expect(app.canOpenURL(try #require(URL(string: UIApplication.openSettingsURLString))))
    let other = try #require(URL(string: "otherapp://open"))
    #expect(!app.canOpenURL(other))
    app._installedURLSchemes = ["OtherApp"]
    #expect(app.canOpenURL(other))
    #expect(UIApplication.openSettingsURLString == "app-settings:")
  }

  @Test("open records what it opened and completes with the answer; universal-links-only opens nothing")
  func open() throws {
    let app = UIApplication.shared
    let page = try #require(URL(string: "https://example.com/page"))
    let unknown = try #require(URL(string: "nobody://x"))
    let before = app._openedURLs.count
    var results: [Bool] = []
    app.open(page) { results.append($0) }
    app.open(unknown, options: [:]) { results.append($0) }
    app.open(page, options: [.universalLinksOnly: true]) { results.append($0) }
    #expect(results == [true, false, false])
    #expect(Array(app._openedURLs.dropFirst(before)) == [page])
  }
}
