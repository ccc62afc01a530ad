import Foundation

/// A placeholder in a menu whose elements a closure provides when the menu is shown (iOS 14):
/// UIKit shows a loading item until the provider calls its completion. A cached element asks its
/// provider once and keeps the result; an uncached one (iOS 15) asks every time the menu is shown.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
  /// What a provider calls with the elements that replace the placeholder.
  public typealias Completion = @MainActor ([UIMenuElement]) -> Void
  /// Makes the elements and hands them to the completion, at once or later.
  public typealias ElementProvider = @MainActor (@escaping Completion) -> Void

  private let elementProvider: ElementProvider
  private let cachesElements: Bool
  private var cachedElements: [UIMenuElement]?
  private var isLoading = false

  private init(provider: @escaping ElementProvider, caches: Bool) {
    elementProvider = provider
    cachesElements = caches
    super.init(title: "", image: nil)
  }

  /// An element whose provider runs the first time the menu is shown; its result is kept.
  public convenience init(_ elementProvider: @escaping ElementProvider) {
    self.init(provider: elementProvider, caches: true)
  }

  /// An element whose provider runs every time the menu is shown (iOS 15).
  public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
    UIDeferredMenuElement(provider: elementProvider, caches: false)
  }

  /// The elements shown in the placeholder's place: the cached result, or what the provider
  /// gives now; a provider that has not called back yet shows nothing (UIKit's loading item).
  func loadedElements() -> [UIMenuElement] {
    if cachesElements, let cachedElements { return cachedElements }
    guard !isLoading else { return [] }
    var delivered: [UIMenuElement]?
    isLoading = true
    elementProvider { [weak self] elements in
      delivered = elements
      guard let self else { return }
      self.isLoading = false
      if self.cachesElements { self.cachedElements = elements }
    }
    return delivered ?? []
  }

  /// Whether a cached element's provider already gave its elements.
  package var hasLoadedElements: Bool { cachedElements != nil }
}
