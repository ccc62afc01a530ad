import AdaptiveKit
import Foundation
import InterfaceBuilder

/// What every drawing function needs: the SVG being written, the document's resources for
/// colors, and a counter for ids unique within one SVG (clip paths).
@MainActor
final class DrawingContext {
  /// The markup being written.
  var writer = SVGWriter()
  /// The document drawn from.
  let document: IBDocument
  /// Log messages layout produced while drawing (cells and columns are laid out on the way).
  var messages: [String] = []
  private var nextID = 0

  init(document: IBDocument) { self.document = document }

  /// The document's resources, for named and system colors.
  var resources: IBResources { document.resources }

  /// An id not used before in this SVG.
  func uniqueID(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }

  /// A color of a view, resolved, or nil when unset or unresolvable.
  func color(_ color: IBColor?) -> RenderColor? { RenderColor(color, resources: resources) }
}
