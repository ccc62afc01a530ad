import AdaptiveKit
import Foundation
import Testing

/// One lookup of a loose file: the name asked for, the device, and what should be found.
struct FileLookupCase: CustomTestStringConvertible, Sendable {
  let name: String
  let scale: CGFloat
  let idiom: UIUserInterfaceIdiom
  /// Expected point size and scale, or nil for no image.
  let expected: (size: CGSize, scale: CGFloat)?
  let why: String
  var testDescription: String { "\(name) at @\(Int(scale))x on \(idiom): \(why)" }
}

@MainActor
@Suite("Loose image files: scale and device suffixes with UIKit's fallback order")
struct ImageFileLookupTests {
  nonisolated static let cases: [FileLookupCase] = [
    .init(name: "Icon", scale: 1, idiom: .phone, expected: (CGSize(width: 10, height: 10), 1), why: "plain file is 1x"),
    .init(name: "Icon", scale: 2, idiom: .phone, expected: (CGSize(width: 10, height: 10), 2), why: "exact @2x"),
    .init(name: "Icon", scale: 3, idiom: .phone, expected: (CGSize(width: 10, height: 10), 3), why: "exact @3x"),
    .init(name: "Icon.png", scale: 3, idiom: .phone, expected: (CGSize(width: 10, height: 10), 3), why: "extension given"),
    .init(name: "Icon", scale: 1, idiom: .pad, expected: (CGSize(width: 12, height: 12), 1), why: "~ipad before plain"),
    .init(name: "Icon", scale: 2, idiom: .pad, expected: (CGSize(width: 12, height: 12), 2), why: "@2x~ipad"),
    .init(name: "Icon", scale: 3, idiom: .pad, expected: (CGSize(width: 10, height: 10), 3), why: "@3x before lower ~ipad"),
    .init(name: "OnlyDouble", scale: 1, idiom: .phone, expected: (CGSize(width: 20, height: 10), 2), why: "higher scale last"),
    .init(name: "OnlyDouble", scale: 3, idiom: .phone, expected: (CGSize(width: 20, height: 10), 2), why: "lower scale"),
    .init(name: "OnlySingle", scale: 3, idiom: .phone, expected: (CGSize(width: 16, height: 8), 1), why: "down to 1x"),
    .init(name: "PadOnly", scale: 2, idiom: .phone, expected: nil, why: "iPad file never on a phone"),
    .init(name: "PadOnly", scale: 2, idiom: .pad, expected: (CGSize(width: 16, height: 16), 2), why: "iPad file on an iPad"),
    .init(name: "PhoneAndPlain", scale: 2, idiom: .phone, expected: (CGSize(width: 25, height: 25), 2), why: "@2x~iphone"),
    .init(name: "PhoneAndPlain", scale: 2, idiom: .pad, expected: (CGSize(width: 20, height: 20), 3), why: "~iphone skipped on iPad"),
    .init(name: "PhoneAndPlain", scale: 3, idiom: .phone, expected: (CGSize(width: 20, height: 20), 3), why: "exact scale before idiom"),
    .init(name: "Photo.jpg", scale: 2, idiom: .phone, expected: (CGSize(width: 24, height: 16), 1), why: "JPEG needs its extension"),
    .init(name: "Photo", scale: 2, idiom: .phone, expected: nil, why: "no extension means PNG"),
    .init(name: "Missing", scale: 2, idiom: .phone, expected: nil, why: "nothing by that name"),
  ]

  @Test("UIImage(named:in:compatibleWith:) picks the file for the scale and idiom", arguments: cases)
  func lookup(_ lookup: FileLookupCase) {
    let traits = ImageFixtures.traits(scale: lookup.scale, idiom: lookup.idiom)
    let image = UIImage(named: lookup.name, in: ImageFixtures.imagesBundle, compatibleWith: traits)
    #expect(image?.size == lookup.expected?.size)
    #expect(image?.scale == lookup.expected?.scale)
  }

  @Test("The seeds' FromFile(\"MonkeyIcon.png\"): an iPhone 8 Plus loads the @3x file by itself")
  func contentsOfFileUsesMainScreen() throws {
    _ = Simulator(device: try #require(Device.named("iPhone 8 Plus")))
    let plus = try #require(UIImage(contentsOfFile: ImageFixtures.path("Icon.png")))
    #expect(plus.scale == 3)
    #expect(plus.size == CGSize(width: 10, height: 10))
    _ = Simulator(device: try #require(Device.named("iPad Air 2")))
    let pad = try #require(UIImage(contentsOfFile: ImageFixtures.path("Icon.png")))
    #expect(pad.scale == 2)
    #expect(pad.size == CGSize(width: 12, height: 12))
    #expect(pad.traitCollection.userInterfaceIdiom == .pad)
  }

  @Test("A path naming one exact variant loads that file only")
  func explicitVariant() throws {
    let image = try #require(UIImage(contentsOfFile: ImageFixtures.path("Icon@3x.png")))
    #expect(image.scale == 3)
    #expect(UIImage(contentsOfFile: ImageFixtures.path("OnlyDouble@3x.png")) == nil)
  }

  @Test("Loose files have no image asset; rendering mode round-trips")
  func renderingMode() throws {
    let traits = ImageFixtures.traits(scale: 2, idiom: .phone)
    let image = try #require(UIImage(named: "Icon", in: ImageFixtures.imagesBundle, compatibleWith: traits))
    #expect(image.imageAsset == nil)
    #expect(image.renderingMode == .automatic)
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate)
    #expect(template.size == image.size)
  }
}
