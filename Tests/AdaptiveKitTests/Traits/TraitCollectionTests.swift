import AdaptiveKit
import Testing

@Suite("Trait collections: values, qualification, containment and combining")
struct TraitCollectionTests {
  /// The seeds' typical iPhone collection.
  static let typicalIPhone = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
    UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: 2.0),
  ])

  @Test("The typical iPhone collection (compact, regular, phone, 2.0) is fully qualified")
  func typicalCollectionIsFullyQualified() {
    let traits = Self.typicalIPhone
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.userInterfaceIdiom == .phone)
    #expect(traits.displayScale == 2.0)
    #expect(traits.isFullySpecified)
  }

  @Test("A collection missing values (compact width only) is partially specified")
  func partialCollectionIsNotFullyQualified() {
    let partial = UITraitCollection(horizontalSizeClass: .compact)
    #expect(partial.horizontalSizeClass == .compact)
    #expect(partial.verticalSizeClass == .unspecified)
    #expect(partial.userInterfaceIdiom == .unspecified)
    #expect(partial.displayScale == 0)
    #expect(!partial.isFullySpecified)
  }

  @Test("UITraitCollection() has every trait unspecified")
  func emptyCollectionIsUnspecified() {
    let empty = UITraitCollection()
    #expect(empty.horizontalSizeClass == .unspecified && empty.verticalSizeClass == .unspecified)
    #expect(empty.userInterfaceIdiom == .unspecified && empty.displayScale == 0)
    #expect(empty.userInterfaceStyle == .unspecified && empty.layoutDirection == .unspecified)
    #expect(empty.preferredContentSizeCategory == .unspecified)
    #expect(empty.forceTouchCapability == .unknown)
    #expect(empty.description == "<UITraitCollection>")
  }

  @Test("Each single-trait initializer specifies exactly that trait")
  func singleTraitInitializers() {
    let empty = UITraitCollection()
    let singles: [UITraitCollection] = [
      UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .compact),
      UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(displayScale: 3),
      UITraitCollection(displayGamut: .P3), UITraitCollection(layoutDirection: .rightToLeft),
      UITraitCollection(forceTouchCapability: .available),
      UITraitCollection(preferredContentSizeCategory: .extraLarge),
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high),
      UITraitCollection(userInterfaceLevel: .elevated), UITraitCollection(legibilityWeight: .bold),
      UITraitCollection(activeAppearance: .inactive),
    ]
    for single in singles {
      #expect(single.changedTraits(from: empty).count == 1, "\(single)")
    }
  }

  @Test(
    "containsTraits(in:) checks every trait the argument specifies",
    arguments: [
      (UITraitCollection(horizontalSizeClass: .compact), true),
      (UITraitCollection(horizontalSizeClass: .regular), false),
      (UITraitCollection(), true),
      (UITraitCollection(traitsFrom: [.init(userInterfaceIdiom: .phone), .init(displayScale: 3)]), false),
    ])
  func containment(other: UITraitCollection, expected: Bool) {
    #expect(Self.typicalIPhone.containsTraits(in: other) == expected)
  }

  @Test("A partial collection does not contain a collection specifying what it leaves unspecified")
  func unspecifiedNeverMatchesARealValue() {
    let partial = UITraitCollection(horizontalSizeClass: .compact)
    let both = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular)])
    #expect(!partial.containsTraits(in: both))
    #expect(both.containsTraits(in: partial))
  }

  @Test("containsTraits(in: nil) is true (unconfirmed, chosen behaviour)")
  func containsNil() {
    #expect(Self.typicalIPhone.containsTraits(in: nil))
  }

  @Test("Combining replaces unspecified values with specified ones, the last collection winning")
  func combiningLastWins() {
    let landscape = UITraitCollection(traitsFrom: [
      .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .compact),
      .init(userInterfaceIdiom: .phone), .init(displayScale: 2),
    ])
    let combined = UITraitCollection(traitsFrom: [landscape, UITraitCollection(horizontalSizeClass: .regular)])
    #expect(combined.horizontalSizeClass == .regular)
    #expect(combined.verticalSizeClass == .compact)
    #expect(combined.userInterfaceIdiom == .phone)
    #expect(combined.displayScale == 2)
    let reversed = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular), landscape])
    #expect(reversed.horizontalSizeClass == .compact)
  }

  @Test("An unspecified value never replaces a specified one; an empty list is all-unspecified")
  func combiningIgnoresUnspecified() {
    let combined = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), UITraitCollection()])
    #expect(combined.horizontalSizeClass == .compact)
    #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
  }

  @Test("Collections with equal values are equal and hash alike")
  func equality() {
    let a = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(displayScale: 2)])
    let b = UITraitCollection(traitsFrom: [.init(displayScale: 2), .init(horizontalSizeClass: .compact)])
    #expect(a == b)
    #expect(a.hash == b.hash)
    #expect(a != UITraitCollection(horizontalSizeClass: .compact))
  }

  @Test("The description lists specified traits in UIKit's style")
  func description() {
    #expect(
      Self.typicalIPhone.description
        == "<UITraitCollection: UserInterfaceIdiom = Phone, DisplayScale = 2, HorizontalSizeClass = Compact, VerticalSizeClass = Regular>"
    )
  }

  @Test("init(mutations:) and modifyingTraits(_:) set traits in one batch")
  func mutations() {
    let traits = UITraitCollection { traits in
      traits.horizontalSizeClass = .regular
      traits.userInterfaceStyle = .dark
    }
    #expect(traits.horizontalSizeClass == .regular && traits.userInterfaceStyle == .dark)
    #expect(traits.verticalSizeClass == .unspecified)
    let modified = traits.modifyingTraits { $0.verticalSizeClass = .compact }
    #expect(modified.horizontalSizeClass == .regular && modified.verticalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .unspecified, "the original is immutable")
  }

  @Test("hasDifferentColorAppearance compares style, contrast, level and gamut only")
  func colorAppearance() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    let lightCompact = UITraitCollection(traitsFrom: [light, .init(horizontalSizeClass: .compact)])
    #expect(!light.hasDifferentColorAppearance(comparedTo: lightCompact))
  }

  @Test("performAsCurrent sets UITraitCollection.current for the closure only")
  func current() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var seen: UIUserInterfaceStyle?
    dark.performAsCurrent { seen = UITraitCollection.current.userInterfaceStyle }
    #expect(seen == .dark)
    #expect(UITraitCollection.current.userInterfaceStyle != .dark)
  }
}

@Suite("Content size categories: twelve categories, ordering, accessibility")
struct ContentSizeCategoryTests {
  @Test func twelveOrderedCategories() {
    let all = UIContentSizeCategory.allCategories
    #expect(all.count == 12)
    #expect(all == all.sorted())
    #expect(UIContentSizeCategory.large < .extraLarge)
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
  }

  @Test func accessibilityCategories() {
    #expect(UIContentSizeCategory.allCategories.filter(\.isAccessibilityCategory).count == 5)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }
}
