import Foundation

extension IndexPath {
  /// An index path for a row in a section of a table view (UIKit adds this to Foundation).
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section of a table view index path (its first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row of a table view index path (its second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
