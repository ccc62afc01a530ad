import AdaptiveKit
import Foundation
import InterfaceBuilder

/// What a rule checks: one decoded document, where it came from, and its solved layouts on demand.
@MainActor
public final class LintInput {
  /// The document.
  public let document: IBDocument
  /// The path findings are reported against (as the user gave it, or relative to a folder argument).
  public let file: String
  /// The file on disk, when there is one; asset catalogs are looked up beside it.
  public let url: URL?
  /// The configuration in force for this file.
  public let configuration: Configuration
  /// The trait variants the accessibility rules lay each screen-filling root out in (by default
  /// the layout rules' `traitVariants`).
  public let variants: [TraitVariant]
  /// The trait variants the layout rules lay each scene out in besides the device's defaults
  /// (`--appearance`…, else the configuration's `traits:`).
  public let traitVariants: [TraitVariant]

  private var cachedSurvey: LayoutSurvey?
  private var cachedAccessibilitySurvey: AccessibilitySurvey?
  private var cachedLaunchScreenDiagnostics: [Diagnostic]?
  /// Screens the accessibility rules need that the layout survey laid out first, surveyed then.
  private var sharedScreens: [AccessibilitySurvey.ScreenKey: AccessibilitySurvey.Screen] = [:]

  /// Creates the input for one document; nil `traitVariants` means the configuration's, and nil
  /// (or empty) `variants` the trait variants.
  public init(
    document: IBDocument, file: String, url: URL? = nil, configuration: Configuration = Configuration(),
    variants: [TraitVariant]? = nil, traitVariants: [TraitVariant]? = nil
  ) {
    self.document = document
    self.file = file
    self.url = url
    self.configuration = configuration
    let traitVariants = traitVariants ?? configuration.traits.variants
    self.traitVariants = traitVariants
    self.variants = variants.flatMap { $0.isEmpty ? nil : $0 } ?? (traitVariants.isEmpty ? [.deviceDefault] : traitVariants)
  }

  /// Every screen-filling root laid out under every variant, surveyed for the accessibility
  /// rules; computed once, on first use.
  public var accessibilitySurvey: AccessibilitySurvey {
    if let cachedAccessibilitySurvey { return cachedAccessibilitySurvey }
    let survey = AccessibilitySurvey(document: document, url: url, variants: variants, surveyed: sharedScreens)
    sharedScreens = [:]
    cachedAccessibilitySurvey = survey
    return survey
  }

  /// Every scene root laid out in every configuration the linter checks; computed once, on first
  /// use. A layout the accessibility rules also need (the same scene, device, orientation and
  /// variant: a document saved on a matrix device, in a variant) is surveyed for them on the way,
  /// so no configuration is laid out twice.
  public var layoutSurvey: LayoutSurvey {
    if let cachedSurvey { return cachedSurvey }
    // The device's defaults never coincide: the layout survey lays the saved device out as saved.
    let wanted =
      cachedAccessibilitySurvey == nil && variants.contains(where: { !$0.isDeviceDefault })
      ? AccessibilitySurvey.keys(of: document, variants: variants) : []
    let colors = wanted.isEmpty ? nil : DocumentColors(document: document, url: url)
    var shared: [AccessibilitySurvey.ScreenKey: AccessibilitySurvey.Screen] = [:]
    let survey = LayoutSurvey(document: document, variants: traitVariants) { sceneID, device, orientation, variant, layout in
      let key = AccessibilitySurvey.ScreenKey(layoutID: sceneID, device: device.name, orientation: orientation, variant: variant)
      guard let colors, wanted.contains(key) else { return }
      shared[key] = AccessibilitySurvey.screen(of: layout, key: key, document: document, colors: colors)
    }
    sharedScreens = shared
    cachedSurvey = survey
    return survey
  }

  /// What `LaunchScreenValidator` finds in the document; computed once, on first use.
  public var launchScreenDiagnostics: [Diagnostic] {
    if let cachedLaunchScreenDiagnostics { return cachedLaunchScreenDiagnostics }
    let found = LaunchScreenValidator().validate(document)
    cachedLaunchScreenDiagnostics = found
    return found
  }
}
