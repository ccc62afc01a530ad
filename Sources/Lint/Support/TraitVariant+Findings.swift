import AdaptiveKit

extension TraitVariant {
  /// How findings name the variant in `Diagnostic.LayoutContext.traits` (`dark, AX5, rtl`); nil
  /// for the device's own settings, so findings without variants read as before.
  var findingTraits: String? {
    nameComponents.isEmpty ? nil : nameComponents.joined(separator: ", ")
  }
}
