import Foundation
import InterfaceBuilder
import Rendering

/// Everything `adaptive diff` found, in the order it is printed; encoded as-is for `--format json`.
struct DiffReport: Codable {
  /// What the old side is.
  var base: String
  /// What the new side is.
  var head: String
  /// One entry per compared document, sorted by path.
  var files: [DiffFileReport]

  /// Whether anything can move, resize, show or hide something on screen.
  var changesLayout: Bool { files.contains(where: \.changesLayout) }
  /// Whether any document could not be compared.
  var hasErrors: Bool { files.contains { !$0.errors.isEmpty } }
}

/// One compared document.
struct DiffFileReport: Codable {
  /// How the document changed as a file.
  enum Status: String, Codable {
    case modified, added, removed, renamed
  }

  var path: String
  var status: Status
  /// The old path of a renamed document.
  var renamedFrom: String?
  /// Problems, each an error diagnostic whose file is the side (`HEAD:Main.storyboard`).
  var errors: [Diagnostic] = []
  /// The scenes of an added or removed document.
  var scenes: [String]? = nil
  /// The semantic comparison, when both sides decoded.
  var diff: IBDocumentDiff? = nil
  /// Before and after pictures of the affected scenes, with the frames that moved.
  var pictures: [DiffScenePictures] = []

  /// Whether the document's change can move, resize, show or hide something on screen.
  var changesLayout: Bool {
    switch status {
    case .added, .removed: errors.isEmpty
    case .modified, .renamed: diff?.changesLayout ?? false
    }
  }
}

/// One affected scene drawn before and after on each configuration.
struct DiffScenePictures: Codable {
  /// The scene's name.
  var scene: String
  var configurations: [DiffConfigurationPictures]
}

/// One scene on one configuration: the two drawings and what moved between them.
struct DiffConfigurationPictures: Codable {
  /// `iPhone SE (3rd generation) · portrait · wC hR`.
  var configuration: String
  /// The before drawing, relative to the report (Markdown) or `nil` when not drawn.
  var before: String?
  var after: String?
  /// Views whose frame on screen differs, and views shown or hidden.
  var moved: [DiffFrameChange]
  /// Layout problems (conflicting or ambiguous constraints) the new revision has and the old had not.
  var newLayoutProblems: [String]
  /// Drawing and writing problems, each an error diagnostic whose file names the side or the picture.
  var errors: [Diagnostic] = []
  /// The outlined drawings themselves, kept for the HTML page (not part of the JSON).
  var beforeDrawing: SVGDocument? = nil
  var afterDrawing: SVGDocument? = nil

  private enum CodingKeys: String, CodingKey {
    case configuration, before, after, moved, newLayoutProblems, errors
  }
}

/// A view's frame on screen before and after (`nil` where it is not drawn).
struct DiffFrameChange: Codable, Equatable {
  struct Rect: Codable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  var view: String
  var before: Rect?
  var after: Rect?
  /// `x 20 → 28 (+8), width 374 → 366 (-8)`, `shown`, `hidden`.
  var summary: String
}
