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

extension UITableViewCell.CellStyle {
  /// The style a document's cell `style` attribute names (`IBUITableViewCellStyleValue1`, …);
  /// `.default` for custom cells, which write none.
  package init(interfaceBuilderName name: String?) {
    switch name {
    case "IBUITableViewCellStyleValue1": self = .value1
    case "IBUITableViewCellStyleValue2": self = .value2
    case "IBUITableViewCellStyleSubtitle": self = .subtitle
    default: self = .default
    }
  }
}

extension UITableViewCell.AccessoryType {
  /// The accessory a document's `accessoryType` attribute names; nil for none or unknown names.
  init?(interfaceBuilderName name: String?) {
    switch name {
    case "disclosureIndicator": self = .disclosureIndicator
    case "detailDisclosureButton": self = .detailDisclosureButton
    case "checkmark": self = .checkmark
    case "detailButton": self = .detailButton
    default: return nil
    }
  }
}

extension UITableViewCell.SelectionStyle {
  /// The selection style a document's `selectionStyle` attribute names; nil when absent.
  init?(interfaceBuilderName name: String?) {
    switch name {
    case "none": self = .none
    case "blue": self = .blue
    case "gray": self = .gray
    case "default": self = .default
    default: return nil
    }
  }
}
