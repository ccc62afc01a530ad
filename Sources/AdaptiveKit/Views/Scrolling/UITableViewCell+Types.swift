extension UITableViewCell {
  /// The standard arrangements of a cell's text and image.
  public enum CellStyle: Int, Sendable, CaseIterable {
    /// An image and one left-aligned label.
    case `default` = 0
    /// A label on the left and a gray, right-aligned detail on the right.
    case value1
    /// A small, right-aligned tinted label and a left-aligned detail beside it.
    case value2
    /// A label with a smaller detail under it.
    case subtitle
  }

  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable, CaseIterable {
    case none = 0, blue, gray, `default`
  }

  /// The standard accessory at the cell's trailing edge.
  public enum AccessoryType: Int, Sendable, CaseIterable {
    case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// What editing does to a row.
  public enum EditingStyle: Int, Sendable, CaseIterable {
    case none = 0, delete, insert
  }

  /// How separators between rows are drawn.
  public enum SeparatorStyle: Int, Sendable, CaseIterable {
    case none = 0, singleLine, singleLineEtched
  }

  /// Which focus effect the cell uses.
  public enum FocusStyle: Int, Sendable {
    case `default` = 0, custom
  }
}
