import InterfaceBuilder

extension StoryboardSceneBuilder {
  /// A search bar configured from a `searchBar` element, for instantiated scenes (Interface
  /// Builder's layout keeps a plain view of the era's height instead: `IBEraMetrics`).
  static func makeSearchBar(for source: IBView) -> UISearchBar {
    let bar = UISearchBar(frame: .zero)
    let element = source.element
    bar.text = source.text
    bar.placeholder = source.placeholder
    bar.prompt = element["prompt"]
    switch element["searchBarStyle"] {
    case "prominent": bar.searchBarStyle = .prominent
    case "minimal": bar.searchBarStyle = .minimal
    default: bar.searchBarStyle = .default
    }
    // `black`, and iOS 6's `blackOpaque` and `blackTranslucent`, are UIKit's one dark style.
    bar.barStyle = element["barStyle"].map { $0.hasPrefix("black") ? UIBarStyle.black : .default } ?? .default
    if let translucent = element.bool("translucent") { bar.isTranslucent = translucent }
    bar.showsCancelButton = element.bool("showsCancelButton") ?? false
    bar.showsBookmarkButton = element.bool("showsBookmarkButton") ?? false
    bar.showsSearchResultsButton = element.bool("showsSearchResultsButton") ?? false
    bar.showsScopeBar = element.bool("showsScopeBar") ?? false
    let titles = element.children(named: "scopeButtonTitles").flatMap { $0.children(named: "string") }.map(\.text)
    if !titles.isEmpty { bar.scopeButtonTitles = titles }
    if let color = source.color(forKey: "barTintColor")?.runtimeColor { bar.barTintColor = color }
    applyTextInputTraits(of: element, to: bar)
    return bar
  }
}
