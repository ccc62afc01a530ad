extension Device {
  /// The safe-area insets of an iPad with a home indicator, in both orientations: 24 points for the
  /// status bar, 20 for the indicator. Evidence: ../shared/docs/devices.json (every rounded-corner
  /// iPad row, and its note on `ipad12_9rounded`: "3rd gen and later … insets top 24, bottom 20
  /// in both orientations").
  static let padHomeIndicatorSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

  /// This row's rounded-corner model, named by Interface Builder's `id`: the same screen with a
  /// home indicator instead of a home button, and its safe-area insets.
  func roundedModel(ibDeviceId id: String) -> Device {
    Device(
      name: "\(name), rounded corners", models: models, idiom: idiom, portraitSize: portraitSize, scale: scale,
      nativeScale: nativeScale, ibDeviceId: id, portraitSizeClasses: portraitSizeClasses,
      landscapeSizeClasses: landscapeSizeClasses, portraitSafeAreaInsets: Self.padHomeIndicatorSafeAreaInsets,
      landscapeSafeAreaInsets: Self.padHomeIndicatorSafeAreaInsets, safeAreaInsetsAreDerived: false,
      hasHomeIndicator: true, supportsPortraitUpsideDown: supportsPortraitUpsideDown, displayGamut: displayGamut,
      confidence: confidence, multitaskingWindows: multitaskingWindows)
  }
}
