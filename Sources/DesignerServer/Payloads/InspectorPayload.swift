/// What the inspector shows for one element in one size-class cell.
struct InspectorPayload: Codable, Sendable {
  /// An explicit installed/uninstalled entry for one size class (an exclusion case).
  struct MaskCase: Codable, Sendable, Equatable {
    /// The variation key as written (`widthClass=compact`).
    var key: String
    var width: String
    var height: String
    /// `included` or `excluded`.
    var state: String
  }

  /// The installed state in one cell of the grid.
  struct CellState: Codable, Sendable, Equatable {
    var width: String
    var height: String
    var installed: Bool
  }

  /// One variation of the element's own properties.
  struct PropertyVariation: Codable, Sendable {
    var key: String
    /// `name=value` for attribute overrides, `<element key>` for element overrides.
    var overrides: [String]
  }

  /// A constraint that involves the element.
  struct Constraint: Codable, Sendable {
    var id: String
    var text: String
    /// Whether it is installed in this cell.
    var installed: Bool
  }

  /// A constraint's constant per size class.
  struct ConstantState: Codable, Sendable {
    /// One cell's override (`<variation key=… constant=…/>`).
    struct Override: Codable, Sendable, Equatable {
      var key: String
      var width: String
      var height: String
      var value: Double
    }

    /// The constraint's own constant (Any/Any).
    var base: Double
    /// The constant in force in the selected cell (the most specific override that applies).
    var value: Double
    /// The selected cell's own override, when it has one (nil in Any/Any).
    var cellOverride: Double?
    /// Every override in the file, in file order.
    var overrides: [Override]
  }

  /// A property that varies by size class (`VariableProperty`): its value in every cell.
  struct PropertyState: Codable, Sendable {
    /// One cell's own override (a `<variation>` that sets the property).
    struct Override: Codable, Sendable, Equatable {
      var key: String
      var width: String
      var height: String
      var value: String
    }

    /// The value in force in one cell of the grid.
    struct Cell: Codable, Sendable, Equatable {
      var width: String
      var height: String
      var value: String
    }

    var name: String
    var title: String
    /// `bool`, `number`, `choice` or `color`.
    var input: String
    var choices: [String]
    /// For colours: the document's named colours and UIKit's system colours, offered beside `#rrggbb`.
    var namedColors: [String]?
    var systemColors: [String]?
    /// The Any/Any value.
    var base: String
    /// The value in force in the selected cell.
    var value: String
    /// The selected cell's own override, when it has one (nil in Any/Any).
    var cellOverride: String?
    var overrides: [Override]
    var cells: [Cell]
  }

  var document: String
  var version: String
  var id: String
  /// The element's name in the file (`label`, `constraint`, …).
  var element: String
  var className: String
  var label: String?
  var sceneID: String?
  /// The frame written in the file for this cell (`x y width height`), when it has one.
  var frame: String?
  /// Whether it can be installed or uninstalled per size class (a subview or a constraint).
  var maskable: Bool
  /// Installed in the selected cell.
  var installed: Bool
  var cells: [CellState]
  var cases: [MaskCase]
  var variations: [PropertyVariation]
  /// Constraints in force in this cell that involve the element (installed ones), and the
  /// uninstalled ones after them.
  var constraints: [Constraint]
  /// The constant, for a constraint.
  var constant: ConstantState?
  /// The properties the element can vary per size class, besides installed and constant.
  var properties: [PropertyState]
}
