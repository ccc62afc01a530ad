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
  /// The trait variants layouts are made in besides the device's defaults (`--appearance`…,
  /// else the configuration's `traits:`).
  public let variants: [TraitVariant]

  private var cachedSurvey: LayoutSurvey?
  private var cachedLaunchScreenDiagnostics: [LaunchScreenDiagnostic]?

  /// Creates the input for one document.
  public init(
    document: IBDocument, file: String, url: URL? = nil, configuration: Configuration = Configuration(),
    variants: [TraitVariant]? = nil
  ) {
    self.document = document
    self.file = file
    self.url = url
    self.configuration = configuration
    self.variants = variants ?? configuration.traits.variants
  }

  /// Every scene root laid out in every configuration the linter checks; computed once, on first use.
  public var layoutSurvey: LayoutSurvey {
    if let cachedSurvey { return cachedSurvey }
    let survey = LayoutSurvey(document: document, variants: variants)
    cachedSurvey = survey
    return survey
  }

  /// What `LaunchScreenValidator` finds in the document; computed once, on first use.
  public var launchScreenDiagnostics: [LaunchScreenDiagnostic] {
    if let cachedLaunchScreenDiagnostics { return cachedLaunchScreenDiagnostics }
    let found = LaunchScreenValidator().validate(document)
    cachedLaunchScreenDiagnostics = found
    return found
  }
}
