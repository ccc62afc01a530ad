import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Every view's solved frame, the constraints in force and the trait collection of laid-out scene
/// roots: what `adaptive layout --json` prints.
public struct LayoutDump: Codable, Sendable, Equatable {
  /// One laid-out root (a scene's controller view or a top-level xib view).
  public struct Root: Codable, Sendable, Equatable {
    /// The scene's id (storyboards), else `nil`.
    public var sceneID: String?
    /// The root view's id.
    public var rootID: String
    /// The device (or canvas) the root filled.
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// The root view's trait collection after layout.
    public var traitCollection: Traits
    /// Every view, parents before children.
    public var views: [View]
    /// The document's constraints in force in this configuration (size-class variations applied).
    public var constraints: [Constraint]
    /// The engine's reports of constraints it had to break.
    public var conflicts: [String]
  }

  /// The traits that decide adaptive layout.
  public struct Traits: Codable, Sendable, Equatable {
    /// `compact`, `regular` or `unspecified`.
    public var horizontalSizeClass: String
    /// `compact`, `regular` or `unspecified`.
    public var verticalSizeClass: String
    /// `phone`, `pad` or `unspecified`.
    public var userInterfaceIdiom: String
    /// Points to pixels.
    public var displayScale: Double
    /// UIKit's description of the whole collection.
    public var description: String
  }

  /// One view.
  public struct View: Codable, Sendable, Equatable {
    /// The document id.
    public var id: String
    /// The class (custom class, else the UIKit class).
    public var className: String
    /// The superview's document id (`nil` for the root).
    public var parent: String?
    /// The solved frame in the superview's coordinates, `[x, y, width, height]`.
    public var frame: [Double]
    /// The solved frame in the window's coordinates, `[x, y, width, height]`.
    public var windowFrame: [Double]
    /// The frame Interface Builder stored, when it did.
    public var storedFrame: [Double]?
    /// Whether the engine finds the view's position or size undetermined.
    public var isAmbiguous: Bool
    /// `hidden`.
    public var isHidden: Bool
  }

  /// One installed constraint.
  public struct Constraint: Codable, Sendable, Equatable {
    /// The document id.
    public var id: String
    /// The constraint as UIKit describes it.
    public var description: String
    /// The first item's document id.
    public var firstItem: String
    /// The first attribute, as Interface Builder names it.
    public var firstAttribute: String
    /// `lessThanOrEqual`, `equal` or `greaterThanOrEqual`.
    public var relation: String
    /// The second item's document id.
    public var secondItem: String?
    /// The second attribute, as Interface Builder names it.
    public var secondAttribute: String?
    /// The multiplier.
    public var multiplier: Double
    /// The constant in force (after size-class variations).
    public var constant: Double
    /// The priority.
    public var priority: Double
  }

  /// The file as given.
  public var file: String
  /// Every root laid out, in document order.
  public var roots: [Root]

  /// A plain-text table: per root a header, then one line per view.
  public func text() -> String {
    var lines: [String] = []
    for root in roots {
      lines.append(
        "\(root.sceneID.map { "scene \($0), " } ?? "")root \(root.rootID) on \(root.device) \(root.orientation) (\(root.traitCollection.horizontalSizeClass) width, \(root.traitCollection.verticalSizeClass) height)"
      )
      for view in root.views {
        let frame = view.frame.map { ConstraintText.number(($0 * 100).rounded() / 100) }.joined(separator: " ")
        lines.append("  \(view.id)  \(view.className)  \(frame)\(view.isAmbiguous ? "  (ambiguous)" : "")")
      }
      lines.append("  \(root.constraints.count) constraint(s) installed, \(root.conflicts.count) conflict(s)")
    }
    return lines.joined(separator: "\n")
  }
}
