import Foundation

extension UIAccessibilityTraits {
  /// Each trait by the name Interface Builder writes for it
  /// (`<accessibilityTraits key="traits" button="YES" header="YES"/>`); `none` is the empty set.
  package static let interfaceBuilderNames: [(name: String, trait: UIAccessibilityTraits)] = [
    ("button", .button), ("link", .link), ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
    ("keyboardKey", .keyboardKey), ("staticText", .staticText), ("summaryElement", .summaryElement),
    ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
    ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
    ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn), ("tabBar", .tabBar),
    ("header", .header),
  ]

  /// The traits Interface Builder names (names it does not know add nothing).
  package init(interfaceBuilderNames names: [String]) {
    self = []
    for (name, trait) in Self.interfaceBuilderNames where names.contains(name) { insert(trait) }
  }

  /// Interface Builder's names of these traits, sorted.
  package var interfaceBuilderNames: [String] {
    Self.interfaceBuilderNames.filter { contains($0.trait) }.map(\.name).sorted()
  }
}
