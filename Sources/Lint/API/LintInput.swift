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
  /// The user settings the accessibility rules lay each scene out under (by default one: the
  /// device's defaults).
  public let variants: [LintVariant]
  /// The trait variants the layout rules lay each scene out in besides the device's defaults
  /// (`--appearance`…, else the configuration's `traits:`).
  public let traitVariants: [TraitVariant]

  private var cachedSurvey: LayoutSurvey?
  private var cachedAccessibilitySurvey: AccessibilitySurvey?
  private var cachedLaunchScreenDiagnostics: [Diagnostic]?

  /// Creates the input for one document; an empty `variants` list means the standard one, and
  /// nil `traitVariants` the configuration's.
  public init(
    document: IBDocument, file: String, url: URL? = nil, configuration: Configuration = Configuration(),
    variants: [LintVariant] = [.standard], traitVariants: [TraitVariant]? = nil
  ) {
    self.document = document
    self.file = file
    self.url = url
    self.configuration = configuration
    self.variants = variants.isEmpty ? [.standard] : variants
    self.traitVariants = traitVariants ?? configuration.traits.variants
  }

  /// Every screen-filling root laid out under every variant, surveyed for the accessibility
  /// rules; computed once, on first use.
  public var accessibilitySurvey: AccessibilitySurvey {
    if let cachedAccessibilitySurvey { return cachedAccessibilitySurvey }
    let survey = AccessibilitySurvey(document: document, url: url, variants: variants)
    cachedAccessibilitySurvey = survey
    return survey
  }

  /// Every scene root laid out in every configuration the linter checks; computed once, on first use.
  public var layoutSurvey: LayoutSurvey {
    if let cachedSurvey { return cachedSurvey }
    let survey = LayoutSurvey(document: document, variants: traitVariants)
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
