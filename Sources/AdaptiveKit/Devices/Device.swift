/// A model of iPhone or iPad from the device catalog: its screen in points, scale, idiom, size
/// classes and safe areas per orientation, and the iPad multitasking window sizes.
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// The catalog row's name, e.g. "iPhone 6 Plus / 6s Plus / 7 Plus / 8 Plus".
  public let name: String
  /// Every model the row stands for.
  public let models: [String]
  /// Phone or pad (unspecified for a freeform screen, `canvas(name:size:)`).
  public let idiom: UIUserInterfaceIdiom
  /// The screen size in points, portrait.
  public let portraitSize: CGSize
  /// Points to pixels.
  public let scale: CGFloat
  /// The native scale of the panel (differs from `scale` on the Plus models).
  public let nativeScale: CGFloat
  /// The device id Interface Builder writes in `<device id="…">` ("retina4_7"), when known.
  public let ibDeviceId: String?
  /// Full-screen size classes in portrait.
  public let portraitSizeClasses: SizeClassPair
  /// Full-screen size classes in landscape.
  public let landscapeSizeClasses: SizeClassPair
  /// Safe-area insets of a full-screen window in portrait.
  public let portraitSafeAreaInsets: UIEdgeInsets
  /// Safe-area insets of a full-screen window in landscape.
  public let landscapeSafeAreaInsets: UIEdgeInsets
  /// Whether the insets are modelled rather than taken from the table (the table leaves them null).
  public let safeAreaInsetsAreDerived: Bool
  /// Whether the device has a home indicator instead of a home button.
  public let hasHomeIndicator: Bool
  /// Whether the interface can turn upside down.
  public let supportsPortraitUpsideDown: Bool
  /// The display's color gamut.
  public let displayGamut: UIDisplayGamut
  /// How sure the catalog is of this row.
  public let confidence: String
  /// The iPad app window sizes in Split View and Slide Over (empty on iPhone).
  public let multitaskingWindows: [MultitaskingWindow]

  /// Every device in the catalog.
  public static var all: [Device] { catalog }

  /// A freeform Any/Any canvas of the given size (Interface Builder's freeform metrics).
  public static func canvas(name: String, size: CGSize) -> Device {
    let any = SizeClassPair(horizontal: .unspecified, vertical: .unspecified)
    return Device(
      name: name, models: [], idiom: .unspecified, portraitSize: size, scale: 2, nativeScale: 2,
      ibDeviceId: nil, portraitSizeClasses: any, landscapeSizeClasses: any,
      portraitSafeAreaInsets: .zero, landscapeSafeAreaInsets: .zero, safeAreaInsetsAreDerived: false,
      hasHomeIndicator: false, supportsPortraitUpsideDown: true, displayGamut: .SRGB,
      confidence: "design canvas", multitaskingWindows: [])
  }

  /// The catalog device whose row name, model name or Interface Builder id matches, ignoring
  /// case. Nil for an unknown name. (Interface Builder's 600×600 generic canvas is not a device;
  /// `InterfaceBuilderCanvas` names it.)
  public static func named(_ name: String) -> Device? {
    let wanted = normalized(name)
    guard !wanted.isEmpty else { return nil }
    if let row = catalog.first(where: { normalized($0.name) == wanted }) { return row }
    if let row = catalog.first(where: { $0.models.contains { normalized($0) == wanted } }) { return row }
    return catalog.first { $0.ibDeviceId.map(normalized) == wanted }
  }

  /// The device Interface Builder means by a `<device id="…">` value.
  public static func withIBDeviceId(_ id: String) -> Device? {
    if let exact = catalog.first(where: { $0.ibDeviceId == id }) { return exact }
    // Interface Builder names the rounded-corner iPads of a size with a suffix (`ipad11_0rounded`,
    // `ipad12_9rounded`, `iPad13_0rounded`); the catalog knows the family by its first id.
    let lowered = id.lowercased()
    guard lowered.hasSuffix("rounded") else { return nil }
    var base = String(lowered.dropLast("rounded".count))
    if base.hasSuffix("_0") { base.removeLast(2) }
    guard let family = catalog.first(where: { $0.ibDeviceId == base }) else { return nil }
    // The catalog keeps a size's home-button and rounded models in one row (iPad Pro 12.9"
    // 1st–2nd gen and 3rd gen on); the rounded id means the latter.
    return family.hasHomeIndicator ? family : family.roundedModel(ibDeviceId: id)
  }

  /// Catalog names (rows and models) closest to a misspelled name, best first.
  public static func suggestions(for name: String, limit: Int = 3) -> [String] {
    let wanted = normalized(name)
    // A row's name is often also one of its models: offer each name once.
    var seen: Set<String> = []
    let names = catalog.flatMap { [$0.name] + $0.models }.filter { seen.insert($0).inserted }
    let scored: [(name: String, distance: Int)] = names.map { ($0, editDistance(normalized($0), wanted)) }
    let sorted = scored.sorted { lhs, rhs in
      lhs.distance != rhs.distance ? lhs.distance < rhs.distance : lhs.name < rhs.name
    }
    return sorted.prefix(limit).map(\.name)
  }

  private static func normalized(_ text: String) -> String {
    text.lowercased().replacingOccurrences(of: "\u{201D}", with: "\"")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }

  // MARK: Per orientation

  /// The screen size in points for an interface orientation (width and height swap in landscape).
  public func size(in orientation: UIInterfaceOrientation) -> CGSize {
    orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// The full-screen size classes for an orientation.
  public func sizeClasses(in orientation: UIInterfaceOrientation) -> SizeClassPair {
    orientation.isLandscape ? landscapeSizeClasses : portraitSizeClasses
  }

  /// The safe-area insets of a full-screen window; on notched phones the sensor housing sits on
  /// the left in landscapeRight (home indicator on the right) and on the right in landscapeLeft —
  /// the catalog's values are symmetric, so both give the same insets.
  public func safeAreaInsets(in orientation: UIInterfaceOrientation) -> UIEdgeInsets {
    orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
  }

  /// The multitasking window sizes for an orientation.
  public func multitaskingWindows(in orientation: UIInterfaceOrientation) -> [MultitaskingWindow] {
    multitaskingWindows.filter { $0.isLandscape == orientation.isLandscape }
  }

  /// Whether the interface may take the orientation (home-indicator iPhones never turn upside down).
  public func supports(_ orientation: UIInterfaceOrientation) -> Bool {
    switch orientation {
    case .unknown: return false
    case .portraitUpsideDown: return supportsPortraitUpsideDown
    default: return true
    }
  }

  /// The size classes UIKit gives an app window of `size` on this device. iPad widths the catalog
  /// lists give their listed classes; other widths are compact below the boundary between the
  /// widest compact and the narrowest regular multitasking width of the catalog (unconfirmed,
  /// chosen rule; the height class of an iPad window is always regular).
  public func sizeClasses(forWindowSize size: CGSize, in orientation: UIInterfaceOrientation) -> SizeClassPair {
    let screen = self.size(in: orientation)
    if abs(size.width - screen.width) < 0.5 && abs(size.height - screen.height) < 0.5 {
      return sizeClasses(in: orientation)
    }
    guard idiom == .pad else { return sizeClasses(in: orientation) }
    if let window = multitaskingWindows(in: orientation).first(where: { abs($0.size.width - size.width) < 0.5 }) {
      return window.sizeClasses
    }
    return SizeClassPair(
      horizontal: size.width >= Device.compactWidthBoundary ? .regular : .compact, vertical: .regular)
  }

  /// The width from which an iPad window is horizontally regular, derived from the catalog.
  public static let compactWidthBoundary: CGFloat = {
    let windows = catalog.flatMap(\.multitaskingWindows).filter { $0.mode != .fullScreen }
    let widestCompact = windows.filter { $0.sizeClasses.horizontal == .compact }.map(\.size.width).max() ?? 592
    let narrowestRegular = windows.filter { $0.sizeClasses.horizontal == .regular }.map(\.size.width).min() ?? 639
    return (widestCompact + narrowestRegular) / 2
  }()

  /// The traits of a full-screen app on this device in an orientation.
  public func traitCollection(in orientation: UIInterfaceOrientation) -> UITraitCollection {
    UITraitCollection(storage: traitStorage(sizeClasses: sizeClasses(in: orientation)))
  }

  /// Screen traits with the given size classes; the other traits take the defaults of a device
  /// in its standard settings (light, left-to-right, Large text, normal contrast, base level).
  func traitStorage(sizeClasses: SizeClassPair) -> TraitStorage {
    var storage = TraitStorage()
    storage.horizontalSizeClass = sizeClasses.horizontal
    storage.verticalSizeClass = sizeClasses.vertical
    storage.userInterfaceIdiom = idiom
    storage.displayScale = scale
    storage.displayGamut = displayGamut
    storage.layoutDirection = .leftToRight
    storage.forceTouchCapability = .unavailable
    storage.preferredContentSizeCategory = .large
    storage.userInterfaceStyle = .light
    storage.accessibilityContrast = .normal
    storage.userInterfaceLevel = .base
    storage.legibilityWeight = .regular
    storage.activeAppearance = .active
    return storage
  }

  public var description: String { name }
}

extension Device {
  /// The same device with other safe-area insets (a design tool's simulated status bar, say).
  package func withSafeAreaInsets(portrait: UIEdgeInsets, landscape: UIEdgeInsets) -> Device {
    Device(
      name: name, models: models, idiom: idiom, portraitSize: portraitSize, scale: scale, nativeScale: nativeScale,
      ibDeviceId: ibDeviceId, portraitSizeClasses: portraitSizeClasses, landscapeSizeClasses: landscapeSizeClasses,
      portraitSafeAreaInsets: portrait, landscapeSafeAreaInsets: landscape, safeAreaInsetsAreDerived: true,
      hasHomeIndicator: hasHomeIndicator, supportsPortraitUpsideDown: supportsPortraitUpsideDown,
      displayGamut: displayGamut, confidence: confidence, multitaskingWindows: multitaskingWindows)
  }
}
