import Foundation

/// The machine-readable layout beside a picture (`adaptive render --tree DIR`): the drawn view
/// tree of one scene in one configuration and trait variant. The schema is documented in
/// Documentation/tree-json.md; its JSON is written with sorted keys, so two runs over the same
/// input produce the same bytes.
public struct SceneTree: Encodable, Sendable, Equatable {
  /// The schema's version, raised when a field changes meaning or goes away.
  public static let currentSchemaVersion = 1

  /// `currentSchemaVersion` when written.
  public var schemaVersion = SceneTree.currentSchemaVersion
  /// The document's file name.
  public var document: String
  /// The scene drawn.
  public var scene: Scene
  /// The device, orientation and window.
  public var configuration: Configuration
  /// The traits the scene was laid out with.
  public var traits: Traits
  /// The screen's (or window's) width and height in points.
  public var size: [Double]
  /// The drawn views, roots first (a split view's columns are separate roots); hidden views and
  /// their subviews are left out, as in the picture.
  public var views: [View]

  /// The scene's identity.
  public struct Scene: Encodable, Sendable, Equatable {
    /// The scene id (storyboards) or the top-level view's id (xibs).
    public var id: String
    /// The name Interface Builder shows.
    public var title: String
    /// The controller's (or view's) class.
    public var `class`: String
    /// The controller's storyboard identifier.
    public var storyboardIdentifier: String?
  }

  /// Where the scene was shown.
  public struct Configuration: Encodable, Sendable, Equatable {
    /// The device's model name.
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// The iPad multitasking window (`splitHalf`…), when not full screen.
    public var window: String?
    /// `wC hR` style size classes.
    public var sizeClasses: String
  }

  /// The trait values in force.
  public struct Traits: Encodable, Sendable, Equatable {
    /// `light` or `dark`.
    public var appearance: String
    /// The content size category's short form (`L`, `AX5`).
    public var contentSize: String
    /// `ltr` or `rtl`.
    public var layoutDirection: String
    /// `normal` or `high`.
    public var contrast: String
    /// The iOS release (`iOS 18`).
    public var ios: String
  }

  /// One drawn view.
  public struct View: Encodable, Sendable, Equatable {
    /// The UIKit class (`UILabel`), also for custom classes.
    public var `class`: String
    /// The document's custom class, when set.
    public var customClass: String?
    /// The document's object id.
    public var id: String
    /// The outlet properties that point at the view, sorted.
    public var outlets: [String]?
    /// The outlets among `outlets` that the app's load did not connect to this view (the
    /// source's class is not registered, or does not declare the property), sorted; only for
    /// views the app built.
    public var unconnectedOutlets: [String]?
    /// `[x, y, width, height]` in screen points.
    public var frame: [Double]
    /// The text shown: a label's or text view's text, a button's title, a text field's text.
    public var text: String?
    /// A text field's placeholder.
    public var placeholder: String?
    /// The font the text is drawn in.
    public var font: Font?
    /// The resolved text color, `#rrggbb` or `rgba(…)`.
    public var textColor: String?
    /// The resolved background color.
    public var backgroundColor: String?
    /// What VoiceOver reads.
    public var accessibility: Accessibility
    /// The constraints in force that name the view as their first or second item: the app's
    /// (the document's as loaded, and those code added) where the app built the view, else the
    /// document's.
    public var constraints: [Constraint]?
    /// Drawn subviews, front-most last.
    public var subviews: [View]?
  }

  /// A font.
  public struct Font: Encodable, Sendable, Equatable {
    /// The PostScript name (`.SFUI-Regular` for the system font).
    public var name: String
    /// The point size.
    public var size: Double
    /// The CSS weight, 100…900.
    public var weight: Int
    /// Whether it is italic.
    public var italic: Bool?
    /// The Dynamic Type text style (`UICTFontTextStyleBody`), for text-style fonts.
    public var textStyle: String?
  }

  /// Accessibility values, the document's or UIKit's defaults for the class.
  public struct Accessibility: Encodable, Sendable, Equatable {
    /// Whether the view is an accessibility element.
    public var isElement: Bool
    /// The label.
    public var label: String?
    /// The hint.
    public var hint: String?
    /// The identifier.
    public var identifier: String?
    /// Trait names (`button`, `staticText`, `image`, `header`, `notEnabled`…), sorted.
    public var traits: [String]
  }

  /// A constraint, by its document id and as a formula over document ids.
  public struct Constraint: Encodable, Sendable, Equatable {
    /// The document id; for a constraint code added, `<owner id>+<n>` (the n-th such
    /// constraint installed on the view with that id).
    public var id: String
    /// `first.attribute == second.attribute * multiplier + constant @priority`.
    public var formula: String
    /// The constraint's `identifier`, when it has one.
    public var identifier: String?
  }

  /// The JSON text: pretty-printed, keys sorted, slashes unescaped, a final newline.
  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }
}
