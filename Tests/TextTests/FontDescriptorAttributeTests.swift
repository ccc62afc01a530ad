import AdaptiveKit
import Foundation
import Testing

/// `UIFontDescriptor`'s attribute dictionary: Dynamic Type descriptors, weights added to them,
/// families and faces, and attributes kept as given.
@MainActor
@Suite("Font descriptors made from and turned into attributes")
struct FontDescriptorAttributeTests {
  @Test("A text style's descriptor makes the style's font, at the trait collection's text size")
  func preferredDescriptor() throws {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    #expect(body.pointSize == 17)
    #expect(body.object(forKey: .textStyle) as? String == "UICTFontTextStyleBody")
    let font = UIFont(descriptor: body, size: 0)
    let preferred = UIFont.preferredFont(forTextStyle: .body)
    #expect(font.pointSize == preferred.pointSize && font.lineHeight == preferred.lineHeight)
    let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let big = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: large)
    #expect(big.pointSize == UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize)
    #expect(big.pointSize > 17)
  }

  @Test("A weight added to a text style's descriptor keeps the style's size and makes it heavier")
  func addingWeight() throws {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    let semibold = body.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
    let font = UIFont(descriptor: semibold, size: 0)
    #expect(font.pointSize == 17)
    #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
    func width(_ font: UIFont) -> CGFloat {
      let label = UILabel()
      label.font = font
      label.text = "Dynamic"
      return label.intrinsicContentSize.width
    }
    #expect(width(font) > width(UIFont(descriptor: body, size: 0)))
    // A weight as a plain number, as Objective-C code writes it.
    let numeric = body.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: 0.4]])
    #expect(UIFont(descriptor: numeric, size: 0).fontDescriptor.symbolicTraits.contains(.traitBold))
  }

  @Test("A family and a face name a font this runtime knows")
  func familyAndFace() throws {
    let bold = UIFontDescriptor(fontAttributes: [.family: "Helvetica Neue", .face: "Bold", .size: 20])
    let font = UIFont(descriptor: bold, size: 0)
    #expect(font.fontName == "HelveticaNeue-Bold")
    #expect(font.pointSize == 20)
    let regular = UIFont(descriptor: bold.withFace("Regular"), size: 0)
    #expect(regular.fontName == "HelveticaNeue")
    let light = UIFont(descriptor: UIFontDescriptor(name: "HelveticaNeue", size: 13).withFace("Light"), size: 0)
    #expect(light.fontName == "HelveticaNeue-Light")
    #expect(light.pointSize == 13)
  }

  @Test("Attributes read back: name, size, traits; unapplied attributes are kept")
  func roundTrip() throws {
    let descriptor = UIFontDescriptor(fontAttributes: [
      .name: "HelveticaNeue-Medium", .size: 15, .featureSettings: [["feature": 1]],
    ])
    let attributes = descriptor.fontAttributes
    #expect(attributes[.name] as? String == "HelveticaNeue-Medium")
    #expect(attributes[.size] as? CGFloat == 15)
    #expect(attributes[.featureSettings] != nil)
    let traits = try #require(attributes[.traits] as? [UIFontDescriptor.TraitKey: Any])
    #expect(traits[.weight] as? CGFloat == UIFont.Weight.medium.rawValue)
    #expect(UIFontDescriptor(fontAttributes: attributes) == descriptor)
    let helvetica = descriptor.withFamily("Helvetica")
    #expect(helvetica.object(forKey: .family) as? String == "Helvetica")
    #expect(UIFont(descriptor: helvetica, size: 0).familyName == "Helvetica")
  }

  @Test("An empty attribute dictionary describes the system font; a slant makes it italic")
  func emptyAndSlant() throws {
    let plain = UIFont(descriptor: UIFontDescriptor(fontAttributes: [:]), size: 12)
    #expect(plain.fontName == UIFont.systemFont(ofSize: 12).fontName)
    let slanted = UIFontDescriptor(fontAttributes: [.traits: [UIFontDescriptor.TraitKey.slant: 0.07]])
    #expect(slanted.symbolicTraits.contains(.traitItalic))
  }
}
