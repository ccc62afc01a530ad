import AdaptiveKit
import Foundation
import Yams

extension Configuration {
  /// The keys of `traits:`, each taking one value or a list, as the command-line options do.
  static let traitKeys = ["appearance", "content-size", "layout-direction", "contrast", "ios", "variants"]

  /// Reads `traits:` (`appearance: dark`, `content-size: [L, AX5]`, `variants: accessibility`).
  static func traits(_ node: Node, path: String) throws(ConfigurationError) -> TraitMatrix {
    guard let mapping = node.mapping else {
      throw ConfigurationError(
        path: path, line: node.mark?.line ?? 0,
        message: "'traits' must map \(traitKeys.joined(separator: ", ")) to a value or a list of values")
    }
    var matrix = TraitMatrix()
    for (key, value) in mapping {
      let name = key.string ?? ""
      let values = value.sequence.map { $0.compactMap(scalarText) } ?? scalarText(value).map { [$0] } ?? []
      for text in values {
        do {
          switch name {
          case "appearance": try matrix.addAppearance(text)
          case "content-size": try matrix.addContentSize(text)
          case "layout-direction": try matrix.addLayoutDirection(text)
          case "contrast": try matrix.addContrast(text)
          case "ios": try matrix.addRelease(text)
          case "variants": try matrix.addVariants(named: text)
          default:
            throw ConfigurationError(
              path: path, line: key.mark?.line ?? 0,
              message: "unknown setting '\(name)' under 'traits'; expected \(traitKeys.joined(separator: ", "))")
          }
        } catch let error as TraitVariantError {
          throw ConfigurationError(path: path, line: value.mark?.line ?? key.mark?.line ?? 0, message: error.description)
        } catch let error as ConfigurationError {
          throw error
        } catch {
          throw ConfigurationError(path: path, line: key.mark?.line ?? 0, message: "\(error)")
        }
      }
    }
    return matrix
  }

  /// A scalar's text; YAML reads `17` as a number and `ios: 14.5` as a float, kept as written.
  private static func scalarText(_ node: Node) -> String? {
    node.scalar?.string
  }
}
