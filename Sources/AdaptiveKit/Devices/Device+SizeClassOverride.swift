extension Device {
  /// The same device as Interface Builder's size-class grid shows it while one cell is edited:
  /// this screen, scale and safe areas, with `sizeClasses` in both orientations.
  public func withSizeClasses(_ sizeClasses: SizeClassPair) -> Device {
    Device(
      name: name, models: models, idiom: idiom, portraitSize: portraitSize, scale: scale, nativeScale: nativeScale,
      ibDeviceId: ibDeviceId, portraitSizeClasses: sizeClasses, landscapeSizeClasses: sizeClasses,
      portraitSafeAreaInsets: portraitSafeAreaInsets, landscapeSafeAreaInsets: landscapeSafeAreaInsets,
      safeAreaInsetsAreDerived: safeAreaInsetsAreDerived, hasHomeIndicator: hasHomeIndicator,
      supportsPortraitUpsideDown: supportsPortraitUpsideDown, displayGamut: displayGamut, confidence: confidence,
      multitaskingWindows: multitaskingWindows)
  }
}
