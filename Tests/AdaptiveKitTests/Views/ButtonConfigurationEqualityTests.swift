import AdaptiveKit
import Foundation
import Testing

/// `UIButton.Configuration` and `UIBackgroundConfiguration` are `Hashable` by value, as in UIKit.
@MainActor
@Suite("Button configurations compare and hash by value")
struct ButtonConfigurationEqualityTests {
  static func titled(_ title: String) -> UIButton.Configuration {
    var configuration = UIButton.Configuration.filled()
    configuration.title = title
    configuration.imagePadding = 6
    return configuration
  }

  @Test("configurations made the same way are equal and hash alike")
  func sameValuesEqual() {
    let first = Self.titled("Buy")
    let second = Self.titled("Buy")
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
  }

  @Test("a different preset, title, size, inset or background makes configurations differ")
  func differencesCount() {
    let base = Self.titled("Buy")
    var changes: [UIButton.Configuration] = [.gray(), Self.titled("Sell")]
    var small = base
    small.buttonSize = .small
    var inset = base
    inset.contentInsets = .zero
    var rounded = base
    rounded.background.cornerRadius = 12
    var colored = base
    colored.baseForegroundColor = .red
    changes += [small, inset, rounded, colored]
    for (index, changed) in changes.enumerated() { #expect(changed != base, "change \(index)") }
  }

  @Test("a color transformer is equal to its copies and to no other transformer")
  func transformersByIdentity() {
    let grayscale = UIConfigurationColorTransformer { $0 }
    var first = Self.titled("Buy")
    first.imageColorTransformer = grayscale
    var second = Self.titled("Buy")
    second.imageColorTransformer = grayscale
    #expect(first == second)
    second.imageColorTransformer = UIConfigurationColorTransformer { $0 }
    #expect(first != second)
  }

  @Test("a button hands back the configuration it was given")
  func buttonKeepsConfiguration() {
    let configuration = Self.titled("Buy")
    let button = UIButton(configuration: configuration)
    #expect(button.configuration == configuration)
  }

  @Test("background configurations compare by value")
  func backgroundEquality() {
    var first = UIBackgroundConfiguration.clear()
    var second = UIBackgroundConfiguration.clear()
    #expect(first == second)
    first.strokeWidth = 1
    #expect(first != second)
    second.strokeWidth = 1
    #expect(first.hashValue == second.hashValue)
  }
}
