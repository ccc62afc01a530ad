import AdaptiveKit
import ArgumentParser
import Foundation
import Lint

/// `--appearance`, `--content-size`, `--layout-direction`, `--contrast`, `--ios` and
/// `--variants`: the trait variants to show each configuration in. Repeated values are crossed;
/// with none given, the `traits:` of the nearest `.adaptive.yml` apply.
struct TraitOptions: ParsableArguments {
  @Option(name: .customLong("appearance"), help: ArgumentHelp("light or dark (repeatable).", valueName: "style"))
  var appearances: [String] = []

  @Option(
    name: .customLong("content-size"),
    help: ArgumentHelp("A Dynamic Type size: XS S M L XL XXL XXXL AX1…AX5 or UIKit's name (repeatable).", valueName: "size"))
  var contentSizes: [String] = []

  @Option(name: .customLong("layout-direction"), help: ArgumentHelp("ltr or rtl (repeatable).", valueName: "direction"))
  var layoutDirections: [String] = []

  @Option(name: .customLong("contrast"), help: ArgumentHelp("normal or high (repeatable).", valueName: "contrast"))
  var contrasts: [String] = []

  @Option(name: .customLong("ios"), help: ArgumentHelp("The iOS release whose UIKit runs, such as 17 (repeatable).", valueName: "release"))
  var releases: [String] = []

  @Option(
    name: .customLong("variants"),
    help: ArgumentHelp(
      "A named matrix: \(TraitMatrix.namedOrder.joined(separator: ", ")) (repeatable).", valueName: "name"))
  var variantNames: [String] = []

  /// The matrix the options give; throws the usage exit code after reporting a bad value.
  func matrix() throws -> TraitMatrix {
    var matrix = TraitMatrix()
    do {
      for text in appearances { try matrix.addAppearance(text) }
      for text in contentSizes { try matrix.addContentSize(text) }
      for text in layoutDirections { try matrix.addLayoutDirection(text) }
      for text in contrasts { try matrix.addContrast(text) }
      for text in releases { try matrix.addRelease(text) }
      for text in variantNames { try matrix.addVariants(named: text) }
    } catch {
      throw CLIError.usage(Self.message(error))
    }
    return matrix
  }

  /// The variants to show: the options' matrix over the `.adaptive.yml` defaults found from
  /// `paths` (the first path's folder upwards, else the current folder).
  func variants(searchingFrom paths: [String]) throws -> [TraitVariant] {
    let options = try matrix()
    return try Self.defaults(searchingFrom: paths).overridden(by: options).variants
  }

  /// The `traits:` of the nearest `.adaptive.yml`, or an empty matrix.
  static func defaults(searchingFrom paths: [String]) throws -> TraitMatrix {
    try nearestConfiguration(searchingFrom: paths)?.traits ?? TraitMatrix()
  }

  /// The nearest `.adaptive.yml` from `paths` (the first path's folder upwards, else the current
  /// folder), or nil; a file that does not read is a usage error.
  static func nearestConfiguration(searchingFrom paths: [String]) throws -> Configuration? {
    let start = paths.first.map { URL(fileURLWithPath: $0).standardizedFileURL }
    var folder = start ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
      folder = folder.deletingLastPathComponent()
    }
    guard let file = Configuration.file(searchingUpFrom: folder) else { return nil }
    do {
      return try Configuration(contentsOf: file)
    } catch {
      throw CLIError.usage(error.description)
    }
  }

  /// `unknown --appearance 'dim'; expected one of: light, dark`.
  static func message(_ error: TraitVariantError) -> String {
    var flagged = error
    flagged.option = "--" + error.option
    return flagged.description
  }

  /// The same options as command-line arguments, for worker processes.
  var arguments: [String] {
    let options: [(String, [String])] = [
      ("--appearance", appearances), ("--content-size", contentSizes), ("--layout-direction", layoutDirections),
      ("--contrast", contrasts), ("--ios", releases), ("--variants", variantNames),
    ]
    return options.flatMap { name, values in values.flatMap { [name, $0] } }
  }
}
