import Foundation

extension IndexPath {
  /// An index path for an item in a section of a collection view (UIKit adds this to Foundation).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item of a collection view index path (its second index, the same as `row`).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
